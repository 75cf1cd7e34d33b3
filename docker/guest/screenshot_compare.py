#!/usr/bin/env python3
"""screenshot-compare: the visual assertion of codified replay scripts (installed as
/usr/local/bin/screenshot-compare, the reference CLI's path and arguments).

similarity = 1 - (mean over R, G, B of the mean absolute per-pixel difference) / 255
A live screen larger than the recorded screenshot but of the same aspect ratio (within 1 %) is scaled
down to the recorded size first (the agent saw downscaled screenshots); other size differences fail.
Exit 0 when similarity >= threshold, 1 when below (or sizes differ / empty images), 2 on usage errors.
"""
import argparse
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(description="compare two screenshots")
    parser.add_argument("--expected", required=True)
    parser.add_argument("--actual", required=True)
    parser.add_argument("--threshold", type=float, default=0.95)
    args = parser.parse_args(argv)
    if not 0.0 <= args.threshold <= 1.0:
        print(f"ERROR: --threshold must be between 0.0 and 1.0, got {args.threshold}")
        return 2
    try:
        from PIL import Image, ImageChops, ImageStat
    except ImportError:
        print("ERROR: Pillow is required (python3-pil)")
        return 2
    expected = Image.open(args.expected).convert("RGB")
    actual = Image.open(args.actual).convert("RGB")
    if expected.size != actual.size:
        (ew, eh), (aw, ah) = expected.size, actual.size
        if ew and eh and ah and abs(aw / ah - ew / eh) <= 0.01 * (ew / eh):
            # The recorded screenshot was downscaled for the model: compare at its size.
            actual = actual.resize(expected.size, Image.BILINEAR)
        else:
            print(f"FAIL: Image sizes differ ({ew},{eh} vs {aw},{ah})")
            return 1
    if expected.size[0] == 0 or expected.size[1] == 0:
        print("FAIL: Empty images")
        return 1
    mean = sum(ImageStat.Stat(ImageChops.difference(expected, actual)).mean) / 3.0
    similarity = 1.0 - mean / 255.0
    print(f"Similarity: {similarity:.4f} (threshold: {args.threshold})")
    return 0 if similarity >= args.threshold else 1


if __name__ == "__main__":
    sys.exit(main())
