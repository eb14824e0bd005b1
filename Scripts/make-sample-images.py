#!/usr/bin/env python3
"""Generate AdLayout's own sample images procedurally (no third-party art).

Outputs (written to Layouts/images/ next to this Scripts/ directory):

  icon-01.png … icon-14.png   216x216 RGB PNG app icons (72 pt at 3x)
  feed-01.jpg … feed-04.jpg   960x500 JPEG promotional feed images
  banner-01.jpg               1029x360 JPEG wide banner
  broken.png                  the bytes "not a png" (placeholder-path test)

Icons fill the whole square (no rounded corners, no transparency): the
renderer clips corners itself.

The output is deterministic: every random choice uses a fixed seed, nothing
depends on the clock, PNGs are written with optimize=True and no text chunks,
JPEGs with quality=82, optimize=True and no EXIF. (Byte-identical output also
assumes the same Pillow / zlib / libjpeg / FreeType versions.)

Requirements: Python 3.8+ and Pillow (`pip install pillow`). Text on the feed
images uses ImageFont.load_default(size=...) (Pillow >= 10.1 with FreeType);
with older Pillow the banners are drawn with shapes only.

Run from the repository root:

    python3 Scripts/make-sample-images.py

or write somewhere else with `--out DIR`.
"""

import argparse
import math
import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ICON = 216          # icon size in px
SS = 4              # supersampling factor for icons (drawn at 864 px)
FEED_SS = 2         # supersampling factor for feed/banner art


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------

def hexc(s, a=None):
    s = s.lstrip("#")
    rgb = tuple(int(s[i:i + 2], 16) for i in (0, 2, 4))
    return rgb if a is None else rgb + (a,)


def vgradient(w, h, top, bottom):
    """Vertical linear gradient, RGB."""
    ramp = Image.linear_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
    top, bottom = hexc(top), hexc(bottom)
    chans = [ramp.point(lambda v, a=a, b=b: round(a + (b - a) * v / 255))
             for a, b in zip(top, bottom)]
    return Image.merge("RGB", chans)


def radial_glow(w, h, cx, cy, r, color, strength=255):
    """RGBA layer: a soft radial glow of `color` centred at (cx, cy)."""
    g = Image.radial_gradient("L")             # 256x256, 0 at centre
    g = g.point(lambda v: max(0, 255 - v * 2) * strength // 255)
    g = g.resize((2 * r, 2 * r), Image.Resampling.BILINEAR)
    layer = Image.new("RGBA", (w, h), hexc(color, 0))
    mask = Image.new("L", (w, h), 0)
    mask.paste(g, (cx - r, cy - r))
    solid = Image.new("RGBA", (w, h), hexc(color, 255))
    layer.paste(solid, (0, 0), mask)
    return layer


def star_points(cx, cy, r_out, r_in, n=5, rot=-90.0):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def heart_points(cx, cy, size, steps=120):
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * size / 32, cy - y * size / 32 - size * 0.05))
    return pts


class Pen:
    """ImageDraw wrapper that works in logical units scaled by `s`."""

    def __init__(self, img, s=1):
        self.img = img
        self.d = ImageDraw.Draw(img)
        self.s = s

    def _p(self, seq):
        out = []
        for v in seq:
            if isinstance(v, (tuple, list)):
                out.append(tuple(c * self.s for c in v))
            else:
                out.append(v * self.s)
        return out

    def _kw(self, kw):
        kw = dict(kw)
        if "width" in kw:
            kw["width"] = max(1, round(kw["width"] * self.s))
        if "radius" in kw:
            kw["radius"] = kw["radius"] * self.s
        if "color" in kw:
            kw["fill"] = kw.pop("color")
        for k in ("fill", "outline"):
            if isinstance(kw.get(k), str):
                kw[k] = hexc(kw[k])
        return kw

    def ellipse(self, box, **kw):
        self.d.ellipse(self._p(box), **self._kw(kw))

    def circle(self, cx, cy, r, **kw):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), **kw)

    def rect(self, box, **kw):
        self.d.rectangle(self._p(box), **self._kw(kw))

    def rrect(self, box, radius, **kw):
        kw["radius"] = radius
        self.d.rounded_rectangle(self._p(box), **self._kw(kw))

    def polygon(self, pts, **kw):
        self.d.polygon(self._p(pts), **self._kw(kw))

    def line(self, pts, **kw):
        self.d.line(self._p(pts), **self._kw(kw))

    def arc(self, box, start, end, **kw):
        self.d.arc(self._p(box), start, end, **self._kw(kw))

    def pieslice(self, box, start, end, **kw):
        self.d.pieslice(self._p(box), start, end, **self._kw(kw))

    def chord(self, box, start, end, **kw):
        self.d.chord(self._p(box), start, end, **self._kw(kw))

    def thick_line(self, pts, width, fill):
        """Line with round caps and joints."""
        self.line(pts, fill=fill, width=width, joint="curve")
        for x, y in pts:
            self.circle(x, y, width / 2, fill=fill)


def icon_canvas(top, bottom=None):
    n = ICON * SS
    if bottom is None:
        img = Image.new("RGB", (n, n), hexc(top))
    else:
        img = vgradient(n, n, top, bottom)
    return img.convert("RGBA")


