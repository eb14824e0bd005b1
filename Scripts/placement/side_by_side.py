"""The side-by-side of docs/placement-views.md: each standard placement of the SDK's sample
(adplacementview_sample.png, ≈ 0.59 px per point) beside AdLayout's render of the document that
reproduces it (Layouts/placement-*.json at scale 1), both at 1 px per point; left the sample, right AdLayout.

  python3 Scripts/placement/side_by_side.py SAMPLE.png [--adlayout PATH] [--out docs/placement-views.png]

Plain Python (zlib only): the sample is upscaled bilinearly, which blurs it; proportions are what to compare."""
import argparse, os, struct, subprocess, tempfile, zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
PPT = 0.59  # sample pixels per point
# Each placement: its document, and its top-left corner in the sample, in pixels (measured: items 20 pt from the
# screen's edge, the title's ink 19 pt below the placement's top).
PLACEMENTS = [('placement-list.json', (22, 345)), ('placement-icon.json', (585, 253)), ('placement-feed.json', (585, 364))]


def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat, w = 8, b'', 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and interlace == 0 and color in (2, 6), (depth, color, interlace)
            bpp = 3 if color == 2 else 4
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[j:j + 3]) for j in range(0, stride, bpp)])
        prev = line
    return rows


def write_png(path, rows):
    h, w = len(rows), len(rows[0])
    # Each row with the Up filter (the previous row subtracted): 15 % smaller than unfiltered here.
    lines = [bytes(v for px in row for v in px) for row in rows]
    raw = b''.join((b'\x00' + line) if y == 0 else (b'\x02' + bytes((a - b) & 255 for a, b in zip(line, lines[y - 1])))
                   for y, line in enumerate(lines))
    def chunk(kind, body): return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
    out = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
    out += chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(out)


def sample_crop(sample, x0, y0, w, h):
    """The sample's w × h points from pixel (x0, y0), at 1 px per point (bilinear)."""
    out = []
    for y in range(h):
        sy = y0 + y * PPT
        iy, fy = int(sy), sy - int(sy)
        row = []
        for x in range(w):
            sx = x0 + x * PPT
            ix, fx = int(sx), sx - int(sx)
            p = [sample[iy + dy][ix + dx] for dy in (0, 1) for dx in (0, 1)]
            row.append(tuple(round((p[0][k] * (1 - fx) + p[1][k] * fx) * (1 - fy) + (p[2][k] * (1 - fx) + p[3][k] * fx) * fy)
                             for k in range(3)))
        out.append(row)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('sample')
    ap.add_argument('--adlayout', default=os.path.join(ROOT, '.build/debug/adlayout'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'docs/placement-views.png'))
    a = ap.parse_args()
    sample = read_png(a.sample)
    pad, gray = 12, (64, 64, 64)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for doc, (x0, y0) in PLACEMENTS:
            png = os.path.join(tmp, doc + '.png')
            subprocess.run([a.adlayout, 'render', os.path.join(ROOT, 'Layouts', doc), '-o', png, '--scale', '1'],
                           check=True, capture_output=True)
            ours = read_png(png)
            h, w = len(ours), len(ours[0])
            h = min(h, int((len(sample) - 2 - y0) / PPT))
            left = sample_crop(sample, x0, y0, w, h)
            rows.extend([gray] * pad + left[y] + [gray] * pad + ours[y] + [gray] * pad for y in range(h))
            rows.extend([[gray] * (3 * pad + 2 * w) for _ in range(pad)])
    width = len(rows[0])
    write_png(a.out, [[gray] * width for _ in range(pad)] + rows)
    print(a.out, width, 'x', len(rows) + pad)


if __name__ == '__main__':
    main()
