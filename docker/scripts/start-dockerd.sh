#!/usr/bin/env bash
# Make sure a Docker daemon answers on this machine.
#
#   - `docker info` already works            -> nothing to do (exit 0)
#   - no dockerd binary                       -> apt-get install docker.io (+ iptables etc.)
#   - then start dockerd in the background (log: $DOCKERD_LOG, default /var/log/dockerd.log)
#     and wait (bounded, $DOCKERD_WAIT_S seconds, default 60) until `docker info` answers.
#
# Needs root (or a working sudo-less daemon already). Non-interactive: safe with CI=true and no stdin.
set -euo pipefail

LOG=${DOCKERD_LOG:-/var/log/dockerd.log}
WAIT_S=${DOCKERD_WAIT_S:-60}
export DEBIAN_FRONTEND=noninteractive

log() { printf '[start-dockerd] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

docker_ok() { command -v docker >/dev/null 2>&1 && timeout 10 docker info >/dev/null 2>&1; }

if docker_ok; then
  log "docker daemon already answering ($(docker info --format '{{.ServerVersion}}' 2>/dev/null || echo '?'))"
  exit 0
fi

[ "$(id -u)" -eq 0 ] || die "dockerd is not running and starting it needs root (uid is $(id -u))"

T0=$(date +%s)

apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    log "apt-get update"
    apt-get update -q </dev/null >/dev/null
    apt_updated=1
  fi
  log "apt-get install $*"
  apt-get install -y -q --no-install-recommends "$@" </dev/null >/dev/null
}

if ! command -v dockerd >/dev/null 2>&1; then
  # docker.io brings dockerd, containerd and runc; iptables is needed for the default bridge network.
  apt_install docker.io iptables ca-certificates
fi
# A client may be missing when only dockerd exists (unusual); docker.io ships one.
command -v docker >/dev/null 2>&1 || apt_install docker.io
command -v iptables >/dev/null 2>&1 || apt_install iptables

# Another dockerd may be starting (e.g. a concurrent call of this script): give it a chance first.
if pgrep -x dockerd >/dev/null 2>&1; then
  log "a dockerd process exists but does not answer yet; waiting for it"
else
  mkdir -p "$(dirname "$LOG")"
  log "starting dockerd (log: $LOG)"
  # setsid + nohup: the daemon survives the end of this shell and of the CI step that ran it.
  setsid nohup dockerd >>"$LOG" 2>&1 </dev/null &
fi

deadline=$(( $(date +%s) + WAIT_S ))
until docker_ok; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    log "dockerd did not answer within ${WAIT_S}s; last lines of $LOG:"
    tail -n 30 "$LOG" >&2 2>/dev/null || true
    die "docker daemon not available"
  fi
  if ! pgrep -x dockerd >/dev/null 2>&1; then
    log "dockerd exited; last lines of $LOG:"
    tail -n 30 "$LOG" >&2 2>/dev/null || true
    die "dockerd failed to start"
  fi
  sleep 0.5
done

log "docker daemon ready ($(docker info --format '{{.ServerVersion}} {{.Driver}}' 2>/dev/null)) in $(( $(date +%s) - T0 ))s"
