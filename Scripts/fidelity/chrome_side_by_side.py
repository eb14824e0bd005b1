"""The SDK's default_offerwall.png beside AdLayout's render of Layouts/fidelity/default_offerwall.json on the device it
was taken on (the iPhone 13 mini's 375 x 812 pt) with "chrome": true, both at 1 px/pt: the status bar band (the top
TOP pt) above the home indicator band (the bottom BOTTOM pt), so the bars' heights and the icons' places can be
compared. Writes docs/fidelity/device-chrome.png (palette-quantised, small).

  python3 Scripts/fidelity/chrome_side_by_side.py [--adlayout .build/debug/adlayout] [--out docs/fidelity]"""
import argparse, json, os, subprocess, sys, tempfile
from PIL import Image
sys.path.insert(0, os.path.dirname(__file__))
from screens import PANELS, screenshot_path
from panels import panel_row

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
HEIGHT, TOP, BOTTOM = 812, 150, 60   # the device's height, the bands shown (pt)


def render(adlayout):
    """Renders the fidelity document on the mini with its chrome, at 1 px/pt (a copy beside it, for its images)."""
    folder = os.path.join(ROOT, 'Layouts/fidelity')
    with open(os.path.join(folder, 'default_offerwall.json')) as f:
        doc = json.load(f)
    doc['device'] = {'preset': 'iPhone13mini', 'scale': 1, 'chrome': True}
    fd, copy = tempfile.mkstemp(suffix='.json', prefix='.chrome-', dir=folder)
    out = tempfile.mktemp(suffix='.png')
    try:
        with os.fdopen(fd, 'w') as f:
            json.dump(doc, f, ensure_ascii=False)
        subprocess.run([adlayout, 'render', copy, '-o', out], check=True, capture_output=True)
        return Image.open(out).convert('RGB')
    finally:
        os.remove(copy)
        if os.path.exists(out):
            os.remove(out)


def bands(im):
    """The top and bottom bands of a 375 x 812 image, one above the other with a gap."""
    out = Image.new('RGB', (375, TOP + 6 + BOTTOM), (64, 64, 64))
    out.paste(im.crop((0, 0, 375, TOP)), (0, 0))
    out.paste(im.crop((0, HEIGHT - BOTTOM, 375, HEIGHT)), (0, TOP + 6))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--adlayout', default=os.path.join(ROOT, '.build/debug/adlayout'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs/fidelity'))
    a = ap.parse_args()
    shot = Image.open(screenshot_path('default_offerwall')).convert('RGB')
    s = PANELS['default_offerwall']['scale']
    # The screenshot stops 0.5 pt short of 812: the device's last rows stay white.
    device = Image.new('RGB', (375, HEIGHT), 'white')
    device.paste(shot.resize((375, round(shot.height / s)), Image.LANCZOS), (0, 0))
    panels = [(bands(device), 'device: default_offerwall.png'), (bands(render(a.adlayout)), 'AdLayout: "chrome": true')]
    out = panel_row(panels, pad=8, top=20)
    path = os.path.join(a.out, 'device-chrome.png')
    out.quantize(colors=96, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG).save(path, optimize=True)
    print(path, out.size, os.path.getsize(path) // 1024, 'KB')


if __name__ == '__main__':
    main()
