"""Side-by-side images of each fidelity document: the SDK's screenshot (scaled to a common px/pt, from the navigation
bar down) beside AdLayout's render of Layouts/fidelity/<name>.json.

  python3 Scripts/fidelity/side_by_side.py [NAME...] [--adlayout PATH] [--out docs/fidelity] [--ppt 0.8] [--blend]

Renders each document with `adlayout render --scale 3` into a temporary folder. --blend adds a third panel (50 %
blend) for checking alignment; docs/fidelity's images are written without it, palette-quantised to stay small."""
import argparse, os, subprocess, sys, tempfile
from PIL import Image
sys.path.insert(0, os.path.dirname(__file__))
from screens import PANELS, STATUS_BAR, screenshot_path
from panels import panel_row

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
DEVICE_HEIGHT = 762.0   # the documents' screen, below the status bar


def device_panel(name, ppt):
    c = PANELS[name]
    shot = Image.open(screenshot_path(name)).convert('RGB')
    s = c['scale']
    x0, y0 = c['ox'], c['oy'] + STATUS_BAR * s
    x1, y1 = x0 + 375 * s, y0 + DEVICE_HEIGHT * s
    # Parts of the screen outside the screenshot (the right edge of a third panel, the bottom) stay white.
    canvas = Image.new('RGB', (round(x1 - x0), round(y1 - y0)), 'white')
    vx0, vy0, vx1, vy1 = max(round(x0), 0), max(round(y0), 0), min(round(x1), shot.width), min(round(y1), shot.height)
    canvas.paste(shot.crop((vx0, vy0, vx1, vy1)), (vx0 - round(x0), vy0 - round(y0)))
    return canvas.resize((round(375 * ppt), round(DEVICE_HEIGHT * ppt)), Image.LANCZOS)


def render(name, adlayout, folder):
    doc = os.path.join(ROOT, 'Layouts/fidelity', name + '.json')
    out = os.path.join(folder, name + '.png')
    subprocess.run([adlayout, 'render', doc, '-o', out, '--scale', '3'], check=True, capture_output=True)
    return out


def compose(name, ours_png, ppt, blend, y0=0.0, y1=DEVICE_HEIGHT):
    left = device_panel(name, ppt)
    ours = Image.open(ours_png).convert('RGB').resize(left.size, Image.LANCZOS)
    if y0 > 0 or y1 < DEVICE_HEIGHT:
        box = (0, round(y0 * ppt), left.width, round(y1 * ppt))
        left, ours = left.crop(box), ours.crop(box)
    panels = [(left, 'device: ' + PANELS[name]['file']), (ours, 'AdLayout: fidelity/' + name + '.json')]
    if blend:
        panels.append((Image.blend(left, ours, 0.5), '50 % blend'))
    return panel_row(panels, pad=8, top=22)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('names', nargs='*')
    ap.add_argument('--adlayout', default=os.path.join(ROOT, '.build/release/adlayout'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs/fidelity'))
    ap.add_argument('--ppt', type=float, default=0.8)
    ap.add_argument('--blend', action='store_true')
    ap.add_argument('--colors', type=int, default=128)
    ap.add_argument('--y0', type=float, default=0.0, help='top of the region shown, in document points')
    ap.add_argument('--y1', type=float, default=DEVICE_HEIGHT, help='bottom of the region shown')
    a = ap.parse_args()
    names = a.names or sorted(PANELS)
    os.makedirs(a.out, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            image = compose(name, render(name, a.adlayout, tmp), a.ppt, a.blend, a.y0, a.y1)
            path = os.path.join(a.out, name + '.png')
            if a.colors:
                image = image.quantize(colors=a.colors, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG)
            image.save(path, optimize=True)
            print(path, image.size, os.path.getsize(path) // 1024, 'KB')


if __name__ == '__main__':
    main()
