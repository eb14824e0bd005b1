"""Interface Builder's canvas beside AdLayout's layout, for corpus XIBs with buttons and controls
(docs/app-views/ib-controls.png).

  python3 Scripts/ib-side-by-side.py [NAME[:X0,Y0,X1,Y1] ...] [--adlayout PATH] [--out PNG] [--report]

There is no Xcode here, so IB's canvas is stood in for by the frames IB saved in the XIB. For each file of
Tests/Fixtures/ib-corpus (NAME without .xib; the optional box, in points, crops the canvas to the part with views),
the left panel is `adlayout render NAME.xib --scale 2`; the right is the same render with every view outlined:
green where the laid-out frame is within the oracle's tolerance of IB's, and where it is not, IB's saved frame in
red and the laid-out frame in blue. Which views are off, their IB frames and the counts all come from the oracle
test itself (Scripts/ib-oracle.sh, IBFrameOracleTests), never from a second copy of its tolerance rule, so the
test bundle must be built (swift build --build-tests -Xswiftc -gnone). --report prints each file's count only."""
import argparse, json, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
CORPUS = os.path.join(ROOT, 'Tests/Fixtures/ib-corpus')
# The figure in docs/app-views.md: an ad view with a classic call-to-action button, a <buttonConfiguration> button,
# a segmented control, a stepper, a slider and classic buttons, a switch in a collection cell, a page control.
DEFAULT = ['GoogleAdsMediation-ExampleUnifiedNativeAdView',
           'Prebid-InstreamBaseViewController:40,60,353,330',
           'EarlGrey-BasicViewController:0,10,320,320',
           'Vocable-EditCategoryToggleCollectionViewCell',
           'ThunderCloud-BadgeScrollerViewCell:0,150,320,192']
SCALE = 2
GREEN, RED, BLUE = (0, 170, 60), (230, 0, 0), (0, 90, 255)
RECT = r'\(([-\d.e]+), ([-\d.e]+), ([-\d.e]+), ([-\d.e]+)\)'


def oracle():
    """The oracle test's verdict: {file: (passed, total)} and {file: {id: (IB frame, laid-out frame or None)}}."""
    out = subprocess.run([os.path.join(ROOT, 'Scripts/ib-oracle.sh')], cwd=ROOT, capture_output=True, text=True).stdout
    counts, off = {}, {}
    for line in out.splitlines():
        if line.startswith('IB oracle corpus: ') and ' in ' in line and ': ' in line[18:]:
            for name, p, t in re.findall(r'([\w.-]+\.xib) (\d+)/(\d+)', line):
                counts[name] = (int(p), int(t))
            continue
        m = re.match(r'([\w.-]+\.xib): (\S+) (\S+): IB ' + RECT + r', laid out (?:' + RECT + '|nothing)', line)
        if m:
            ib = tuple(float(v) for v in m.group(4, 5, 6, 7))
            ours = tuple(float(v) for v in m.group(8, 9, 10, 11)) if m.group(8) else None
            off.setdefault(m.group(1), {})[m.group(3)] = (ib, ours)
    if not counts:
        sys.exit('ib-side-by-side: Scripts/ib-oracle.sh printed no figures; build the tests first '
                 '(swift build --build-tests -Xswiftc -gnone)')
    return counts, off


def laid_out(frames_json):
    """Every view of `adlayout render --frames` with an IB id, as (id, (x, y, w, h)) in the canvas's points (the
    file's frames are the canvas's already, not the superview's)."""
    views = []
    def walk(node):
        if node.get('id'):
            views.append((node['id'], (node['x'], node['y'], node['width'], node['height'])))
        for child in node.get('children', []):
            walk(child)
    with open(frames_json) as f:
        walk(json.load(f)['root'])
    return views


def unseen(xib):
    """Ids of the views the canvas does not show (hidden="YES" or alpha="0.0" in the XIB, and every view inside one):
    they are laid out and counted by the oracle, but an outline would frame nothing."""
    ids = set()
    for element in ET.parse(xib).iter():
        if element.get('hidden') == 'YES' or element.get('alpha') in ('0.0', '0'):
            ids.update(e.get('id') for e in element.iter() if e.get('id'))
    return ids


