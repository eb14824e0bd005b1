"""Before/after crops of small device details: the SDK's screenshot, AdLayout before and after, side by side, each
region magnified to 4 px per point (docs/fidelity/device-details.md).

  python3 Scripts/fidelity/detail_crops.py --before DIR --after DIR [--out docs/fidelity/details]

DIR holds `adlayout render --scale 3` renders of Layouts/fidelity/<name>.json, named <name>.png."""
import argparse, os, sys
from PIL import Image
sys.path.insert(0, os.path.dirname(__file__))
from screens import PANELS, STATUS_BAR, screenshot_path
from panels import panel_row

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
PPT = 4  # output pixels per point

# name: (document, x0, y0, x1, y1) in document points.
DETAILS = {
    'my-button': ('offerwall_ui_cps2-1', 312, 146, 364, 196),
    'point-icon': ('default_offerwall', 96, 340, 216, 364),
    'pager-buttons': ('offerwall_ui_cps2-2', 106, 438, 270, 488),
    'header-title': ('default_offerwall', 14, 156, 154, 186),
    'cps-feed-image': ('offerwall_ui_cps2-3', 10, 300, 130, 372),
    'menu-tabs': ('offerwall_ui_cps2-1', 10, 44, 250, 89),
}


def device(name, box):
    c = PANELS[name]
    s = c['scale']
    shot = Image.open(screenshot_path(name)).convert('RGB')
    x0, y0, x1, y1 = box
    px = (c['ox'] + x0 * s, c['oy'] + (y0 + STATUS_BAR) * s, c['ox'] + x1 * s, c['oy'] + (y1 + STATUS_BAR) * s)
    return shot.resize((round((x1 - x0) * PPT), round((y1 - y0) * PPT)), Image.LANCZOS, box=px)


def ours(folder, name, box):
    im = Image.open(os.path.join(folder, name + '.png')).convert('RGB')
    x0, y0, x1, y1 = box
    return im.resize((round((x1 - x0) * PPT), round((y1 - y0) * PPT)), Image.LANCZOS, box=(x0 * 3, y0 * 3, x1 * 3, y1 * 3))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--before', required=True)
    ap.add_argument('--after', required=True)
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs/fidelity/details'))
    ap.add_argument('names', nargs='*')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for key in a.names or DETAILS:
        name, *box = DETAILS[key]
        panels = [(device(name, box), 'device'), (ours(a.before, name, box), 'before'), (ours(a.after, name, box), 'after')]
        out = panel_row(panels, pad=6, top=18, label_y=3)
        path = os.path.join(a.out, key + '.png')
        out.quantize(colors=96, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
        print(path, out.size, os.path.getsize(path) // 1024, 'KB')


if __name__ == '__main__':
    main()
