"""screenshot-compare: the reference CLI's visual assertion (`--expected P --actual P [--threshold T]`),
which the replay scripts the reference codified call as /usr/local/bin/screenshot-compare in the Docker
desktop. The comparison is imaging.compare_images, the one desktest uses everywhere.

Exit 0 when similarity >= threshold, 1 when below (or the sizes do not compare / empty images), 2 on usage
errors; the messages are the reference's.
"""

from __future__ import annotations

import argparse
import sys

from .imaging import compare_images


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="screenshot-compare", description="compare two screenshots")
    parser.add_argument("--expected", required=True)
    parser.add_argument("--actual", required=True)
    parser.add_argument("--threshold", type=float, default=0.95)
    args = parser.parse_args(argv)
    if not 0.0 <= args.threshold <= 1.0:
        print(f"ERROR: --threshold must be between 0.0 and 1.0, got {args.threshold}")
        return 2
    try:
        from PIL import Image
    except ImportError:
        print("ERROR: Pillow is required (python3-pil)")
        return 2
    expected = Image.open(args.expected).convert("RGB")
    actual = Image.open(args.actual).convert("RGB")
    result = compare_images(expected, actual, args.threshold)
    if result["size_mismatch"]:
        (ew, eh), (aw, ah) = result["expected_size"], result["actual_size"]
        print("FAIL: Empty images" if 0 in (ew, eh, aw, ah) else f"FAIL: Image sizes differ ({ew},{eh} vs {aw},{ah})")
        return 1
    print(f"Similarity: {result['similarity']:.4f} (threshold: {args.threshold})")
    return 0 if result["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