def layer(size=ICON * SS):
    return Image.new("RGBA", (size, size), (0, 0, 0, 0))


def paste_layer(base, lay, rotate=0.0, center=None):
    if rotate:
        lay = lay.rotate(rotate, resample=Image.Resampling.BICUBIC, center=center)
    base.alpha_composite(lay)


def shadow_of(lay, offset, alpha=70, blur=0):
    """Dark drop shadow of an RGBA layer's shape."""
    a = lay.getchannel("A").point(lambda v: v * alpha // 255)
    sh = Image.new("RGBA", lay.size, (0, 0, 0, 0))
    sh.putalpha(a)
    out = Image.new("RGBA", lay.size, (0, 0, 0, 0))
    out.paste(sh, (round(offset[0]), round(offset[1])))
    if blur:
        out = out.filter(ImageFilter.GaussianBlur(blur))
    return out


def finish_icon(img, colors=None):
    """Downsample to 216x216 RGB; optionally reduce colours to keep PNGs small."""
    small = img.convert("RGB").resize((ICON, ICON), Image.Resampling.LANCZOS)
    if colors:
        small = small.quantize(colors=colors, method=Image.Quantize.MEDIANCUT,
                               dither=Image.Dither.NONE).convert("RGB")
    return small


def scatter(rng, n, box, rmin, rmax):
    x0, y0, x1, y1 = box
    return [(rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(rmin, rmax))
            for _ in range(n)]


# --------------------------------------------------------------------------
# icons (logical coordinates 0..216)
# --------------------------------------------------------------------------

def icon_bee():
    img = icon_canvas("#4FC3F7", "#0277BD")
    p = Pen(img, SS)
    # wings
    wings = layer()
    w = Pen(wings, SS)
    w.ellipse((22, 40, 92, 100), fill=(255, 255, 255, 210))
    w.ellipse((124, 40, 194, 100), fill=(255, 255, 255, 210))
    img.alpha_composite(wings)
    # antennae
    p.thick_line([(88, 62), (76, 34), (64, 26)], 6, "#2B2118")
    p.thick_line([(128, 62), (140, 34), (152, 26)], 6, "#2B2118")
    p.circle(62, 25, 10, fill="#2B2118")
    p.circle(154, 25, 10, fill="#2B2118")
    # head with stripes clipped to the face
    face = layer()
    f = Pen(face, SS)
    f.rect((0, 0, 216, 216), fill="#FFD230")
    f.rect((0, 44, 216, 70), fill="#2B2118")
    f.rect((0, 174, 216, 200), fill="#2B2118")
    mask = Image.new("L", face.size, 0)
    Pen(mask, SS).ellipse((40, 50, 176, 190), fill=255)
    clipped = layer()
    clipped.paste(face, (0, 0), mask)
    img.alpha_composite(clipped)
    p.ellipse((40, 50, 176, 190), outline="#2B2118", width=6)
    # eyes
    for cx in (84, 132):
        p.ellipse((cx - 17, 92, cx + 17, 130), fill="#FFFFFF", outline="#2B2118", width=4)
        p.circle(cx + 3, 114, 10, fill="#2B2118")
        p.circle(cx + 6, 109, 4, fill="#FFFFFF")
    # cheeks and smile
    p.circle(64, 140, 10, fill="#FF8A80")
    p.circle(152, 140, 10, fill="#FF8A80")
    p.arc((84, 118, 132, 160), 20, 160, fill="#2B2118", width=6)
    return finish_icon(img, 48)


def icon_planet():
    img = icon_canvas("#1A1446", "#4A1D7A")
    p = Pen(img, SS)
    rng = random.Random(2)
    for x, y, r in scatter(rng, 26, (6, 6, 210, 210), 1.0, 2.6):
        p.circle(x, y, r, fill="#FFFFFF")
    p.polygon(star_points(36, 176, 9, 3, 4, 0), fill="#FFF59D")
    p.polygon(star_points(182, 40, 7, 2.5, 4, 0), fill="#FFF59D")
    motif = layer()
    m = Pen(motif, SS)
    ring_box = (22, 88, 194, 128)
    m.arc(ring_box, 180, 360, fill="#FFE082", width=11)
    m.circle(108, 108, 56, fill="#FF7A45")
    # bands clipped to the planet
    bands = layer()
    b = Pen(bands, SS)
    b.ellipse((40, 72, 190, 92), fill="#FF9E6B")
    b.ellipse((30, 112, 180, 134), fill="#E8532A")
    b.ellipse((70, 140, 170, 156), fill="#FF9E6B")
    pm = Image.new("L", bands.size, 0)
    Pen(pm, SS).circle(108, 108, 56, fill=255)
    clipped = layer()
    clipped.paste(bands, (0, 0), pm)
    motif.alpha_composite(clipped)
    m.arc(ring_box, 0, 180, fill="#FFE082", width=11)
    m.arc((22, 88, 194, 128), 8, 172, fill="#FFB74D", width=3)
    m.circle(86, 82, 9, fill="#FFB592")
    paste_layer(img, motif, rotate=20)
    return finish_icon(img, 64)


def icon_star():
    img = icon_canvas("#7C4DFF", "#2979FF")
    img.alpha_composite(radial_glow(img.width, img.height, 108 * SS, 112 * SS, 100 * SS, "#FFFFFF", 110))
    p = Pen(img, SS)
    p.polygon(star_points(108, 116, 90, 40), fill="#FF8F00")
    p.polygon(star_points(108, 110, 84, 37), fill="#FFD600")
    p.polygon([(108, 26), (92, 72), (108, 74)], fill="#FFEA61")
    # face
    p.circle(92, 108, 7, fill="#4E2A00")
    p.circle(124, 108, 7, fill="#4E2A00")
    p.arc((94, 108, 122, 134), 20, 160, fill="#4E2A00", width=5)
    for (x, y, r) in ((30, 40, 10), (186, 178, 12), (184, 58, 7)):
        p.polygon(star_points(x, y, r, r * 0.32, 4, 0), fill="#FFFFFF")
    return finish_icon(img, 64)


def icon_cow():
    img = icon_canvas("#9CCC65", "#43A047")
    p = Pen(img, SS)
    # horns and ears
    p.ellipse((56, 14, 80, 58), fill="#F5E6C8", outline="#3A2A20", width=4)
    p.ellipse((136, 14, 160, 58), fill="#F5E6C8", outline="#3A2A20", width=4)
    p.ellipse((8, 56, 66, 88), fill="#F8BBD0", outline="#3A2A20", width=4)
    p.ellipse((150, 56, 208, 88), fill="#F8BBD0", outline="#3A2A20", width=4)
    # head with patches
    head = layer()
    h = Pen(head, SS)
    h.rect((0, 0, 216, 216), fill="#FFFFFF")
    h.ellipse((26, 20, 96, 96), fill="#2B2B2B")
    h.ellipse((128, 60, 200, 124), fill="#2B2B2B")
    h.ellipse((110, 26, 140, 50), fill="#2B2B2B")
    hm = Image.new("L", head.size, 0)
    Pen(hm, SS).rrect((44, 36, 172, 200), 60, fill=255)
    clipped = layer()
    clipped.paste(head, (0, 0), hm)
    img.alpha_composite(clipped)
    p.rrect((44, 36, 172, 200), 60, outline="#3A2A20", width=5)
    # eyes
    for cx in (84, 132):
        p.circle(cx, 98, 13, fill="#FFFFFF", outline="#3A2A20", width=3)
        p.circle(cx, 100, 7, fill="#1A1A1A")
        p.circle(cx + 3, 96, 2.5, fill="#FFFFFF")
    # muzzle
    p.ellipse((48, 128, 168, 204), fill="#F48FB1", outline="#3A2A20", width=5)
    p.ellipse((76, 150, 94, 170), fill="#AD1457")
    p.ellipse((122, 150, 140, 170), fill="#AD1457")
    p.arc((92, 160, 124, 190), 30, 150, fill="#3A2A20", width=4)
    return finish_icon(img, 40)


def icon_heart():
    img = icon_canvas("#FF80AB", "#D81B60")
    p = Pen(img, SS)
    p.polygon(heart_points(108, 112, 168), fill="#FFFFFF")
    p.polygon(heart_points(108, 112, 138), fill="#F50057")
    p.ellipse((62, 72, 86, 96), fill=(255, 255, 255))
    p.circle(96, 76, 5, fill="#FFFFFF")
    for x, y, s in ((30, 36, 28), (190, 40, 22), (184, 186, 26)):
        p.polygon(heart_points(x, y, s), fill="#FFD1E3")
    return finish_icon(img, 48)


def icon_music():
    img = icon_canvas("#1DE9B6", "#00796B")
    p = Pen(img, SS)
    p.circle(108, 108, 86, fill="#26A69A")
    p.circle(108, 108, 70, fill="#4DB6AC")
    white = "#FFFFFF"
    # two note heads (tilted ellipses drawn on a layer)
    heads = layer()
    hp = Pen(heads, SS)
    hp.ellipse((52, 136, 96, 166), fill=white)
    heads = heads.rotate(18, resample=Image.Resampling.BICUBIC, center=(74 * SS, 151 * SS))
    img.alpha_composite(heads)
    heads2 = layer()
    Pen(heads2, SS).ellipse((120, 120, 164, 150), fill=white)
    heads2 = heads2.rotate(18, resample=Image.Resampling.BICUBIC, center=(142 * SS, 135 * SS))
    img.alpha_composite(heads2)
    # stems and beam
    p.rect((86, 60, 97, 150), fill=white)
    p.rect((154, 44, 165, 134), fill=white)
    p.polygon([(86, 60), (165, 44), (165, 70), (86, 86)], fill=white)
    p.polygon(star_points(44, 52, 10, 3.5, 4, 0), fill="#B2FFF0")
    p.polygon(star_points(180, 178, 8, 3, 4, 0), fill="#B2FFF0")
    return finish_icon(img, 48)


def icon_coin():
    img = icon_canvas("#FFB300", "#F4511E")
    p = Pen(img, SS)
    rng = random.Random(7)
    for x, y, r in scatter(rng, 8, (10, 10, 206, 206), 3, 6):
        if abs(x - 108) > 80 or abs(y - 108) > 80:
            p.circle(x, y, r, fill="#FFE082")
    p.circle(112, 114, 84, fill="#B85C00")           # shadow / edge
    p.circle(108, 108, 84, fill="#FFC107")
    p.circle(108, 108, 68, fill="#FFD54F")
    p.circle(108, 108, 68, outline="#E09600", width=5)
    # "P" from shapes
    dark = "#A05A00"
    p.rrect((88, 62, 140, 120), 29, fill=dark)
    p.rrect((106, 78, 124, 104), 11, fill="#FFD54F")
    p.rrect((84, 60, 106, 158), 5, fill=dark)
    # shine
    p.arc((50, 50, 166, 166), 200, 250, fill="#FFF8E1", width=7)
    return finish_icon(img, 48)


def icon_leaf():
    img = icon_canvas("#2E7D32", "#0B4F1A")
    p = Pen(img, SS)
    p.circle(108, 108, 88, fill="#388E3C")
    motif = layer()
    m = Pen(motif, SS)
    # vesica leaf: pointed at top and bottom, width ~104
    pts = []
    L, W = 86.0, 52.0                 # half length, half width
    R = (L * L + W * W) / (2 * W)     # arc radius
    for i in range(61):
        t = -L + 2 * L * i / 60
        pts.append((108 + (math.sqrt(R * R - t * t) - (R - W)), 108 + t))
    for i in range(61):
        t = L - 2 * L * i / 60
        pts.append((108 - (math.sqrt(R * R - t * t) - (R - W)), 108 + t))
    m.polygon(pts, fill="#C6FF00")
    half = [q for q in pts if q[0] >= 108]
    m.polygon(half + [(108, 108 + L)], fill="#AEEA00")
    m.line([(108, 28), (108, 204)], fill="#558B2F", width=6)
    for k in range(4):
        y = 60 + k * 28
        m.line([(108, y + 16), (138 - k * 2, y - 4)], fill="#558B2F", width=4)
        m.line([(108, y + 16), (78 + k * 2, y - 4)], fill="#558B2F", width=4)
    m.line([(108, 190), (108, 212)], fill="#558B2F", width=7)
    paste_layer(img, motif, rotate=-40)
    p.circle(40, 44, 9, fill="#A5D6A7")
    p.circle(180, 176, 6, fill="#A5D6A7")
    return finish_icon(img, 48)


def icon_rocket():
    img = icon_canvas("#0D1B4C", "#1565C0")
    p = Pen(img, SS)
    rng = random.Random(9)
    for x, y, r in scatter(rng, 22, (6, 6, 210, 210), 1.0, 2.4):
        p.circle(x, y, r, fill="#E3F2FD")
    motif = layer()
    m = Pen(motif, SS)
    # flame
    m.polygon([(90, 150), (108, 206), (126, 150)], fill="#FF6D00")
    m.polygon([(97, 150), (108, 188), (119, 150)], fill="#FFEA00")
    # fins
    m.polygon([(84, 112), (58, 150), (62, 162), (88, 146)], fill="#E53935")
    m.polygon([(132, 112), (158, 150), (154, 162), (128, 146)], fill="#E53935")
    # body: rounded nose
    m.chord((80, 16, 136, 120), 180, 360, fill="#F5F5F5")
    m.rect((80, 67, 136, 150), fill="#F5F5F5")
    m.rect((122, 67, 136, 150), fill="#D6DCE4")
    m.chord((80, 16, 136, 120), 180, 250, fill="#FFFFFF")
    m.rrect((78, 140, 138, 156), 6, fill="#B0BEC5")
    m.chord((80, 16, 136, 70), 180, 360, fill="#E53935")
    m.rect((104, 104, 112, 146), fill="#E53935")
    # window
    m.circle(108, 84, 17, fill="#90A4AE")
    m.circle(108, 84, 12, fill="#29B6F6")
    m.circle(104, 80, 4, fill="#E1F5FE")
    paste_layer(img, motif, rotate=-35, center=(108 * SS, 110 * SS))
    return finish_icon(img, 64)


def icon_bag():
    img = icon_canvas("#FF8A65", "#E64A19")
    p = Pen(img, SS)
    p.circle(30, 186, 36, fill="#FF7043")
    p.circle(196, 30, 30, fill="#FFAB91")
    # handle
    p.arc((76, 26, 140, 100), 180, 360, fill="#4E342E", width=10)
    # body (slightly tapered)
    p.polygon([(50, 72), (166, 72), (178, 192), (38, 192)], fill="#3E2723")
    p.polygon([(46, 64), (170, 64), (182, 186), (34, 186)], fill="#FFFFFF")
    p.rect((46, 64, 170, 80), fill="#FFE0B2")
    p.circle(80, 80, 5, fill="#4E342E")
    p.circle(136, 80, 5, fill="#4E342E")
    p.thick_line([(80, 80), (80, 64)], 6, "#4E342E")
    p.thick_line([(136, 80), (136, 64)], 6, "#4E342E")
    # tag star
    p.polygon(star_points(108, 136, 36, 16), fill="#FF3D00")
    return finish_icon(img, 48)


def icon_bolt():
    img = icon_canvas("#7B1FA2", "#311B92")
    img.alpha_composite(radial_glow(img.width, img.height, 108 * SS, 108 * SS, 96 * SS, "#FFEB3B", 120))
    p = Pen(img, SS)
    bolt = [(124, 14), (50, 118), (100, 118), (86, 202), (166, 90), (114, 90), (132, 14)]
    p.polygon([(x + 7, y + 7) for x, y in bolt], fill="#4A148C")
    p.polygon(bolt, fill="#FFD600")
    p.polygon([(124, 14), (50, 118), (70, 118), (128, 30)], fill="#FFF59D")
    for x, y, r in ((40, 46, 9), (176, 168, 11), (174, 40, 6)):
        p.polygon(star_points(x, y, r, r * 0.3, 4, 0), fill="#FFF59D")
    return finish_icon(img, 64)


def icon_chat():
    img = icon_canvas("#40C4FF", "#0277BD")
    p = Pen(img, SS)
    p.rrect((34, 50, 188, 150), 40, fill="#01579B")                     # shadow
    p.polygon([(64, 140), (50, 186), (110, 146)], fill="#01579B")
    p.rrect((28, 42, 182, 142), 40, fill="#FFFFFF")
    p.polygon([(58, 132), (44, 178), (104, 138)], fill="#FFFFFF")
    for cx, col in ((68, "#FF4081"), (105, "#FFC400"), (142, "#00E676")):
        p.circle(cx, 92, 13, fill=col)
    p.rrect((126, 130, 196, 186), 22, fill="#FFEB3B")
    p.polygon([(176, 180), (190, 204), (160, 184)], fill="#FFEB3B")
    p.arc((146, 138, 176, 166), 20, 160, fill="#5D4037", width=4)
    p.circle(152, 148, 3, fill="#5D4037")
    p.circle(170, 148, 3, fill="#5D4037")
    return finish_icon(img, 48)


def icon_camera():
    img = icon_canvas("#FF4081", "#651FFF")
    p = Pen(img, SS)
    p.rrect((28, 62, 188, 178), 24, fill="#3A0CA3")                     # shadow
    p.rrect((78, 40, 140, 70), 10, fill="#FFFFFF")
    p.rrect((24, 56, 192, 172), 24, fill="#FFFFFF")
    p.rect((24, 96, 192, 110), fill="#F3E5F5")
    p.circle(108, 114, 46, fill="#311B92")
    p.circle(108, 114, 36, fill="#7C4DFF")
    p.circle(108, 114, 22, fill="#1A0066")
    p.circle(96, 102, 8, fill="#E1D5FF")
    p.circle(164, 78, 8, fill="#FF4081")
    p.rrect((38, 70, 62, 80), 4, fill="#B39DDB")
    return finish_icon(img, 64)


def icon_trophy():
    img = icon_canvas("#EF5350", "#B71C1C")
    p = Pen(img, SS)
    rng = random.Random(14)
    cols = ["#FFEB3B", "#FFFFFF", "#80DEEA", "#FFAB91"]
    for i, (x, y, r) in enumerate(scatter(rng, 12, (6, 6, 210, 80), 3, 5)):
        p.rect((x - r, y - r / 2, x + r, y + r / 2), fill=cols[i % 4])
    gold, dgold = "#FFC400", "#E08E00"
    # handles
    p.arc((34, 48, 90, 116), 90, 270, fill=dgold, width=11)
    p.arc((126, 48, 182, 116), 270, 90, fill=dgold, width=11)
    # cup
    p.chord((52, 4, 164, 140), 0, 180, fill=gold)
    p.rect((52, 40, 164, 72), fill=gold)
    p.rect((52, 40, 164, 50), fill="#FFE57F")
    p.chord((52, 4, 164, 140), 0, 80, fill=dgold)
    p.rect((126, 50, 164, 72), fill=dgold)
    # stem + base
    p.polygon([(96, 134), (120, 134), (126, 160), (90, 160)], fill=dgold)
    p.rrect((66, 158, 150, 178), 6, fill="#6D4C41")
    p.rrect((56, 176, 160, 200), 6, fill="#4E342E")
    p.rrect((88, 182, 128, 194), 3, fill="#FFD54F")
    p.polygon(star_points(100, 86, 24, 10), fill="#FFF8E1")
    return finish_icon(img, 64)


ICONS = [icon_bee, icon_planet, icon_star, icon_cow, icon_heart, icon_music,
         icon_coin, icon_leaf, icon_rocket, icon_bag, icon_bolt, icon_chat,
         icon_camera, icon_trophy]


# --------------------------------------------------------------------------
# feed / banner art
# --------------------------------------------------------------------------

def load_font(size):
    try:
        f = ImageFont.load_default(size=size)
    except TypeError:
        return None
    return f if isinstance(f, ImageFont.FreeTypeFont) else None


def title_bar(img, text, center, height, bar, fg, angle=-4.0, stroke=None, pad=None):
    """Rotated rounded title bar with big text; shapes-only if no scalable font."""
    font = load_font(round(height * 0.62))
    pad = pad if pad is not None else height * 0.45
    if font is not None:
        sw = max(2, round(height * 0.04))
        l, t, r, b = font.getbbox(text, stroke_width=sw)
        tw, th = r - l, b - t
    else:
        sw, tw, th, l, t = 0, height * 0.5 * len(text), 0, 0, 0
    bw, bh = int(tw + 2 * pad), int(height)
    lay = Image.new("RGBA", (bw + 40, bh + 40), (0, 0, 0, 0))
    d = ImageDraw.Draw(lay)
    d.rounded_rectangle((26, 28, 20 + bw + 6, 20 + bh + 8), bh * 0.3, fill=(0, 0, 0, 70))
    d.rounded_rectangle((20, 20, 20 + bw, 20 + bh), bh * 0.3, fill=hexc(bar))
    light = tuple(round(c + (255 - c) * 0.22) for c in hexc(bar))   # top highlight
    d.rounded_rectangle((20, 20, 20 + bw, 20 + bh * 0.45), bh * 0.3, fill=light)
    if font is not None:
        x = 20 + (bw - tw) / 2 - l
        y = 20 + (bh - th) / 2 - t
        d.text((x, y), text, font=font, fill=hexc(fg), stroke_width=sw,
               stroke_fill=hexc(stroke or fg))
    else:                                        # shapes only: pill "letters"
        n = max(1, len(text.replace(" ", "")))
        step = (bw - 2 * pad) / n
        for i in range(n):
            x0 = 20 + pad + i * step
            d.rounded_rectangle((x0 + 3, 20 + bh * 0.25, x0 + step - 3, 20 + bh * 0.75),
                                6, fill=hexc(fg))
    lay = lay.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    img.alpha_composite(lay, (round(center[0] - lay.width / 2), round(center[1] - lay.height / 2)))


def hills(pen, w, base, amp, freq, phase, color, h):
    pts = [(0, h)]
    for i in range(0, 101):
        x = w * i / 100
        y = base + amp * math.sin(freq * x / w * 2 * math.pi + phase)
        pts.append((x, y))
    pts.append((w, h))
    pen.polygon(pts, fill=color)


def cloud(pen, x, y, s, color="#FFFFFF"):
    pen.ellipse((x, y + 0.25 * s, x + 1.1 * s, y + 0.8 * s), fill=color)
    pen.ellipse((x + 0.25 * s, y, x + 0.85 * s, y + 0.6 * s), fill=color)
    pen.ellipse((x + 0.6 * s, y + 0.12 * s, x + 1.4 * s, y + 0.8 * s), fill=color)


def blob(pen, cx, cy, r, body, dark, blush="#FF8A80", mood="happy"):
    """A round character: body, feet, eyes, mouth."""
    pen.ellipse((cx - r * 0.7, cy + r * 0.72, cx - r * 0.15, cy + r * 1.08), fill=dark)
    pen.ellipse((cx + r * 0.15, cy + r * 0.72, cx + r * 0.7, cy + r * 1.08), fill=dark)
    pen.ellipse((cx - r, cy - r * 0.92, cx + r, cy + r), fill=body)
    pen.ellipse((cx - r * 0.62, cy - r * 0.75, cx - r * 0.18, cy - r * 0.42), fill=(255, 255, 255))
    for sx in (-1, 1):
        ex = cx + sx * r * 0.32
        pen.ellipse((ex - r * 0.2, cy - r * 0.38, ex + r * 0.2, cy + r * 0.08), fill=(255, 255, 255))
        pen.circle(ex + r * 0.05, cy - r * 0.12, r * 0.11, fill="#1A1A2E")
        pen.circle(ex + r * 0.09, cy - r * 0.18, r * 0.04, fill=(255, 255, 255))
        pen.circle(cx + sx * r * 0.62, cy + r * 0.22, r * 0.12, fill=blush)
    if mood == "happy":
        pen.chord((cx - r * 0.3, cy + r * 0.02, cx + r * 0.3, cy + r * 0.55), 0, 180, fill="#3E1F47")
        pen.chord((cx - r * 0.16, cy + r * 0.3, cx + r * 0.16, cy + r * 0.55), 0, 180, fill="#FF6F91")
    else:
        pen.circle(cx, cy + r * 0.32, r * 0.12, fill="#3E1F47")


def coin(pen, cx, cy, r):
    pen.circle(cx + r * 0.12, cy + r * 0.1, r, fill="#C77800")
    pen.circle(cx, cy, r, fill="#FFC107")
    pen.circle(cx, cy, r * 0.72, fill="#FFD54F")
    pen.rect((cx - r * 0.12, cy - r * 0.45, cx + r * 0.12, cy + r * 0.45), fill="#E09600")


def confetti(pen, rng, n, w, h, colors):
    for i in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        s = rng.uniform(6, 14)
        a = rng.uniform(0, math.pi)
        dx, dy = math.cos(a) * s, math.sin(a) * s
        pen.polygon([(x - dx, y - dy), (x - dx * 0.2 + dy * 0.5, y - dy * 0.2 - dx * 0.5),
                     (x + dx, y + dy), (x + dx * 0.2 - dy * 0.5, y + dy * 0.2 + dx * 0.5)],
                    fill=colors[i % len(colors)])


def new_art(w, h, top, bottom):
    return vgradient(w * FEED_SS, h * FEED_SS, top, bottom).convert("RGBA")


def finish_art(img, w, h):
    return img.convert("RGB").resize((w, h), Image.Resampling.LANCZOS)


def feed_new_season():
    W, H = 960, 500
    img = new_art(W, H, "#FF9A8B", "#FFE29F")
    p = Pen(img, FEED_SS)
    img.alpha_composite(radial_glow(img.width, img.height, 760 * FEED_SS, 150 * FEED_SS,
                                    200 * FEED_SS, "#FFF8E1", 170))
    p.circle(760, 150, 70, fill="#FFF3C4")
    cloud(p, 70, 60, 150)
    cloud(p, 480, 40, 110)
    hills(p, W, 360, 26, 1.3, 0.5, "#8BC34A", H)
    hills(p, W, 410, 20, 2.1, 2.0, "#43A047", H)
    # trees
    for x in (90, 150, 820, 880):
        p.rect((x - 6, 360, x + 6, 410), fill="#6D4C41")
        p.circle(x, 350, 30, fill="#2E7D32")
    blob(p, 700, 330, 78, "#66BB6A", "#2E7D32")
    rng = random.Random(101)
    confetti(p, rng, 30, W, 300, ["#FF4081", "#FFFFFF", "#7C4DFF", "#FFD740"])
    title_bar(img, "NEW SEASON", (300 * FEED_SS, 200 * FEED_SS), 96 * FEED_SS,
              "#E91E63", "#FFFFFF", -5, stroke="#880E4F")
    title_bar(img, "PLAY NOW", (300 * FEED_SS, 330 * FEED_SS), 56 * FEED_SS,
              "#FFD600", "#4E342E", 3)
    return finish_art(img, W, H)


def feed_level_up():
    W, H = 960, 500
    img = new_art(W, H, "#1A0B3D", "#6A1B9A")
    p = Pen(img, FEED_SS)
    rng = random.Random(202)
    for x, y, r in scatter(rng, 70, (0, 0, W, H * 0.7), 1.0, 3.0):
        p.circle(x, y, r, fill="#FFFFFF")
    moon = Image.new("RGBA", img.size, (0, 0, 0, 0))
    mp = Pen(moon, FEED_SS)
    mp.circle(560, 80, 46, fill="#FFF59D")
    mp.circle(580, 64, 42, fill=(0, 0, 0, 0))       # cut out -> crescent
    img.alpha_composite(moon)
    img.alpha_composite(radial_glow(img.width, img.height, 620 * FEED_SS, 300 * FEED_SS,
                                    260 * FEED_SS, "#E040FB", 150))
    # stepping platforms
    for i, (x, y) in enumerate([(420, 430), (560, 380), (700, 330), (840, 280)]):
        p.rrect((x - 70, y, x + 70, y + 40), 14, fill="#7C4DFF")
        p.rrect((x - 70, y, x + 70, y + 14), 10, fill="#B388FF")
        p.polygon(star_points(x, y - 40, 22, 9), fill="#FFD740")
    blob(p, 840, 200, 62, "#FF6FB5", "#C2185B")
    # arrow up
    p.polygon([(330, 330), (380, 250), (430, 330), (400, 330), (400, 400), (360, 400), (360, 330)],
              fill="#00E5FF")
    title_bar(img, "LEVEL UP", (250 * FEED_SS, 200 * FEED_SS), 100 * FEED_SS,
              "#FFD740", "#4A148C", -4)
    title_bar(img, "x2 BONUS", (210 * FEED_SS, 320 * FEED_SS), 54 * FEED_SS,
              "#00E5FF", "#1A0B3D", 4)
    return finish_art(img, W, H)


def feed_sale():
    W, H = 960, 500
    img = new_art(W, H, "#00C9A7", "#008B7A")
    p = Pen(img, FEED_SS)
    # sunburst rays
    cx, cy = 700, 250
    for k in range(18):
        a0 = math.radians(k * 20)
        a1 = math.radians(k * 20 + 10)
        p.polygon([(cx, cy), (cx + 900 * math.cos(a0), cy + 900 * math.sin(a0)),
                   (cx + 900 * math.cos(a1), cy + 900 * math.sin(a1))], fill="#14D3B2")
    p.circle(cx, cy, 150, fill="#FFEB3B")
    p.circle(cx, cy, 130, fill="#FFD600")
    # price tag
    tag = [(620, 170), (780, 170), (820, 250), (780, 330), (620, 330)]
    p.polygon([(x + 8, y + 8) for x, y in tag], fill="#9E1B1B")
    p.polygon(tag, fill="#FF1744")
    p.circle(780, 250, 12, fill="#FFD600")
    font = load_font(64 * FEED_SS)
    if font is not None:
        d = ImageDraw.Draw(img)
        d.text((700 * FEED_SS, 250 * FEED_SS), "-50%", font=font, anchor="mm",
               fill=(255, 255, 255), stroke_width=3 * FEED_SS, stroke_fill=(255, 255, 255))
    rng = random.Random(303)
    for x, y, r in [(90, 420, 34), (170, 445, 28), (880, 430, 40), (520, 440, 24), (860, 80, 26)]:
        coin(p, x, y, r)
    confetti(p, rng, 40, W, H, ["#FFEB3B", "#FF4081", "#FFFFFF", "#651FFF"])
    title_bar(img, "SALE 50%", (270 * FEED_SS, 190 * FEED_SS), 110 * FEED_SS,
              "#FF1744", "#FFFFFF", -5, stroke="#FFFFFF")
    title_bar(img, "TODAY ONLY", (270 * FEED_SS, 320 * FEED_SS), 54 * FEED_SS,
              "#212121", "#FFEB3B", 2)
    return finish_art(img, W, H)


def feed_play_now():
    W, H = 960, 500
    img = new_art(W, H, "#4FC3F7", "#E1F5FE")
    p = Pen(img, FEED_SS)
    cloud(p, 40, 40, 160)
    cloud(p, 600, 70, 120)
    cloud(p, 330, 20, 90)
    hills(p, W, 380, 30, 1.0, 1.2, "#7CB342", H)
    p.rect((0, 430, W, H), fill="#8D6E63")
    p.rect((0, 430, W, 446), fill="#558B2F")
    # blocks and a pipe
    for i, x in enumerate((560, 620, 680)):
        p.rect((x, 250, x + 60, 310), fill="#FF9800", outline="#8D4A00", width=4)
        if i == 1:
            p.circle(x + 30, 280, 12, fill="#FFF3E0")
    # goal flag
    p.rect((856, 200, 866, 430), fill="#ECEFF1")
    p.circle(861, 196, 10, fill="#FFD600")
    p.polygon([(866, 212), (936, 236), (866, 262)], fill="#E53935")
    p.rrect((836, 420, 886, 436), 4, fill="#5D4037")
    for x in (560, 620, 680, 740):
        coin(p, x + 30, 200, 16)
    blob(p, 660, 380, 52, "#FF7043", "#BF360C")
    # play button
    p.circle(186, 340, 60, fill="#1565C0")
    p.circle(180, 334, 60, fill="#FFFFFF")
    p.polygon([(162, 300), (162, 368), (218, 334)], fill="#1E88E5")
    title_bar(img, "PLAY NOW", (300 * FEED_SS, 170 * FEED_SS), 104 * FEED_SS,
              "#1E88E5", "#FFFFFF", -4, stroke="#0D47A1")
    return finish_art(img, W, H)


def banner_bonus():
    W, H = 1029, 360
    img = new_art(W, H, "#3D5AFE", "#00B0FF")
    p = Pen(img, FEED_SS)
    # diagonal stripes
    for k in range(-4, 16):
        x = k * 110
        p.polygon([(x, 0), (x + 50, 0), (x - 150, H), (x - 200, H)], fill="#4C6BFF")
    img.alpha_composite(radial_glow(img.width, img.height, 840 * FEED_SS, 190 * FEED_SS,
                                    220 * FEED_SS, "#FFFFFF", 150))
    # treasure chest
    p.rrect((730, 170, 950, 320), 18, fill="#8D4A00")
    p.rect((730, 210, 950, 232), fill="#FFC107")
    p.chord((730, 100, 950, 250), 180, 360, fill="#A65B00")
    p.rect((828, 200, 852, 250), fill="#FFC107")
    for x, y, r in [(770, 130, 26), (830, 100, 30), (900, 135, 24), (690, 280, 22), (975, 290, 20)]:
        coin(p, x, y, r)
    for x, y, r in [(640, 70, 16), (990, 60, 14), (700, 190, 10)]:
        p.polygon(star_points(x, y, r, r * 0.35, 4, 0), fill="#FFFFFF")
    blob(p, 590, 270, 56, "#FFD600", "#F57F17", mood="oh")
    title_bar(img, "BONUS POINTS", (290 * FEED_SS, 135 * FEED_SS), 96 * FEED_SS,
              "#FFD600", "#1A237E", -3)
    title_bar(img, "PLAY NOW", (230 * FEED_SS, 255 * FEED_SS), 56 * FEED_SS,
              "#FF1744", "#FFFFFF", 2)
    return finish_art(img, W, H)


FEEDS = [feed_new_season, feed_level_up, feed_sale, feed_play_now]


# --------------------------------------------------------------------------
# output
# --------------------------------------------------------------------------

def save_png(img, path):
    img = img.convert("RGB")
    img.info.clear()
    img.save(path, format="PNG", optimize=True)


def save_jpeg(img, path):
    img = img.convert("RGB")
    img.info.clear()
    img.save(path, format="JPEG", quality=82, optimize=True)


def main():
    default_out = Path(__file__).resolve().parent.parent / "Layouts" / "images"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=default_out,
                    help="output directory (default: %(default)s)")
    args = ap.parse_args()
    out = args.out
    out.mkdir(parents=True, exist_ok=True)

    written = []
    for i, fn in enumerate(ICONS, 1):
        path = out / f"icon-{i:02d}.png"
        save_png(fn(), path)
        written.append(path)
    for i, fn in enumerate(FEEDS, 1):
        path = out / f"feed-{i:02d}.jpg"
        save_jpeg(fn(), path)
        written.append(path)
    path = out / "banner-01.jpg"
    save_jpeg(banner_bonus(), path)
    written.append(path)
    path = out / "broken.png"
    path.write_bytes(b"not a png")
    written.append(path)

    for path in written:
        print(f"{path.stat().st_size:8d}  {path}")


if __name__ == "__main__":
    main()
