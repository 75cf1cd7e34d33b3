#!/usr/bin/env bash
# Download (or build from sdists) on the HOST the wheels an image installs, so that `docker build` itself
# never needs PyPI (it may not reach it, and air-gapped runners never do): the image build installs them
# with `pip install --no-index --find-links`. pip reaches its index as this machine's pip is configured
# to (pip.conf, PIP_* variables).
#
# Two kinds of wheel sets:
# - pure-python (the default): the desktop image's pins, docker/guest-requirements.txt, into docker/wheels/.
#   `pip wheel` takes a published wheel or builds one from the sdist; every wheel must be pure.
# - binary for the image's Python (TARGET_PYTHON set, e.g. 3.11): wheels for that interpreter, glibc
#   2.TARGET_GLIBC_MINOR and this machine's architecture, whatever Python runs this script; a pin without
#   such a wheel is built here from its sdist and must come out pure (docker/osworld/scripts/fetch-wheels.sh).
#
# Idempotent and offline-safe: when every pinned wheel is already present nothing touches the network.
# Env overrides:
#   REQ                pinned requirements   (default <repo>/docker/guest-requirements.txt)
#   WHEEL_DIR          target directory      (default <repo>/docker/wheels)
#   PYTHON             python with pip       (default python3; on Debian, python3-pip is apt-installed if missing)
#   TARGET_PYTHON      binary wheels for this Python version (default: unset, pure-python wheels)
#   TARGET_GLIBC_MINOR the image's glibc 2.N (default 36: Debian bookworm)
#   LOG_NAME           the name in log lines (default fetch-wheels)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REQ=${REQ:-$HERE/guest-requirements.txt}
WHEEL_DIR=${WHEEL_DIR:-$HERE/wheels}
PYTHON=${PYTHON:-python3}
TARGET_PYTHON=${TARGET_PYTHON:-}
TARGET_GLIBC_MINOR=${TARGET_GLIBC_MINOR:-36}
LOG_NAME=${LOG_NAME:-fetch-wheels}

T0=$(date +%s.%N)
elapsed() { awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
log() { printf '[%s %s] %s\n' "$LOG_NAME" "$(elapsed)" "$*" >&2; }
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
    # <name>-<version>-<python tag>-<abi tag>-<platform tag>.whl
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
  log "fetching ${#missing[@]} of ${#pins[@]} wheels: ${missing[*]}"
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
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/desktest-wheels.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  # Every wheel in $tmp must be pure-python (what pip built from an sdist, or the whole pure set).
  move_pure() {
    for f in "$tmp"/*.whl; do
      [ -e "$f" ] || die "pip produced no wheels"
      case "$(basename "$f")" in
        *-none-any.whl) ;;
        *) die "$(basename "$f") is not a pure-python wheel, so it would not fit the image" ;;
      esac
      mv -f "$f" "$WHEEL_DIR/"
    done
  }
  if [ -z "$TARGET_PYTHON" ]; then
    # `pip wheel` takes a published wheel when there is one and builds a wheel from the sdist otherwise
    # (pyautogui & co. publish only sdists). --no-deps: the dependency set is exactly the pin list.
    "$PYTHON" -m pip wheel --no-deps --disable-pip-version-check --progress-bar off -q \
      --wheel-dir "$tmp" "${missing[@]}" </dev/null >&2 || die "pip wheel failed (is PyPI reachable?)"
    move_pure
  else
    arch=$(uname -m)
    platforms=()
    for minor in $(seq "$TARGET_GLIBC_MINOR" -1 17); do platforms+=(--platform "manylinux_2_${minor}_$arch"); done
    platforms+=(--platform "manylinux2014_$arch")
    for p in "${missing[@]}"; do
      # --no-deps: the dependency set is exactly the pin list.
      if "$PYTHON" -m pip download --no-deps --only-binary=:all: "${platforms[@]}" \
        --python-version "$TARGET_PYTHON" --implementation cp --abi "cp${TARGET_PYTHON/./}" \
        --disable-pip-version-check --progress-bar off -q --dest "$tmp" "$p" </dev/null >/dev/null 2>&1; then
        mv -f "$tmp"/*.whl "$WHEEL_DIR/" 2>/dev/null || die "pip gave no wheel for $p"
      else
        log "$p has no wheel for Python $TARGET_PYTHON on $arch: building it from its sdist"
        "$PYTHON" -m pip wheel --no-deps --no-binary="${p%%==*}" --disable-pip-version-check --progress-bar off -q \
          --wheel-dir "$tmp" "$p" </dev/null >&2 || die "pip could neither download nor build $p (is PyPI reachable?)"
        move_pure
      fi
    done
  fi
  for p in "${missing[@]}"; do have_wheel "$p" || die "wheel for $p still missing after download"; done
fi

(cd "$WHEEL_DIR" && sha256sum -- *.whl >SHA256SUMS)
log "done: $(ls "$WHEEL_DIR"/*.whl | wc -l) wheels in $WHEEL_DIR ($(du -sh "$WHEEL_DIR" | cut -f1))"
