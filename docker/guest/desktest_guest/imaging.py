"""Screenshot sizing, encoding and comparison (Pillow images in, bytes or numbers out)."""

from __future__ import annotations

import io

from .protocol import InvalidParams


def target_size(w: int, h: int, scale: float | None, max_w: int | None, max_h: int | None) -> tuple[int, int]:
    """Output size for a w x h capture: apply `scale`, then fit inside max_w x max_h; never upscale."""
    f = 1.0
    if scale is not None:
        f = min(1.0, scale)
    if max_w:
        f = min(f, max_w / w)
    if max_h:
        f = min(f, max_h / h)
    if f >= 1.0:
        return w, h
    return max(1, int(round(w * f))), max(1, int(round(h * f)))


def encode_image(img, fmt: str, quality: int | None, compress_level: int | None) -> bytes:
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, "PNG", compress_level=1 if compress_level is None else compress_level)
    elif fmt == "jpeg":
        img.save(buf, "JPEG", quality=80 if quality is None else quality)
    elif fmt == "webp":
        # method 0: the fastest encoder setting (1920x1080: 22 ms, as fast as PNG level 1, 4x smaller)
        img.save(buf, "WEBP", quality=80 if quality is None else quality, method=0)
    else:  # validated earlier
        raise InvalidParams(f"unsupported format {fmt}")
    return buf.getvalue()


def warm_encoders() -> None:
    """Encode a tiny image in each format once: Pillow loads an encoder's plugin and codec on first use,
    25-45 ms that the first observation (the model's first screen) paid before."""
    from PIL import Image

    img = Image.new("RGB", (16, 16))
    for fmt in ("jpeg", "png", "webp"):
        try:
            encode_image(img, fmt, None, None)
        except Exception:  # a Pillow without that codec: the observation says so when asked for it
            pass


def decode_image(data_b64: str, name: str):
    """A base64 image parameter as an RGB Pillow image."""
    import base64

    from PIL import Image

    try:
        return Image.open(io.BytesIO(base64.b64decode(data_b64, validate=True))).convert("RGB")
    except Exception as e:
        raise InvalidParams(f"'{name}' is not a base64 image: {e}") from None


#: how far the aspect ratios of two screens may differ for them to be compared (1 %)
ASPECT_TOLERANCE = 0.01


def same_shape(expected: tuple[int, int], actual: tuple[int, int]) -> bool:
    """Whether `actual` is `expected` at another scale: both non-empty, aspect ratios within 1 %."""
    (ew, eh), (aw, ah) = expected, actual
    if not (ew and eh and aw and ah):
        return False
    return abs(aw / ah - ew / eh) <= ASPECT_TOLERANCE * (ew / eh)


def compare_images(expected, actual, threshold: float) -> dict:
    """desktest's one screen comparison (replay checks, the `compare` op, screenshot-compare):
    similarity = 1 - (mean over R, G, B of the mean absolute per-pixel difference) / 255, the reference's
    formula. A screen of another size but the same aspect ratio (within 1 %) is first resized to the
    expected one's size (bilinear): the recorded screenshot may have been downscaled for the model. Other
    sizes (and empty images) do not compare: similarity 0, size_mismatch."""
    from PIL import Image, ImageChops, ImageStat

    if expected.size != actual.size:
        if not same_shape(expected.size, actual.size):
            return {"similarity": 0.0, "passed": False, "size_mismatch": True, "expected_size": list(expected.size), "actual_size": list(actual.size), "threshold": threshold}
        actual = actual.resize(expected.size, Image.BILINEAR)
    elif not (expected.size[0] and expected.size[1]):
        return {"similarity": 0.0, "passed": False, "size_mismatch": True, "expected_size": list(expected.size), "actual_size": list(actual.size), "threshold": threshold}
    diff = ImageChops.difference(expected, actual)
    mean = sum(ImageStat.Stat(diff).mean) / 3.0
    sim = 1.0 - mean / 255.0
    return {"similarity": round(sim, 6), "passed": sim >= threshold, "size_mismatch": False, "threshold": threshold}