def outline(draw, rect, box, colour, width):
    x, y, w, h = rect
    x0, y0 = (x - box[0]) * SCALE, (y - box[1]) * SCALE
    draw.rectangle([x0, y0, x0 + max(w * SCALE - 1, 0), y0 + max(h * SCALE - 1, 0)], outline=colour, width=width)


def panel_pair(name, box, adlayout, tmp, off):
    xib = os.path.join(CORPUS, name + '.xib')
    png, frames = os.path.join(tmp, name + '.png'), os.path.join(tmp, name + '.json')
    subprocess.run([adlayout, 'render', xib, '-o', png, '--scale', str(SCALE), '--frames', frames],
                   check=True, capture_output=True)
    ours = Image.open(png).convert('RGB')
    if box is None:
        box = (0, 0, ours.width / SCALE, ours.height / SCALE)
    crop = tuple(round(v * SCALE) for v in box)
    left = ours.crop(crop)
    right = left.copy()
    d = ImageDraw.Draw(right)
    bad, skip = off.get(name + '.xib', {}), unseen(xib)
    for view_id, rect in laid_out(frames):
        if view_id not in bad and view_id not in skip:
            outline(d, rect, box, GREEN, 2)
    for view_id, (ib, ours_rect) in bad.items():
        if ours_rect:
            outline(d, ours_rect, box, BLUE, 2)
        outline(d, ib, box, RED, 2)
    return left, right


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('files', nargs='*', help='NAME or NAME:X0,Y0,X1,Y1 (points)')
    ap.add_argument('--adlayout', default=os.path.join(ROOT, '.build/debug/adlayout'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs/app-views/ib-controls.png'))
    ap.add_argument('--colors', type=int, default=96)
    ap.add_argument('--report', action='store_true', help="print each file's count and the total, draw nothing")
    a = ap.parse_args()
    specs = []
    for spec in a.files or DEFAULT:
        name, _, box = spec.partition(':')
        specs.append((name, tuple(float(v) for v in box.split(',')) if box else None))
    counts, off = oracle()
    passed = sum(counts[n + '.xib'][0] for n, _ in specs)
    total = sum(counts[n + '.xib'][1] for n, _ in specs)
    for n, _ in specs:
        print(f'{n}.xib {counts[n + ".xib"][0]}/{counts[n + ".xib"][1]}')
    print(f'total {passed}/{total}')
    if a.report:
        return
    try:
        font = ImageFont.truetype('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 24)
    except OSError:
        font = ImageFont.load_default()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, box in specs:
            p, t = counts[name + '.xib']
            rows.append((panel_pair(name, box, a.adlayout, tmp, off), f'{name}.xib: {p} of {t} views within tolerance'))
    pad, top = 12, 36
    width = max(l.width + r.width for (l, r), _ in rows) + 3 * pad
    height = sum(l.height + top + pad for (l, _), _ in rows) + pad + 2 * top
    out = Image.new('RGB', (width, height), (64, 64, 64))
    d = ImageDraw.Draw(out)
    y = pad
    for (left, right), caption in rows:
        d.text((pad, y + 3), caption, fill='white', font=font)
        out.paste(left, (pad, y + top))
        out.paste(right, (2 * pad + left.width, y + top))
        y += top + left.height + pad
    x = pad
    for text, colour in [('Left: adlayout render --scale 2.  Right: ', 'white'), ('within tolerance of IB', GREEN),
                         ('  /  off: ', 'white'), ("IB's saved frame", RED), (', ', 'white'), ('laid out', BLUE),
                         (f'  ({passed} of {total} views within tolerance;', 'white')]:
        d.text((x, y + 4), text, fill=colour if colour == 'white' else tuple(min(255, c + 60) for c in colour), font=font)
        x += d.textlength(text, font=font)
    d.text((pad, y + top), 'views hidden or transparent in the XIB are counted, not outlined)', fill='white', font=font)
    if a.colors:
        out = out.quantize(colors=a.colors, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out.save(a.out, optimize=True)
    print(a.out, out.size, os.path.getsize(a.out) // 1024, 'KB')


if __name__ == '__main__':
    main()
