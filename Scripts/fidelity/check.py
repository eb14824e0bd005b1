"""Residuals of AdLayout's renders against the device measurements the fidelity tests use
(Tests/AdLayoutRenderTests/Fidelity/device-measurements.json): text ink boxes measured the same way on both sides,
frames of images, cards, sections and dividers from `render --frames`.

  python3 Scripts/fidelity/check.py [--adlayout PATH] [--all] [--markdown]

Prints one row per measurement (device, ours, differences) and marks those outside the tolerance. The Swift tests
(FidelityGeometryTests) check the same rows; this script is for looking at them."""
import argparse, json, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
MEASUREMENTS = os.path.join(ROOT, 'Tests/AdLayoutRenderTests/Fidelity/device-measurements.json')
SCALE = 3


def find(node, kind, source):
    if node['kind'] == kind and node.get('source') == source:
        return node
    for c in node.get('children', []):
        hit = find(c, kind, source)
        if hit:
            return hit
    return None


def ink_box(pixels, region):
    """Ink box (pt) inside region (x, y, w, h in pt): pixels that differ from the region's most frequent colour,
    the first and last rows and columns counted by their coverage (as on the screenshots)."""
    x0, y0 = max(0, round(region[0] * SCALE)), max(0, round(region[1] * SCALE))
    x1, y1 = min(pixels.shape[1], round((region[0] + region[2]) * SCALE)), min(pixels.shape[0], round((region[1] + region[3]) * SCALE))
    r = pixels[y0:y1, x0:x1]
    if r.size == 0:
        return None
    q = (r // 4).astype(np.int64).reshape(-1, 3)
    keys = q[:, 0] * 65536 + q[:, 1] * 256 + q[:, 2]
    values, counts = np.unique(keys, return_counts=True)
    bg = r.reshape(-1, 3)[keys == values[counts.argmax()]].mean(0)
    d = np.sqrt(((r - bg) ** 2).sum(-1))
    if d.max() < 30:
        return None
    cov = np.clip(d / d.max(), 0, 1)
    px, py = cov.max(0), cov.max(1)
    cols, rows = np.nonzero(px > 0.12)[0], np.nonzero(py > 0.12)[0]
    xs, xe = cols[0] + 1 - px[cols[0]], cols[-1] + px[cols[-1]]
    ys, ye = rows[0] + 1 - py[rows[0]], rows[-1] + py[rows[-1]]
    return ((x0 + xs) / SCALE, (y0 + ys) / SCALE, (xe - xs) / SCALE, (ye - ys) / SCALE)


def text_region(node, entry):
    x, y, w, h = node['x'], node['y'], node['width'], node['height']
    if node['kind'] == 'filterItem':          # keep the pill's stroke and fill edges out
        return (x + 11, y + 4, w - 22, h - 8)
    if entry.get('lines') == 1:               # the first of two lines
        return (x - 1, y, w + 2, h / 2)
    return (x - 1, y - 1, w + 2, h + 2)


def residuals(adlayout):
    entries = json.load(open(MEASUREMENTS))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for doc in sorted({e['document'] for e in entries}):
            png, frames = os.path.join(tmp, doc + '.png'), os.path.join(tmp, doc + '.json')
            subprocess.run([adlayout, 'render', os.path.join(ROOT, 'Layouts/fidelity', doc + '.json'), '-o', png,
                            '--scale', str(SCALE), '--frames', frames], check=True, capture_output=True)
            tree = json.load(open(frames))['root']
            pixels = np.asarray(Image.open(png).convert('RGB')).astype(np.float64)
            for e in (e for e in entries if e['document'] == doc):
                node = find(tree, e['kind'], e['source'])
                ours = None
                if node is not None:
                    ours = ink_box(pixels, text_region(node, e)) if e['measure'] == 'ink' else \
                        (node['x'], node['y'], node['width'], node['height'])
                rows.append((e, ours))
    return rows


def compared(entry):
    return entry.get('compare', 'xywh')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--adlayout', default=os.path.join(ROOT, '.build/release/adlayout'))
    ap.add_argument('--all', action='store_true', help='print every row, not only those out of tolerance')
    ap.add_argument('--text-table', action='store_true', help='a Markdown table of every text ink residual (docs/fidelity/text.md)')
    a = ap.parse_args()
    rows = residuals(a.adlayout)
    if a.text_table:
        return text_table(rows)
    bad = 0
    for e, o in rows:
        d = e['device']
        if o is None:
            print('MISSING', e['document'], e['id'], e['kind'], e['source']); bad += 1; continue
        diff = [o[i] - d[i] for i in range(4)] + [(o[0] + o[2]) - (d[0] + d[2])]
        keys = compared(e)
        out = [k for i, k in enumerate('xywhr') if k in keys and abs(diff[i]) > e['tolerance']]
        if out:
            bad += 1
        if out or a.all:
            print('%-4s %-20s %-34s %-16s dev %6.1f %6.1f %6.1f %5.1f  ours %6.1f %6.1f %6.1f %5.1f  d %+5.2f %+5.2f %+5.2f %+5.2f  %s' % (
                'OUT' if out else 'ok', e['document'][-10:], e['id'][:34], e.get('text', '')[:16], *d, *o, *diff[:4], ','.join(out)))
    print('%d of %d measurements out of tolerance' % (bad, len(rows)))


def text_table(rows):
    """Width (%) and height (pt) residuals of each measured text, one row per string and screen."""
    seen, out = set(), []
    print('| screenshot | text | element | device ink w × h (pt) | AdLayout | Δw | Δh |')
    print('|---|---|---|---|---|---|---|')
    for e, o in rows:
        if e['measure'] != 'ink' or o is None or e.get('lines') == 1:
            continue
        key = (e['document'], e['text'])
        if key in seen:
            continue
        seen.add(key)
        d = e['device']
        dw, dh = 100 * (o[2] - d[2]) / d[2], o[3] - d[3]
        out.append((abs(dw), abs(dh)))
        print('| %s | %s | %s | %.1f × %.1f | %.1f × %.1f | %+.1f %% | %+.2f |' % (
            e['document'].replace('offerwall_ui_', ''), e['text'].replace('|', '\\|'), e['kind'], d[2], d[3], o[2], o[3], dw, dh))
    n = len(out)
    within = sum(1 for w, h in out if w <= 2)
    print()
    print('%d strings: mean |Δw| %.2f %%, %d within 2 %%; mean |Δh| %.2f pt, %d within 0.5 pt' % (
        n, sum(w for w, _ in out) / n, within, sum(h for _, h in out) / n, sum(1 for _, h in out if h <= 0.5)))


if __name__ == '__main__':
    main()
