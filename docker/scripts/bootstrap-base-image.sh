#!/usr/bin/env bash
# Create the base image `debian:bookworm-slim` locally without any container registry:
# debootstrap a minbase Debian bookworm from the host's configured Debian mirror, slim it down the way
# docker-library's "-slim" images are, and `docker import` it.
#
# Idempotent: exits 0 at once when the image already exists.
# Env overrides:
#   BASE_IMAGE       tag to create                 (default debian:bookworm-slim)
#   SUITE            Debian suite                  (default bookworm)
#   MIRROR           Debian mirror URL             (default: read from /etc/apt/sources.list{,.d/*})
#   SECURITY_MIRROR  debian-security mirror URL    (default: read likewise, else derived from MIRROR)
#   WORK_DIR         parent of the temporary rootfs (default ${TMPDIR:-/var/tmp})
#   APT_ETC          where to read apt sources from (default /etc/apt)
# `--print-mirror` prints the mirrors it would use and exits.
# Needs root (debootstrap) and a running Docker daemon (see start-dockerd.sh).
set -euo pipefail

BASE_IMAGE=${BASE_IMAGE:-debian:bookworm-slim}
SUITE=${SUITE:-bookworm}
export DEBIAN_FRONTEND=noninteractive

T0=$(date +%s.%N)
elapsed() { awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
log() { printf '[bootstrap-base-image %s] %s\n' "$(elapsed)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# ---------------------------------------------------------------- mirror discovery
# Prints "URI SUITE" for every enabled `deb` entry in one-line (.list) and deb822 (.sources) files.
apt_entries() {
  local f files=() etc=${APT_ETC:-/etc/apt}
  [ -f "$etc/sources.list" ] && files+=("$etc/sources.list")
  for f in "$etc"/sources.list.d/*.list "$etc"/sources.list.d/*.sources; do
    [ -f "$f" ] && files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  for f in "${files[@]}"; do
    case "$f" in
      *.sources)
        awk '
          function flush() {
            if (types ~ /(^| )deb( |$)/ && enabled != "no")
              for (i = 1; i <= nu; i++) for (j = 1; j <= ns; j++) print u[i], s[j]
            types = ""; enabled = ""; nu = 0; ns = 0
          }
          /^[ \t]*#/ { next }
          /^[ \t]*$/ { flush(); next }
          {
            key = tolower($1); sub(/:$/, "", key)
            $1 = ""; sub(/^ +/, "")
            if (key == "types") types = $0
            else if (key == "enabled") enabled = tolower($0)
            else if (key == "uris") nu = split($0, u, " ")
            else if (key == "suites") ns = split($0, s, " ")
          }
          END { flush() }' "$f"
        ;;
      *)
        # deb [opts] URI SUITE COMPONENTS...
        sed -e 's/#.*//' -e 's/\[[^]]*\]//' "$f" | awk '$1 == "deb" && NF >= 3 { print $2, $3 }'
        ;;
    esac
  done
}

if [ -z "${MIRROR:-}" ]; then
  # the main archive: an entry for exactly $SUITE; prefer URLs that look like a Debian archive
  MIRROR=$(apt_entries | awk -v s="$SUITE" '$2 == s { print $1 }' | grep -E '/debian/?$' | head -n1 || true)
  [ -n "$MIRROR" ] || MIRROR=$(apt_entries | awk -v s="$SUITE" '$2 == s { print $1; exit }' || true)
  [ -n "$MIRROR" ] || die "no Debian mirror for suite $SUITE in ${APT_ETC:-/etc/apt}/sources.list{,.d/*}: add a \`deb <mirror> $SUITE main\` entry there, or set MIRROR=<mirror URL>"
fi
MIRROR=${MIRROR%/}
if [ -z "${SECURITY_MIRROR:-}" ]; then
  SECURITY_MIRROR=$(apt_entries | awk -v s="$SUITE-security" '$2 == s || $2 == s "/updates" { print $1; exit }' || true)
  SECURITY_MIRROR=${SECURITY_MIRROR:-${MIRROR}-security}
fi
SECURITY_MIRROR=${SECURITY_MIRROR%/}
if [ "${1:-}" = --print-mirror ]; then
  printf 'MIRROR=%s\nSECURITY_MIRROR=%s\n' "$MIRROR" "$SECURITY_MIRROR"
  exit 0
fi

if docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  log "$BASE_IMAGE already exists; nothing to do"
  exit 0
fi
[ "$(id -u)" -eq 0 ] || die "debootstrap needs root"
docker info >/dev/null 2>&1 || die "docker daemon not reachable (run docker/scripts/start-dockerd.sh first)"
log "mirror: $MIRROR   security: $SECURITY_MIRROR   suite: $SUITE   image: $BASE_IMAGE"

# ---------------------------------------------------------------- debootstrap
if ! command -v debootstrap >/dev/null 2>&1; then
  log "installing debootstrap"
  apt-get update -q </dev/null >/dev/null
  apt-get install -y -q --no-install-recommends debootstrap debian-archive-keyring </dev/null >/dev/null
fi

WORK=$(mktemp -d "${WORK_DIR:-${TMPDIR:-/var/tmp}}/desktest-base.XXXXXX")
cleanup() { rm -rf --one-file-system "$WORK"; }
trap cleanup EXIT
R="$WORK/rootfs"

KEYRING_OPT=()
[ -f /usr/share/keyrings/debian-archive-keyring.gpg ] &&
  KEYRING_OPT=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)

