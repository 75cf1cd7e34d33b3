#!/usr/bin/env bash
# Download (or build from sdists) on the HOST the pure-python wheels the desktop image installs:
# the pins of docker/guest-requirements.txt go to docker/wheels/ (gitignored). The image build then
# installs them with `pip install --no-index --find-links`, so `docker build` itself never needs PyPI
# (it may not reach it, and air-gapped runners never do).
#
# Idempotent and offline-safe: when every pinned wheel is already present nothing touches the network.
# Env overrides:
#   WHEEL_DIR  target directory     (default <repo>/docker/wheels)
#   PYTHON     python with pip      (default python3; on Debian, python3-pip is apt-installed if missing)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REQ="$HERE/guest-requirements.txt"
WHEEL_DIR=${WHEEL_DIR:-$HERE/wheels}
PYTHON=${PYTHON:-python3}

T0=$(date +%s.%N)
elapsed() { awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
log() { printf '[fetch-wheels %s] %s\n' "$(elapsed)" "$*" >&2; }
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
  # `pip wheel` takes a published wheel when there is one and builds a wheel from the sdist otherwise
  # (pyautogui & co. publish only sdists). --no-deps: the dependency set is exactly the pin list.
  "$PYTHON" -m pip wheel --no-deps --disable-pip-version-check --progress-bar off -q \
    --wheel-dir "$tmp" "${missing[@]}" </dev/null >&2 || die "pip wheel failed (is PyPI reachable?)"
  for f in "$tmp"/*.whl; do
    [ -e "$f" ] || die "pip produced no wheels"
    case "$(basename "$f")" in
      *-none-any.whl) ;;
      *) die "$(basename "$f") is not a pure-python wheel; the image installs pure wheels only" ;;
    esac
    mv -f "$f" "$WHEEL_DIR/"
  done
  for p in "${missing[@]}"; do have_wheel "$p" || die "wheel for $p still missing after download"; done
fi

(cd "$WHEEL_DIR" && sha256sum -- *.whl >SHA256SUMS)
log "done: $(ls "$WHEEL_DIR"/*.whl | wc -l) wheels in $WHEEL_DIR ($(du -sh "$WHEEL_DIR" | cut -f1))"
