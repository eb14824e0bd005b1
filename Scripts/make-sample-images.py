#!/usr/bin/env python3
"""Generate AdLayout's own sample images procedurally (no third-party art).

Outputs (written to Layouts/images/ next to this Scripts/ directory):

  icon-01.png … icon-14.png   216x216 RGB PNG app icons (72 pt at 3x)
  feed-01.jpg … feed-04.jpg   960x500 JPEG promotional feed images
  banner-01.jpg … banner-04.jpg  1029x360 JPEG wide banners
  promo-01.jpg, promo-02.jpg  480x250 JPEG promotion-grid images (feed style)
  product-01.jpg … product-12.jpg  360x360 JPEG shopping product shots
                              (shapes on a soft studio backdrop; generic text,
                              no real brands)
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

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

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


def art_canvas(w, h, top, bottom, ss):
    """Like new_art() but with an explicit supersampling factor."""
    return vgradient(w * ss, h * ss, top, bottom).convert("RGBA")


def sunburst(pen, cx, cy, n, length, color, rot=0.0):
    step = 360.0 / n
    for k in range(n):
        a0 = math.radians(rot + k * step)
        a1 = math.radians(rot + k * step + step / 2)
        pen.polygon([(cx, cy), (cx + length * math.cos(a0), cy + length * math.sin(a0)),
                     (cx + length * math.cos(a1), cy + length * math.sin(a1))], fill=color)


def sparkle(pen, x, y, r, color="#FFFFFF"):
    pen.polygon(star_points(x, y, r, r * 0.32, 4, 0), fill=color)


def shopping_bag(pen, x, y, w, h, body, dark, handle="#4E342E"):
    """Paper shopping bag with its top-left corner at (x, y)."""
    pen.arc((x + w * 0.25, y - h * 0.32, x + w * 0.75, y + h * 0.22), 180, 360,
            fill=handle, width=max(3, w * 0.06))
    pen.rect((x + w * 0.06, y + h * 0.06, x + w + w * 0.06, y + h + h * 0.04), fill=dark)
    pen.rect((x, y, x + w, y + h), fill=body)
    pen.polygon([(x + w * 0.78, y), (x + w, y), (x + w, y + h), (x + w * 0.86, y + h)],
                fill=dark)
    pen.rect((x, y, x + w, y + h * 0.1), fill=dark)
    for fx in (0.3, 0.7):
        pen.circle(x + w * fx, y + h * 0.05, w * 0.03, fill=handle)


def gift_box(pen, x0, y0, x1, y1, body, dark, ribbon):
    w = x1 - x0
    lid = (y1 - y0) * 0.26
    pen.rect((x0 + w * 0.05, y0 + lid, x1 - w * 0.05, y1), fill=body)
    pen.rect((x1 - w * 0.3, y0 + lid, x1 - w * 0.05, y1), fill=dark)
    pen.rrect((x0, y0, x1, y0 + lid), 6, fill=body)
    pen.rect((x0, y0 + lid * 0.75, x1, y0 + lid), fill=dark)
    cx = (x0 + x1) / 2
    pen.rect((cx - w * 0.08, y0, cx + w * 0.08, y1), fill=ribbon)
    pen.polygon([(cx, y0), (cx - w * 0.42, y0 - lid * 1.1), (cx - w * 0.34, y0 + lid * 0.2)],
                fill=ribbon)
    pen.polygon([(cx, y0), (cx + w * 0.42, y0 - lid * 1.1), (cx + w * 0.34, y0 + lid * 0.2)],
                fill=ribbon)
    pen.circle(cx, y0, w * 0.09, fill=ribbon)


def palm_tree(pen, x, y, h, trunk="#8D6E63", leaf="#2E7D32", leaf2="#43A047"):
    """Palm tree standing at (x, y) (bottom of the trunk), leaning right."""
    pts = [(x + h * 0.18 * (1 - math.cos(t / 10 * math.pi / 2)), y - h * t / 10) for t in range(11)]
    for i in range(len(pts) - 1):
        w = h * (0.09 - 0.035 * i / 10)
        pen.line([pts[i], pts[i + 1]], fill=trunk, width=w)
        pen.circle(pts[i][0], pts[i][1], w / 2, fill="#6D4C41" if i % 2 else trunk)
    tx, ty = pts[-1]
    for k, a in enumerate((-170, -135, -100, -68, -35, -5)):
        ang = math.radians(a)
        L, W = h * 0.46, h * 0.07
        left, right = [], []
        for i in range(13):
            t = i / 12
            x = tx + L * t * math.cos(ang)
            y = ty + L * t * math.sin(ang) + 0.55 * L * t * t
            dxdt = L * math.cos(ang)
            dydt = L * math.sin(ang) + 1.1 * L * t
            n = math.hypot(dxdt, dydt) or 1
            wd = W * math.sin(math.pi * min(t * 1.25, 1.0)) if t < 0.8 else W * (1 - t) * 2.2
            left.append((x - dydt / n * wd, y + dxdt / n * wd))
            right.append((x + dydt / n * wd, y - dxdt / n * wd))
        pen.polygon(left + right[::-1], fill=leaf if k % 2 else leaf2)
    for dx in (-8, 6):
        pen.circle(tx + dx * h / 200, ty + 8 * h / 200, h * 0.035, fill="#5D4037")


def banner_summer_sale():
    W, H = 1029, 360
    img = new_art(W, H, "#29B6F6", "#B3E5FC")
    p = Pen(img, FEED_SS)
    img.alpha_composite(radial_glow(img.width, img.height, 840 * FEED_SS, 76 * FEED_SS,
                                    160 * FEED_SS, "#FFF9C4", 200))
    p.circle(840, 76, 46, fill="#FFEB3B")
    cloud(p, 560, 30, 110)
    cloud(p, 40, 250, 90, "#E1F5FE")
    # sea and sand
    p.rect((0, 232, W, H), fill="#0288D1")
    for k in range(8):
        x = 520 + k * 70
        p.rrect((x, 246 + (k % 3) * 9, x + 36, 251 + (k % 3) * 9), 3, fill="#4FC3F7")
    hills(p, W, 300, 14, 1.2, 0.8, "#FFE0B2", H)
    hills(p, W, 326, 8, 2.2, 2.4, "#FFCC80", H)
    palm_tree(p, 930, 322, 200)
    # beach umbrella
    p.line([(700, 150), (712, 318)], fill="#6D4C41", width=7)
    cols = ["#FF5252", "#FFFFFF"]
    for k in range(6):
        p.pieslice((600, 96, 810, 236), 180 + k * 30, 210 + k * 30, fill=cols[k % 2])
    p.circle(705, 96 + 2, 7, fill="#FF5252")
    # beach ball
    bx, by, br = 820, 296, 30
    for k, c in enumerate(("#FF5252", "#FFFFFF", "#FFD600", "#FFFFFF", "#2979FF", "#FFFFFF")):
        p.pieslice((bx - br, by - br, bx + br, by + br), k * 60, k * 60 + 60, fill=c)
    p.circle(bx, by, br * 0.22, fill="#FFFFFF")
    blob(p, 600, 286, 46, "#FF8A65", "#D84315")
    title_bar(img, "SUMMER SALE", (290 * FEED_SS, 130 * FEED_SS), 96 * FEED_SS,
              "#FF5722", "#FFFFFF", -3, stroke="#FFFFFF")
    title_bar(img, "UP TO 70% OFF", (250 * FEED_SS, 255 * FEED_SS), 56 * FEED_SS,
              "#FFEB3B", "#BF360C", 2)
    return finish_art(img, W, H)


def banner_double_points():
    W, H = 1029, 360
    img = new_art(W, H, "#3A0CA3", "#7B2FF7")
    p = Pen(img, FEED_SS)
    sunburst(p, 830, 180, 20, 800, "#5A22C8")
    img.alpha_composite(radial_glow(img.width, img.height, 830 * FEED_SS, 180 * FEED_SS,
                                    230 * FEED_SS, "#FF80FF", 140))
    rng = random.Random(404)
    for x, y, r in scatter(rng, 24, (560, 10, W - 10, H - 10), 1.0, 2.6):
        p.circle(x, y, r, fill="#FFFFFF")
    # x2 badge
    p.circle(838, 188, 112, fill="#C77800")
    p.circle(830, 180, 112, fill="#FFC107")
    p.circle(830, 180, 92, fill="#FFD54F")
    p.circle(830, 180, 92, outline="#E09600", width=5)
    font = load_font(110 * FEED_SS)
    if font is not None:
        ImageDraw.Draw(img).text((830 * FEED_SS, 184 * FEED_SS), "x2", font=font, anchor="mm",
                                 fill=hexc("#6A1B9A"), stroke_width=3 * FEED_SS,
                                 stroke_fill=hexc("#6A1B9A"))
    p.arc((742, 92, 918, 268), 200, 250, fill="#FFF8E1", width=7)
    for x, y, r in [(690, 80, 30), (975, 90, 26), (980, 300, 32), (700, 300, 22), (640, 190, 18)]:
        coin(p, x, y, r)
    for x, y, r in [(610, 60, 14), (760, 330, 12), (930, 30, 10)]:
        sparkle(p, x, y, r, "#FFF59D")
    blob(p, 575, 282, 48, "#FF6FB5", "#C2185B")
    title_bar(img, "DOUBLE POINTS", (300 * FEED_SS, 132 * FEED_SS), 92 * FEED_SS,
              "#00E5FF", "#311B92", -3)
    title_bar(img, "THIS WEEKEND", (245 * FEED_SS, 255 * FEED_SS), 56 * FEED_SS,
              "#FF4081", "#FFFFFF", 2)
    return finish_art(img, W, H)


def banner_new_arrivals():
    W, H = 1029, 360
    img = new_art(W, H, "#FF6FB5", "#FFC3A0")
    p = Pen(img, FEED_SS)
    for row in range(5):
        for col in range(16):
            x = col * 70 + (35 if row % 2 else 0)
            p.circle(x, 20 + row * 80, 9, fill="#FF8CC6")
    img.alpha_composite(radial_glow(img.width, img.height, 810 * FEED_SS, 200 * FEED_SS,
                                    230 * FEED_SS, "#FFFFFF", 150))
    p.rrect((600, 318, W + 20, H + 20), 20, fill="#F06292")
    gift_box(p, 900, 230, 990, 318, "#7C4DFF", "#5E35B1", "#FFD600")
    shopping_bag(p, 700, 130, 130, 188, "#1DE9B6", "#00BFA5")
    shopping_bag(p, 810, 180, 100, 138, "#FFD600", "#F9A825")
    shopping_bag(p, 640, 210, 80, 108, "#FFFFFF", "#E0E0E0", "#E91E63")
    p.rrect((736, 200, 796, 238), 8, fill="#FFFFFF")
    font = load_font(22 * FEED_SS)
    if font is not None:
        ImageDraw.Draw(img).text((766 * FEED_SS, 219 * FEED_SS), "NEW", font=font, anchor="mm",
                                 fill=hexc("#00897B"), stroke_width=FEED_SS,
                                 stroke_fill=hexc("#00897B"))
    for x, y, r in [(640, 70, 18), (980, 60, 14), (890, 120, 10), (560, 150, 10)]:
        sparkle(p, x, y, r)
    rng = random.Random(505)
    confetti(p, rng, 26, W, H * 0.8, ["#FFFFFF", "#7C4DFF", "#FFD600", "#00E5FF"])
    blob(p, 575, 280, 44, "#29B6F6", "#0277BD")
    title_bar(img, "NEW ARRIVALS", (290 * FEED_SS, 132 * FEED_SS), 96 * FEED_SS,
              "#FFFFFF", "#E91E63", -3, stroke="#E91E63")
    title_bar(img, "SHOP NOW", (225 * FEED_SS, 255 * FEED_SS), 56 * FEED_SS,
              "#7C4DFF", "#FFFFFF", 2)
    return finish_art(img, W, H)


BANNERS = [banner_summer_sale, banner_double_points, banner_new_arrivals]   # banner-02..04

PROMO_SS = 4        # promo art is half the feed size: draw at 4x


def promo_daily_gift():
    W, H, S = 480, 250, PROMO_SS
    img = art_canvas(W, H, "#FFCA28", "#FF7043", S)
    p = Pen(img, S)
    sunburst(p, 370, 130, 16, 500, "#FFB74D", 5)
    img.alpha_composite(radial_glow(img.width, img.height, 370 * S, 130 * S, 120 * S,
                                    "#FFFDE7", 190))
    gift_box(p, 320, 100, 420, 200, "#E53935", "#B71C1C", "#FFEB3B")
    for x, y, r in [(300, 200, 16), (440, 190, 14), (450, 60, 12), (290, 60, 10)]:
        coin(p, x, y, r)
    for x, y, r in [(340, 40, 9), (460, 120, 7), (250, 220, 6)]:
        sparkle(p, x, y, r)
    title_bar(img, "DAILY GIFT", (140 * S, 96 * S), 52 * S, "#FFFFFF", "#E64A19", -4,
              stroke="#E64A19")
    title_bar(img, "GET 100P", (120 * S, 166 * S), 34 * S, "#6D4C41", "#FFEB3B", 3)
    return img.convert("RGB").resize((W, H), Image.Resampling.LANCZOS)


def promo_invite_friends():
    W, H, S = 480, 250, PROMO_SS
    img = art_canvas(W, H, "#80D8FF", "#448AFF", S)
    p = Pen(img, S)
    cloud(p, 300, 18, 70, "#B3E5FC")
    cloud(p, 20, 190, 60, "#82B1FF")
    hills(p, W, 214, 8, 1.4, 0.3, "#69F0AE", H)
    hills(p, W, 232, 6, 2.3, 1.8, "#00C853", H)
    img.alpha_composite(radial_glow(img.width, img.height, 375 * S, 120 * S, 100 * S,
                                    "#FFFFFF", 120))
    p.polygon(heart_points(372, 62, 46), fill="#FF4081")
    p.circle(360, 52, 4, fill="#FF80AB")
    blob(p, 340, 160, 38, "#FFD600", "#F57F17")
    blob(p, 414, 170, 31, "#FF6FB5", "#C2185B")
    rng = random.Random(606)
    confetti(p, rng, 14, W, H * 0.7, ["#FFFFFF", "#FFD600", "#FF4081"])
    title_bar(img, "INVITE FRIENDS", (150 * S, 96 * S), 46 * S, "#FFD600", "#0D47A1", -4)
    title_bar(img, "+500P EACH", (126 * S, 164 * S), 34 * S, "#FF4081", "#FFFFFF", 3)
    return img.convert("RGB").resize((W, H), Image.Resampling.LANCZOS)


PROMOS = [promo_daily_gift, promo_invite_friends]


# --------------------------------------------------------------------------
# shopping product shots (logical coordinates 0..360)
# --------------------------------------------------------------------------

PROD = 360          # product photo size in px
PROD_SS = 3         # supersampling factor for product shots


def studio(top, bottom):
    """Soft studio backdrop: vertical gradient with a bright spot behind the product."""
    n = PROD * PROD_SS
    img = vgradient(n, n, top, bottom).convert("RGBA")
    img.alpha_composite(radial_glow(n, n, 180 * PROD_SS, 150 * PROD_SS, 190 * PROD_SS,
                                    "#FFFFFF", 150))
    return img


def floor_shadow(img, cx, cy, rx, ry, alpha=70, blur=8):
    lay = Image.new("RGBA", img.size, (0, 0, 0, 0))
    Pen(lay, PROD_SS).ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=(0, 0, 0, alpha))
    img.alpha_composite(lay.filter(ImageFilter.GaussianBlur(blur * PROD_SS)))


def clip(lay, mask):
    """Keep only the part of RGBA `lay` where the L `mask` is set."""
    out = lay.copy()
    out.putalpha(ImageChops.multiply(lay.getchannel("A"), mask))
    return out


def label(img, xy, text, size, fill, max_w=None, bold=0.0, angle=0.0, s=PROD_SS):
    """Text centred at logical `xy`; shrinks to fit `max_w`; skipped without FreeType."""
    font = load_font(max(1, round(size * s)))
    if font is None:
        return
    if max_w is not None and font.getlength(text) > max_w * s:
        font = load_font(max(1, int(size * s * max_w * s / font.getlength(text))))
    fill = hexc(fill) if isinstance(fill, str) else fill
    sw = round(bold * s)
    if not angle:
        ImageDraw.Draw(img).text((xy[0] * s, xy[1] * s), text, font=font, anchor="mm",
                                 fill=fill, stroke_width=sw, stroke_fill=fill)
        return
    l, t, r, b = font.getbbox(text, stroke_width=sw)
    lay = Image.new("RGBA", (r - l + 8, b - t + 8), (0, 0, 0, 0))
    ImageDraw.Draw(lay).text((4 - l, 4 - t), text, font=font, fill=fill,
                             stroke_width=sw, stroke_fill=fill)
    lay = lay.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    img.alpha_composite(lay, (round(xy[0] * s - lay.width / 2), round(xy[1] * s - lay.height / 2)))


def box3d(pen, x0, y0, x1, y1, dx, dy, front, side, top):
    """Carton seen from the front-right: front face (x0,y0)-(x1,y1), depth (dx, -dy)."""
    pen.polygon([(x1, y0), (x1 + dx, y0 - dy), (x1 + dx, y1 - dy), (x1, y1)], fill=side)
    pen.polygon([(x0, y0), (x0 + dx, y0 - dy), (x1 + dx, y0 - dy), (x1, y0)], fill=top)
    pen.rect((x0, y0, x1, y1), fill=front)


def finish_product(img):
    return img.convert("RGB").resize((PROD, PROD), Image.Resampling.LANCZOS)


def rotated_shape(img, cx, cy, r, angle, draw):
    """Draw a small motif with draw(pen, c) on its own layer and composite it rotated."""
    s = PROD_SS
    n = int(r * 3 * s)
    lay = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    draw(Pen(lay, s), n / s / 2)
    lay = lay.rotate(angle, resample=Image.Resampling.BICUBIC)
    img.alpha_composite(lay, (round(cx * s - n / 2), round(cy * s - n / 2)))


def product_coffee():
    img = studio("#F7EEE4", "#E2CDB6")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 182, 300, 104, 12)
    # stand-up pouch
    p.polygon([(118, 80), (242, 80), (254, 300), (106, 300)], fill="#B9824F")
    p.polygon([(220, 80), (242, 80), (254, 300), (230, 300)], fill="#A06B3C")
    p.polygon([(118, 80), (132, 80), (124, 300), (106, 300)], fill="#CB9764")
    teeth = []
    for i in range(21):
        teeth.append((118 + i * 6.2, 58 if i % 2 else 62))
    p.polygon([(118, 84)] + teeth + [(242, 84)], fill="#8E5B2F")
    p.line([(118, 74), (242, 74)], fill="#7A4C25", width=2)
    p.circle(180, 104, 8, fill="#8E5B2F")
    p.circle(180, 104, 4, fill="#6B4120")
    # label
    p.rrect((134, 130, 226, 270), 12, fill="#3E2417")
    p.rrect((140, 136, 220, 264), 9, outline="#D7B58A", width=1.5)

    def big_bean(pen, c):
        pen.ellipse((c - 17, c - 12, c + 17, c + 12), fill="#D7B58A")
        pen.arc((c - 22, c - 4, c + 22, c + 30), 225, 315, fill="#3E2417", width=3)
    rotated_shape(img, 180, 168, 22, 30, big_bean)
    label(img, (180, 208), "COFFEE", 19, "#F5E6D3", max_w=74, bold=0.6)
    label(img, (180, 228), "ARABICA", 10, "#D7B58A", bold=0.2)
    p.line([(156, 240), (204, 240)], fill="#D7B58A", width=1)
    label(img, (180, 252), "500g", 11, "#F5E6D3", bold=0.3)

    # loose beans in front
    def bean(pen, c):
        pen.ellipse((c - 10, c - 7, c + 10, c + 7), fill="#4E2C1A")
        pen.ellipse((c - 8, c - 6, c + 2, c - 1), fill="#6D3F26")
        pen.arc((c - 13, c - 2, c + 13, c + 18), 230, 310, fill="#24130A", width=2.2)
    rng = random.Random(1101)
    for x, y in [(84, 306), (104, 318), (72, 322), (122, 328), (94, 334),
                 (262, 310), (284, 322), (250, 326), (270, 336), (300, 312)]:
        floor_shadow(img, x + 2, y + 6, 10, 3, 60, 2)
        rotated_shape(img, x, y, 12, rng.uniform(0, 360), bean)
    return finish_product(img)


def product_soup():
    img = studio("#E5F4F0", "#BFE0D7")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 182, 302, 110, 12)
    # steam
    steam = Image.new("RGBA", img.size, (0, 0, 0, 0))
    sp = Pen(steam, PROD_SS)
    for k, x0 in enumerate((146, 180, 214)):
        pts = [(x0 + 9 * math.sin(t / 4 + k), 160 - t * 5) for t in range(19)]
        sp.thick_line(pts, 7, "#FFFFFF")
    steam.putalpha(steam.getchannel("A").point(lambda v: v * 150 // 255))
    img.alpha_composite(steam)
    # bowl
    p.rrect((134, 282, 226, 302), 6, fill="#8E1B1B")
    p.chord((60, 70, 300, 298), 0, 180, fill="#C62828")
    p.chord((60, 70, 300, 298), 100, 180, fill="#D84343")
    for k in range(11):
        x = 84 + k * 19.2
        y = 214 + 6 * (1 - ((x - 180) / 120) ** 2)
        p.circle(x, y, 3.4, fill="#FFFFFF")
    # rim, broth, toppings
    p.ellipse((60, 164, 300, 204), fill="#F5F5F5")
    p.ellipse((72, 170, 288, 200), fill="#E8541E")
    p.ellipse((92, 176, 230, 196), fill="#F26B2E")
    rng = random.Random(1102)
    for i in range(22):
        while True:
            x, y = rng.uniform(84, 276), rng.uniform(173, 197)
            if ((x - 180) / 100) ** 2 + ((y - 185) / 13) ** 2 < 0.75:
                break
        kind = i % 3
        if kind == 0:
            p.rect((x - 6, y - 3.5, x + 6, y + 3.5), fill="#FFF8E1")
        elif kind == 1:
            p.ellipse((x - 4.5, y - 2.5, x + 4.5, y + 2.5), outline="#7CB342", width=2)
        else:
            p.ellipse((x - 3.5, y - 2, x + 3.5, y + 2), fill="#B71C1C")
    # spoon resting in the bowl
    p.ellipse((214, 178, 250, 194), fill="#CFD8DC")
    p.thick_line([(244, 184), (300, 102)], 8, "#B0BEC5")
    p.line([(246, 178), (298, 103)], fill="#ECEFF1", width=2)
    return finish_product(img)


def _tube(img, cx, dy, color, dark, word, sub, angle):
    s = PROD_SS
    lay = Image.new("RGBA", img.size, (0, 0, 0, 0))
    t = Pen(lay, s)

    def hw(y):
        return 56 - 20 * (y - 80) / 156
    y0 = 80 + dy
    t.rrect((cx - 25, 250 + dy, cx + 25, 298 + dy), 6, fill=dark)
    for k in range(5):
        t.line([(cx - 16 + k * 8, 258 + dy), (cx - 16 + k * 8, 292 + dy)], fill=color, width=2)
    body = [(cx - 56, y0), (cx + 56, y0), (cx + 36, 236 + dy), (cx + 20, 254 + dy),
            (cx - 20, 254 + dy), (cx - 36, 236 + dy)]
    t.polygon(body, fill="#FAFAFA")
    t.polygon([(cx + 38, y0), (cx + 56, y0), (cx + 36, 236 + dy), (cx + 20, 254 + dy),
               (cx + 12, 254 + dy), (cx + 24, 236 + dy)], fill="#DDE3EA")
    ya, yb = 124, 196
    t.polygon([(cx - hw(ya), ya + dy), (cx + hw(ya), ya + dy),
               (cx + hw(yb), yb + dy), (cx - hw(yb), yb + dy)], fill=color)
    t.polygon([(cx - hw(yb), yb + dy), (cx + hw(yb), yb + dy),
               (cx + hw(yb + 8), yb + 8 + dy), (cx - hw(yb + 8), yb + 8 + dy)], fill=dark)
    t.rect((cx - 58, y0 - 22, cx + 58, y0 + 2), fill=color)
    for k in range(15):
        x = cx - 52 + k * 7.4
        t.line([(x, y0 - 20), (x, y0)], fill=dark, width=1.5)
    label(lay, (cx, 150 + dy), word, 17, "#FFFFFF", max_w=hw(150) * 1.6, bold=0.5)
    label(lay, (cx, 176 + dy), sub, 9, "#FFFFFF", max_w=hw(176) * 1.5, bold=0.15)
    label(lay, (cx, 226 + dy), "100g", 8, dark, bold=0.1)
    paste_layer(img, lay, rotate=angle, center=(cx * s, (275 + dy) * s))


def product_toothpaste():
    img = studio("#EAEFFB", "#C6D2F0")
    floor_shadow(img, 186, 298, 100, 11)
    _tube(img, 224, -10, "#43A047", "#1B5E20", "MINT", "HERBAL GEL", -7)
    _tube(img, 146, 0, "#1E88E5", "#0D47A1", "FRESH", "WHITENING", 5)
    return finish_product(img)


def product_vitamin():
    img = studio("#FFF9E3", "#FAE2A0")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 190, 302, 118, 12)
    box3d(p, 150, 94, 256, 300, 36, 20, "#FB8C00", "#D96A00", "#FFB74D")
    # orange slice
    p.circle(203, 136, 27, fill="#FFF3E0")
    p.circle(203, 136, 23, fill="#FFA726")
    for k in range(8):
        a = math.radians(k * 45 + 22.5)
        p.line([(203, 136), (203 + 22 * math.cos(a), 136 + 22 * math.sin(a))],
               fill="#FFF3E0", width=2)
    p.circle(203, 136, 4, fill="#FFF3E0")
    p.rect((150, 176, 256, 228), fill="#FFFFFF")
    label(img, (203, 194), "VITAMIN C", 15, "#E65100", max_w=96, bold=0.5)
    label(img, (203, 216), "1000mg", 10, "#6D4C41", bold=0.2)
    label(img, (203, 254), "60 TABLETS", 10, "#FFFFFF", max_w=92, bold=0.3)
    for k in range(3):
        p.circle(191 + k * 12, 278, 3, fill="#FFE0B2")
    # bottle
    p.rrect((62, 180, 138, 302), 14, fill="#FFFFFF")
    p.rrect((120, 184, 136, 298), 8, fill="#E8ECEF")
    p.rect((80, 164, 120, 184), fill="#ECEFF1")
    p.rrect((74, 142, 126, 172), 6, fill="#EF6C00")
    for k in range(6):
        p.line([(80 + k * 8, 146), (80 + k * 8, 168)], fill="#D35400", width=2)
    p.rect((62, 212, 138, 272), fill="#FFA726")
    label(img, (100, 236), "C", 28, "#FFFFFF", bold=1.0)
    label(img, (100, 261), "1000mg", 8, "#FFFFFF", bold=0.1)
    # loose tablets
    for x, y in [(92, 316), (122, 322), (250, 318)]:
        floor_shadow(img, x + 2, y + 5, 11, 3, 60, 2)
        p.ellipse((x - 11, y - 5, x + 11, y + 5), fill="#FFB74D")
        p.ellipse((x - 8, y - 4, x + 4, y), fill="#FFCC80")
    return finish_product(img)


def _chip(pen, c):
    pts = []
    for k in range(8):
        a = 2 * math.pi * k / 8
        r = 11 * (0.82 + 0.18 * math.sin(3 * a + 1))
        pts.append((c + r * math.cos(a), c + r * 0.62 * math.sin(a)))
    pen.polygon(pts, fill="#F9C23C")
    pen.circle(c - 3, c - 1, 1.6, fill="#E39B1B")
    pen.circle(c + 4, c + 2, 1.4, fill="#E39B1B")
    pen.arc((c - 9, c - 5, c + 9, c + 6), 200, 320, fill="#FFE082", width=1.5)


def product_snack():
    img = studio("#F8FBEA", "#DCE8BE")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 186, 300, 128, 12)
    box3d(p, 58, 126, 262, 298, 40, 24, "#E53935", "#B71C1C", "#EF5350")
    p.rect((58, 126, 262, 140), fill="#FFD600")
    label(img, (160, 170), "CRISPY", 30, "#FFFFFF", max_w=170, bold=1.0)
    label(img, (160, 198), "POTATO SNACK", 11, "#FFD600", bold=0.3)
    p.polygon(star_points(108, 250, 42, 34, 14, 0), fill="#FFD600")
    rng = random.Random(1105)
    for x, y in [(96, 244), (116, 254), (104, 262), (120, 238)]:
        rotated_shape(img, x, y, 12, rng.uniform(-40, 40), _chip)
    label(img, (214, 242), "CHEESE", 12, "#FFFFFF", bold=0.4)
    label(img, (214, 258), "FLAVOR", 9, "#FFCDD2", bold=0.2)
    label(img, (214, 282), "120g", 11, "#FFFFFF", bold=0.3)
    # chips spilled in front
    for x, y in [(64, 312), (92, 322), (262, 310), (286, 322), (240, 326), (118, 330),
                 (310, 306)]:
        floor_shadow(img, x + 2, y + 6, 11, 3, 55, 2)
        rotated_shape(img, x, y, 12, rng.uniform(-50, 50), _chip)
    return finish_product(img)


def product_sneaker():
    img = studio("#F3EEFB", "#D8CCEF")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 180, 280, 146, 10)
    # sole
    p.rrect((38, 236, 320, 278), 14, fill="#37474F")
    p.rrect((38, 232, 320, 268), 14, fill="#FFFFFF")
    p.line([(56, 252), (304, 252)], fill="#E0E0E0", width=2)
    # upper
    upper = [(46, 240), (42, 190), (50, 160), (66, 148), (100, 160), (124, 156), (140, 126),
             (148, 102), (176, 102), (190, 126), (226, 164), (272, 188), (306, 208),
             (318, 228), (314, 240)]
    p.polygon(upper, fill="#FF7A59")
    p.polygon([(240, 240), (246, 200), (272, 188), (306, 208), (318, 228), (314, 240)],
              fill="#FFFFFF")
    p.polygon([(46, 240), (42, 190), (50, 160), (66, 148), (82, 154), (96, 200), (100, 240)],
              fill="#E64A19")
    p.polygon([(140, 126), (148, 102), (176, 102), (184, 118)], fill="#FFAB91")
    p.polygon([(66, 148), (100, 160), (124, 156), (118, 168), (100, 172), (70, 162)],
              fill="#4E342E")
    # eyestay and laces
    p.polygon([(136, 136), (152, 122), (232, 178), (218, 190)], fill="#E64A19")
    for k in range(5):
        x, y = 150 + k * 17, 132 + k * 12
        p.circle(x - 4, y + 6, 2.6, fill="#FFFFFF")
        p.thick_line([(x - 6, y - 6), (x + 8, y + 6)], 4, "#FFFFFF")
    # pull tab and stitching
    p.rrect((44, 150, 56, 180), 4, fill="#4E342E")
    for k in range(13):
        x = 108 + k * 10
        p.line([(x, 224), (x + 5, 224)], fill="#FFD8CC", width=1.5)
    return finish_product(img)


def product_headphones():
    img = studio("#E7F6EE", "#BFE4D1")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 180, 300, 120, 10)
    p.arc((74, 40, 286, 252), 180, 360, fill="#263238", width=20)
    p.arc((100, 56, 260, 216), 205, 335, fill="#455A64", width=12)
    for sx in (-1, 1):
        x = 180 + sx * 96
        p.rrect((x - 9, 140, x + 9, 188), 4, fill="#B0BEC5")
        p.rect((x - 9, 140, x + 9, 146), fill="#90A4AE")
        cx = 180 + sx * 92
        # cushion (inner side), shell, outer plate
        p.rrect((cx - sx * 14 - 14, 182, cx - sx * 14 + 14, 288), 12, fill="#37474F")
        p.rrect((cx - 34, 176, cx + 34, 294), 30, fill="#263238")
        p.rrect((cx - 26, 186, cx + 26, 284), 24, fill="#FFCA28")
        p.rrect((cx - 19, 194, cx + 19, 276), 18, fill="#263238")
        p.circle(cx, 235, 7, fill="#FFCA28")
        p.arc((cx - 26, 186, cx + 26, 284), 200, 250, fill="#FFE082", width=3)
    return finish_product(img)


def product_skincare():
    img = studio("#FCECEF", "#F0C6D0")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 190, 302, 110, 11)
    gold = "#D4A18B"
    # pump bottle
    p.rrect((156, 64, 198, 80), 5, fill=gold)
    p.rrect((124, 66, 160, 74), 3, fill=gold)
    p.rect((170, 78, 184, 104), fill="#C08A74")
    p.rrect((156, 100, 198, 122), 5, fill=gold)
    p.rect((162, 104, 192, 108), fill="#E8C3B2")
    p.rrect((130, 118, 224, 302), 22, fill="#FFFFFF")
    p.rrect((204, 124, 220, 296), 8, fill="#F1E6EA")
    p.rrect((138, 130, 150, 290), 6, fill="#FFFFFF")
    p.rrect((140, 176, 214, 262), 6, fill="#F8BBD0")
    label(img, (177, 202), "HYDRA", 15, "#AD1457", max_w=66, bold=0.5)
    label(img, (177, 222), "SERUM", 10, "#AD1457", bold=0.2)
    p.line([(160, 234), (194, 234)], fill="#AD1457", width=1)
    label(img, (177, 248), "50 ml", 9, "#880E4F", bold=0.1)
    # cream jar in front
    floor_shadow(img, 258, 308, 50, 7)
    p.rrect((212, 250, 300, 310), 12, fill="#F06292")
    p.rrect((284, 254, 298, 306), 7, fill="#E04E80")
    p.rect((212, 268, 300, 292), fill="#FFFFFF")
    label(img, (256, 280), "CREAM", 10, "#C2185B", bold=0.3)
    p.rrect((208, 230, 304, 256), 8, fill=gold)
    p.rect((208, 250, 304, 256), fill="#C08A74")
    p.rect((216, 236, 296, 240), fill="#E8C3B2")
    # petals
    def petal(pen, c):
        pen.ellipse((c - 10, c - 5, c + 10, c + 5), fill="#F48FB1")
        pen.ellipse((c - 6, c - 3, c + 2, c + 1), fill="#F8BBD0")
    for x, y, a in [(84, 312, 20), (104, 322, -30), (70, 326, 70)]:
        rotated_shape(img, x, y, 10, a, petal)
    return finish_product(img)


def _ring(pen, c):
    pen.circle(c, c, 7, fill="#F57C00")
    pen.circle(c - 1, c - 1, 6, fill="#FB8C00")
    pen.circle(c, c, 2.6, fill=(0, 0, 0, 0))


def product_cereal():
    img = studio("#FFF2E6", "#F7D2B5")
    p = Pen(img, PROD_SS)
    floor_shadow(img, 196, 302, 108, 12)
    box3d(p, 110, 52, 250, 302, 32, 18, "#FDD835", "#F2B90F", "#FFF176")
    p.rect((110, 64, 250, 106), fill="#1E88E5")
    label(img, (180, 85), "CRUNCHY", 21, "#FFFFFF", max_w=124, bold=0.8)
    label(img, (172, 134), "O's", 36, "#E53935", bold=1.6)
    p.circle(228, 130, 16, fill="#43A047")
    label(img, (228, 131), "NEW", 9, "#FFFFFF", bold=0.3)
    # bowl of cereal on the box
    cols = ["#FB8C00", "#F57C00", "#FFA726"]
    rng = random.Random(1109)
    for k in range(11):
        x = 140 + k * 8 + rng.uniform(-2, 2)
        y = 200 - 10 * math.sin(math.pi * k / 10) + rng.uniform(-2, 2)
        p.circle(x, y, 8, fill=cols[k % 3])
        p.circle(x, y, 3, fill="#FFF8E1")
    p.ellipse((126, 196, 234, 214), fill="#FFFDE7")
    p.chord((126, 150, 234, 264), 0, 180, fill="#FFFFFF")
    p.arc((126, 150, 234, 264), 0, 180, fill="#1E88E5", width=3)
    p.rect((126, 204, 234, 208), fill="#1E88E5")
    for k in range(6):
        x = 144 + k * 14 + rng.uniform(-2, 2)
        p.circle(x, 203 + rng.uniform(-2, 1), 6, fill=cols[k % 3])
        p.circle(x, 203, 2.2, fill="#FFF8E1")
    label(img, (150, 286), "750g", 11, "#6D4C41", bold=0.3)
    label(img, (212, 286), "WHOLE GRAIN", 7, "#6D4C41", bold=0.1)
    # loose rings on the floor
    for x, y in [(84, 312), (100, 322), (272, 316), (296, 306), (286, 328)]:
        floor_shadow(img, x + 1, y + 5, 8, 2.5, 60, 2)
        rotated_shape(img, x, y, 8, 0, _ring)
    return finish_product(img)


def product_water():
    img = studio("#E3F7F8", "#ABDFE8")
    s = PROD_SS
    floor_shadow(img, 180, 304, 70, 10, 80)
    prof = [(92, 16), (100, 22), (112, 36), (126, 46), (136, 48), (186, 48), (196, 42),
            (204, 42), (214, 48), (290, 48), (300, 40)]
    outline = [(180 - w, y) for y, w in prof] + [(180 + w, y) for y, w in reversed(prof)]
    mask = Image.new("L", img.size, 0)
    Pen(mask, s).polygon(outline, fill=255)
    glass = Image.new("RGBA", img.size, (0, 0, 0, 0))
    g = Pen(glass, s)
    g.rect((0, 0, PROD, PROD), fill=(200, 236, 250, 150))
    g.rect((0, 118, PROD, PROD), fill=(79, 179, 234, 170))
    g.rect((0, 118, PROD, 124), fill=(180, 228, 250, 200))
    g.rect((206, 0, PROD, PROD), fill=(30, 136, 210, 150))
    g.rect((148, 0, 158, PROD), fill=(255, 255, 255, 170))
    for y in (142, 152, 200):
        g.rect((0, y, PROD, y + 3), fill=(255, 255, 255, 110))
    g.ellipse((140, 292, 220, 304), fill=(21, 101, 192, 140))
    img.alpha_composite(clip(glass, mask))
    p = Pen(img, s)
    # label, cap
    p.rect((132, 222, 228, 276), fill="#1565C0")
    p.rect((132, 222, 228, 226), fill="#90CAF9")
    p.rect((132, 272, 228, 276), fill="#90CAF9")
    label(img, (180, 242), "PURE", 17, "#FFFFFF", max_w=80, bold=0.6)
    label(img, (180, 262), "WATER  500ml", 8, "#BBDEFB", max_w=84, bold=0.1)
    p.rect((158, 64, 202, 74), fill="#1976D2")
    p.rrect((160, 38, 200, 68), 5, fill="#1E88E5")
    for k in range(6):
        p.line([(165 + k * 6, 42), (165 + k * 6, 64)], fill="#1565C0", width=2)
    p.rect((160, 38, 200, 44), fill="#64B5F6")
    # droplets
    for x, y, r in [(96, 140, 7), (262, 116, 6), (276, 190, 8), (86, 230, 5)]:
        p.polygon([(x, y - r * 2), (x - r * 0.8, y - r * 0.2), (x + r * 0.8, y - r * 0.2)],
                  fill="#81D4FA")
        p.circle(x, y, r, fill="#81D4FA")
        p.circle(x - r * 0.35, y - r * 0.2, r * 0.3, fill="#E1F5FE")
    return finish_product(img)


def product_kimchi():
    img = studio("#F2F6EA", "#D0DFBB")
    s = PROD_SS
    p = Pen(img, s)
    floor_shadow(img, 184, 302, 100, 11)
    # contents, clipped to the jar
    mask = Image.new("L", img.size, 0)
    Pen(mask, s).rrect((110, 128, 250, 296), 24, fill=255)
    fill = Image.new("RGBA", img.size, (0, 0, 0, 0))
    f = Pen(fill, s)
    f.rect((0, 0, PROD, PROD), fill="#C62828")
    rng = random.Random(1111)
    for i in range(70):
        x, y = rng.uniform(104, 256), rng.uniform(124, 300)
        w, h = rng.uniform(12, 28), rng.uniform(4, 9)
        col = ["#F3E5C7", "#E53935", "#B71C1C", "#FFCCBC", "#7CB342"][i % 5]
        if col == "#7CB342" and rng.random() < 0.5:
            col = "#D84315"
        rotated = [(x + w * math.cos(a) * 0.5, y + h * math.sin(a) * 0.5)
                   for a in [k * math.pi / 6 for k in range(12)]]
        ang = rng.uniform(-0.6, 0.6)
        f.polygon([(x + (px - x) * math.cos(ang) - (py - y) * math.sin(ang),
                    y + (px - x) * math.sin(ang) + (py - y) * math.cos(ang))
                   for px, py in rotated], fill=col)
    img.alpha_composite(clip(fill, mask))
    # glass
    glass = Image.new("RGBA", img.size, (0, 0, 0, 0))
    g = Pen(glass, s)
    g.rrect((104, 116, 256, 302), 28, outline=(230, 240, 245, 200), width=6)
    g.rrect((120, 136, 132, 288), 6, fill=(255, 255, 255, 110))
    g.rrect((236, 140, 242, 280), 3, fill=(255, 255, 255, 80))
    img.alpha_composite(glass)
    # lid
    p.rrect((112, 92, 248, 122), 8, fill="#2E7D32")
    for k in range(16):
        p.line([(120 + k * 8, 96), (120 + k * 8, 118)], fill="#1B5E20", width=2)
    p.rect((112, 92, 248, 98), fill="#4CAF50")
    # label
    p.rrect((128, 180, 232, 250), 10, fill="#FFF8E1")
    p.rrect((133, 185, 227, 245), 7, outline="#C62828", width=1.5)
    label(img, (180, 206), "KIMCHI", 19, "#C62828", max_w=82, bold=0.6)
    label(img, (180, 230), "1kg", 11, "#2E7D32", bold=0.3)

    # chili peppers in front
    def chili(pen, c):
        pen.polygon([(c - 22, c - 3), (c - 4, c - 6), (c + 14, c - 3), (c + 22, c + 4),
                     (c + 6, c + 3), (c - 14, c + 4), (c - 22, c + 3)], fill="#D32F2F")
        pen.ellipse((c - 26, c - 5, c - 16, c + 5), fill="#388E3C")
        pen.line([(c - 10, c - 3), (c + 10, c - 1)], fill="#EF5350", width=2)
    for x, y, a in [(270, 310, 12), (288, 326, -20), (78, 318, 160)]:
        floor_shadow(img, x, y + 6, 20, 3, 55, 2)
        rotated_shape(img, x, y, 26, a, chili)
    return finish_product(img)


def product_watch():
    img = studio("#F3F4F6", "#D2D8DF")
    s = PROD_SS
    lay = Image.new("RGBA", img.size, (0, 0, 0, 0))
    w = Pen(lay, s)
    band, dband = "#37474F", "#263238"
    w.rrect((144, 26, 216, 150), 18, fill=band)
    w.rrect((144, 214, 216, 338), 18, fill=band)
    for y in range(262, 330, 16):
        w.circle(180, y, 3.2, fill=dband)
    w.rect((150, 40, 156, 140), fill="#455A64")
    w.rrect((110, 100, 250, 264), 38, fill="#B0BEC5")
    w.rrect((114, 104, 246, 260), 34, fill="#CFD8DC")
    w.rrect((120, 110, 240, 254), 30, fill="#101418")
    w.rrect((250, 150, 262, 180), 5, fill="#90A4AE")
    w.rrect((248, 196, 256, 220), 3, fill="#90A4AE")
    # activity rings and time
    w.arc((148, 130, 212, 194), 0, 360, fill="#263238", width=6)
    w.arc((148, 130, 212, 194), -90, 170, fill="#1DE9B6", width=6)
    w.polygon(heart_points(180, 163, 26), fill="#FF5252")
    label(lay, (180, 222), "10:09", 24, "#FFFFFF", bold=0.5)
    label(lay, (180, 244), "8,240 STEPS", 7, "#90A4AE")
    lay = lay.rotate(-12, resample=Image.Resampling.BICUBIC, center=(180 * s, 182 * s))
    img.alpha_composite(shadow_of(lay, (6 * s, 10 * s), 70, 8 * s))
    img.alpha_composite(lay)
    return finish_product(img)


PRODUCTS = [product_coffee, product_soup, product_toothpaste, product_vitamin,
            product_snack, product_sneaker, product_headphones, product_skincare,
            product_cereal, product_water, product_kimchi, product_watch]


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
    for i, fn in enumerate(BANNERS, 2):
        path = out / f"banner-{i:02d}.jpg"
        save_jpeg(fn(), path)
        written.append(path)
    for i, fn in enumerate(PROMOS, 1):
        path = out / f"promo-{i:02d}.jpg"
        save_jpeg(fn(), path)
        written.append(path)
    for i, fn in enumerate(PRODUCTS, 1):
        path = out / f"product-{i:02d}.jpg"
        save_jpeg(fn(), path)
        written.append(path)
    path = out / "broken.png"
    path.write_bytes(b"not a png")
    written.append(path)

    for path in written:
        print(f"{path.stat().st_size:8d}  {path}")


if __name__ == "__main__":
    main()
