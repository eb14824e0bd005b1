"""Images side by side, each under its label, on dark grey: the comparison images the fidelity scripts write."""
from PIL import Image, ImageDraw, ImageFont


def panel_row(panels, pad, top, label_y=4):
    """[(image, label)] of one size, pad px apart and around, each image top px down with its label at label_y."""
    w, h = panels[0][0].size
    out = Image.new('RGB', (len(panels) * (w + pad) + pad, h + top + pad), (64, 64, 64))
    d = ImageDraw.Draw(out)
    try:
        font = ImageFont.truetype('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 12)
    except OSError:
        font = ImageFont.load_default()
    for i, (im, label) in enumerate(panels):
        x = pad + i * (w + pad)
        out.paste(im, (x, top))
        d.text((x, label_y), label, fill='white', font=font)
    return out
