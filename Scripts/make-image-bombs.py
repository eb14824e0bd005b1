#!/usr/bin/env python3
"""Writes small image files that claim huge sizes, and a document that draws them, into a folder
(default: image-bombs/), for measuring what `adlayout render` costs on them:

    python3 Scripts/make-image-bombs.py /tmp/bombs
    /usr/bin/time -v .build/release/adlayout render /tmp/bombs/bombs.json -o /tmp/bombs/out.png
    /usr/bin/time -v .build/release/adlayout render /tmp/bombs/bombs.json -o /tmp/bombs/out.png --max-image-pixels 300000000

- bomb-65500.jpg: a progressive JPEG of about 600 bytes whose frame header says 65500×65500
  (libjpeg would allocate some 8 GB of coefficients in jpeg_start_decompress);
- big-16384.png: a real 16384×16384 RGB PNG of black pixels (about 800 KB; 768 MB of pixels);
- truncated-16384.jpg: a baseline JPEG whose header says 16384×16384 with data for a few rows;
- truncated-16384.png: the first half of big-16384.png.

Nothing but the standard library: the JPEGs are hand-assembled (quantisation and Huffman tables
of one symbol each, so every 8×8 block is a single zero DC difference).
"""
import os
import struct
import sys
import zlib


def segment(marker, payload):
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload


def jpeg(width, height, progressive, scan_bytes, end=True):
    out = b"\xFF\xD8"
    out += segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    out += segment(0xDB, b"\x00" + bytes([1] * 64))                      # one quantisation table
    sof = 0xC2 if progressive else 0xC0
    out += segment(sof, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")   # grey, 1×1
    # DC table 0 and AC table 0 with a single code each (symbol 0: "difference 0" / end of block).
    out += segment(0xC4, b"\x00" + bytes([1] + [0] * 15) + b"\x00")
    out += segment(0xC4, b"\x10" + bytes([1] + [0] * 15) + b"\x00")
    if progressive:
        out += segment(0xDA, b"\x01\x01\x00" + bytes([0, 0, 0]))          # DC first scan
    else:
        out += segment(0xDA, b"\x01\x01\x00" + bytes([0, 63, 0]))
    out += b"\x00" * scan_bytes
    if end:
        out += b"\xFF\xD9"
    return out


def png(width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    compressor = zlib.compressobj(9)
    row = b"\x00" * (1 + width * 3)
    idat = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "image-bombs"
    os.makedirs(folder, exist_ok=True)
    bomb = jpeg(65500, 65500, True, 0)
    bomb += b"\x00" * (600 - len(bomb) - 2) + b"\xFF\xD9"
    big = png(16384, 16384)
    files = {
        "bomb-65500.jpg": bomb,
        "big-16384.png": big,
        "truncated-16384.jpg": jpeg(16384, 16384, False, 2048, end=False),
        "truncated-16384.png": big[: len(big) // 2],
    }
    for name, data in files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
        print(f"{name}: {len(data)} bytes")
    items = ",\n    ".join('{"appName": "%s", "iconUrl": "%s"}' % (name, name) for name in files)
    with open(os.path.join(folder, "bombs.json"), "w") as f:
        f.write('{"schemaVersion": 1, "device": {"width": 390, "height": 400, "scale": 1},\n'
                ' "sections": [{"type": "normal", "items": [\n    %s]}]}\n' % items)


main()
