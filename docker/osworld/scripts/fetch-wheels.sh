#!/usr/bin/env bash
# Download on the HOST the wheels of the OSWorld profile's "librosa" tool layer: the pins of
# docker/osworld/librosa-requirements.txt go to docker/osworld/wheels/ (gitignored), as binary wheels for
# the image's Python (Debian bookworm's 3.11, glibc 2.36, this machine's architecture), whatever Python
# runs this. A pin PyPI has no wheel for (fastdtw) is built here from its sdist and must come out pure.
# The image build then installs them with `pip install --no-index --find-links`: `docker build` never
# needs PyPI. pip reaches its index as this machine's pip is configured to (pip.conf, PIP_* variables).
#
# Idempotent and offline-safe: when every pinned wheel is already present nothing touches the network.
# Env overrides:
#   WHEEL_DIR  target directory     (default <repo>/docker/osworld/wheels)
#   PYTHON     python with pip      (default python3; on Debian, python3-pip is apt-installed if missing)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REQ="$HERE/librosa-requirements.txt"
WHEEL_DIR=${WHEEL_DIR:-$HERE/wheels}
PYTHON=${PYTHON:-python3}
# The image's interpreter and C library (Dockerfile.osworld is FROM the bookworm-based desktop image).
TARGET_PYTHON=3.11
TARGET_GLIBC_MINOR=36
ARCH=$(uname -m)

T0=$(date +%s.%N)
elapsed() { awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
log() { printf '[fetch-osworld-wheels %s] %s\n' "$(elapsed)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

[ -f "$REQ" ] || die "missing $REQ"
mkdir -p "$WHEEL_DIR"

# PEP 503 normalisation; wheel file names use "_" where the project name has "-", "_" or ".".
norm() { tr 'A-Z' 'a-z' | sed -E 's/[-_.]+/_/g'; }

pins=()
while IFS= read -r line; do
  line=${line%%#*}
  line=$(printf '%s' "$line" | tr -d '[:space:]')
  [ -n "$line" ] || continue
  case "$line" in *==*) ;; *) die "unpinned requirement '$line' in $REQ (use name==version)" ;; esac
  pins+=("$line")
done <"$REQ"

have_wheel() { # $1 = name==version
  local name ver f fname
  name=$(printf '%s' "${1%%==*}" | norm)
  ver=${1##*==}
  for f in "$WHEEL_DIR"/*.whl; do
    [ -e "$f" ] || continue
    fname=$(basename "$f")
    if [ "$(printf '%s' "${fname%%-*}" | norm)" = "$name" ] &&
      [ "$(printf '%s' "$fname" | cut -d- -f2)" = "$ver" ]; then
      return 0
    fi
  done
  return 1
}

missing=()
for p in "${pins[@]}"; do have_wheel "$p" || missing+=("$p"); done

if [ ${#missing[@]} -eq 0 ]; then
  log "all ${#pins[@]} wheels present in $WHEEL_DIR (nothing to fetch)"
else
  log "fetching ${#missing[@]} of ${#pins[@]} wheels for Python $TARGET_PYTHON on $ARCH"
  if ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      log "installing python3-pip"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -q </dev/null >/dev/null
      apt-get install -y -q --no-install-recommends python3-pip </dev/null >/dev/null
      PYTHON=/usr/bin/python3
    else
      die "$PYTHON has no pip; install pip or set PYTHON"
    fi
  fi
  platforms=()
  for minor in $(seq "$TARGET_GLIBC_MINOR" -1 17); do platforms+=(--platform "manylinux_2_${minor}_$ARCH"); done
  platforms+=(--platform "manylinux2014_$ARCH")
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/desktest-osworld-wheels.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  for p in "${missing[@]}"; do
    # --no-deps: the dependency set is exactly the pin list.
    if ! "$PYTHON" -m pip download --no-deps --only-binary=:all: "${platforms[@]}" \
      --python-version "$TARGET_PYTHON" --implementation cp --abi "cp${TARGET_PYTHON/./}" \
      --disable-pip-version-check --progress-bar off -q --dest "$tmp" "$p" </dev/null >/dev/null 2>&1; then
      name=${p%%==*}
      log "$p has no wheel for the image: building it from its sdist"
      "$PYTHON" -m pip wheel --no-deps --no-binary="$name" --disable-pip-version-check --progress-bar off -q \
        --wheel-dir "$tmp" "$p" </dev/null >&2 || die "pip could neither download nor build $p (is PyPI reachable?)"
      for f in "$tmp"/*.whl; do
        case "$(basename "$f")" in
          *-none-any.whl) ;;
          *) die "$(basename "$f") (built from the sdist) is not a pure-python wheel, so it would not fit the image" ;;
        esac
      done
    fi
    mv -f "$tmp"/*.whl "$WHEEL_DIR/" 2>/dev/null || die "pip gave no wheel for $p"
  done
  for p in "${missing[@]}"; do have_wheel "$p" || die "wheel for $p still missing after download"; done
fi

(cd "$WHEEL_DIR" && sha256sum -- *.whl >SHA256SUMS)
log "done: $(ls "$WHEEL_DIR"/*.whl | wc -l) wheels in $WHEEL_DIR ($(du -sh "$WHEEL_DIR" | cut -f1))"