log "debootstrap --variant=minbase $SUITE"
if ! debootstrap --variant=minbase "${KEYRING_OPT[@]}" "$SUITE" "$R" "$MIRROR" >"$WORK/debootstrap.log" 2>&1; then
  tail -n 30 "$WORK/debootstrap.log" >&2
  [ -f "$R/debootstrap/debootstrap.log" ] && tail -n 30 "$R/debootstrap/debootstrap.log" >&2
  die "debootstrap failed"
fi
log "debootstrap done ($(du -sh --one-file-system "$R" | cut -f1))"

# ---------------------------------------------------------------- slimify (as docker-library's -slim)
# Future dpkg installs skip docs, man pages and translations.
cat >"$R/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
# apt: drop downloaded .debs and binary caches after each run; no recommends; compact lists.
cat >"$R/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
cat >"$R/etc/apt/apt.conf.d/docker-no-recommends" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
EOF
cat >"$R/etc/apt/apt.conf.d/docker-gzip-indexes" <<'EOF'
Acquire::GzipIndexes "true";
Acquire::CompressionTypes::Order:: "gz";
EOF
echo 'Acquire::Languages "none";' >"$R/etc/apt/apt.conf.d/docker-no-languages"
echo 'Dpkg::Use-Pty "0";' >"$R/etc/apt/apt.conf.d/docker-no-pty"
# deb822 sources with updates + security, as in the official image.
rm -f "$R/etc/apt/sources.list"
cat >"$R/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
# Services must never start inside image builds.
printf '#!/bin/sh\nexit 101\n' >"$R/usr/sbin/policy-rc.d"
chmod 0755 "$R/usr/sbin/policy-rc.d"
# Remove what the exclusions above would have kept out.
find "$R/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
find "$R/usr/share/doc" -mindepth 1 -type d -empty -delete
rm -rf "$R"/usr/share/{man,info,groff,lintian,linda}/*
find "$R/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
rm -rf "$R"/var/lib/apt/lists/* "$R"/var/cache/apt/* "$R"/var/cache/debconf/*-old \
  "$R"/var/log/*.log "$R"/var/log/apt/* "$R"/tmp/* "$R"/var/tmp/* "$R"/debootstrap
mkdir -p "$R/var/lib/apt/lists/partial" "$R/var/cache/apt/archives/partial"
: >"$R/etc/resolv.conf"
: >"$R/etc/machine-id"
echo localhost >"$R/etc/hostname"
log "slimmed rootfs: $(du -sh --one-file-system "$R" | cut -f1)"

# ---------------------------------------------------------------- import
log "docker import -> $BASE_IMAGE"
tar --numeric-owner --xattrs -C "$R" -c . |
  docker import \
    -c 'CMD ["bash"]' \
    -c 'ENV LANG=C.UTF-8' \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -m "debootstrap --variant=minbase $SUITE from $MIRROR (desktest bootstrap-base-image.sh)" \
    - "$BASE_IMAGE" >/dev/null
docker run --rm "$BASE_IMAGE" true || die "imported image does not run"
log "done: $BASE_IMAGE $(docker image inspect -f '{{.Size}}' "$BASE_IMAGE" | awk '{ printf "%.1f MB", $1 / 1e6 }') in $(elapsed)"
