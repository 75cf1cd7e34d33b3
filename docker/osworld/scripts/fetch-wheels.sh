#!/usr/bin/env bash
# Download on the HOST the wheels of the OSWorld profile's "librosa" tool layer: the pins of
# docker/osworld/librosa-requirements.txt go to docker/osworld/wheels/ (gitignored), as binary wheels for
# the image's Python (Debian bookworm's 3.11, glibc 2.36, this machine's architecture), whatever Python
# runs this; a pin PyPI has no wheel for (fastdtw) is built from its sdist and must come out pure. The
# image build installs them with `pip install --no-index --find-links`: `docker build` never needs PyPI.
# The work is docker/scripts/fetch-wheels.sh's (its PYTHON and WHEEL_DIR overrides apply).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REQ="$HERE/librosa-requirements.txt" WHEEL_DIR=${WHEEL_DIR:-$HERE/wheels} TARGET_PYTHON=3.11 TARGET_GLIBC_MINOR=36 \
  LOG_NAME=fetch-osworld-wheels exec bash "$HERE/../scripts/fetch-wheels.sh"
