#!/bin/bash
# orca_listen.sh in a throw-away Debian root (as root): another Orca than the machine's.
# Usage: tests/window/accessibility/orca_listen_root.sh ROOT SUITE OUTDIR [MODE KEYS...]
#   e.g. tests/window/accessibility/orca_listen_root.sh /work/trixie-root trixie /tmp/out removal d ctrl+z
# Builds ROOT with debootstrap the first time (Debian 13 "trixie" gives Orca 48.1), installs
# Orca, the AT-SPI stack, Xvfb and Qt's xcb libraries in it, binds this worktree in at the
# same path, makes a venv there (/opt/venv, `pip install -e .`), then runs orca_listen.sh
# inside; ORCA_AFTER and GAME_A11Y_ENV pass through. OUTDIR is inside the root (the
# transcript is ROOT/OUTDIR/spoken.txt). The mounts are left for the next run; undo them
# with `umount -R ROOT/proc ROOT/sys ROOT/dev ROOT/run/shm ROOT$PWD`.
set -eu
ROOT=$1; SUITE=$2; OUT=$3; shift 3
TREE=$(cd "$(dirname "$0")/../../.." && pwd)
PACKAGES="orca at-spi2-core dbus dbus-x11 xvfb xauth openbox python3 python3-venv
  python3-pyatspi speech-dispatcher xdotool procps ca-certificates fonts-dejavu-core
  libxcb-cursor0 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 libdbus-1-3 libxcb-icccm4
  libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xkb1"
if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
  debootstrap --variant=minbase "$SUITE" "$ROOT" http://deb.debian.org/debian
fi
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
mountpoint -q "$ROOT/sys" || mount --rbind /sys "$ROOT/sys"
mountpoint -q "$ROOT/dev" || mount --bind /dev "$ROOT/dev"
mountpoint -q "$ROOT/dev/pts" || mount --bind /dev/pts "$ROOT/dev/pts"
mkdir -p "$ROOT/run/shm" "$ROOT$TREE"
mountpoint -q "$ROOT/run/shm" || mount -t tmpfs tmpfs "$ROOT/run/shm"
mountpoint -q "$ROOT$TREE" || mount --bind "$TREE" "$ROOT$TREE"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
# A proxy's own certificate authorities, if the machine has any (pip goes through it).
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
fi
IN="env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin LANG=C.UTF-8"
if [ ! -x "$ROOT/usr/bin/orca" ]; then
  chroot "$ROOT" $IN DEBIAN_FRONTEND=noninteractive sh -c \
    "apt-get update -q && apt-get install -y -q --no-install-recommends $(echo $PACKAGES)"
  chroot "$ROOT" $IN sh -c 'update-ca-certificates; dbus-uuidgen --ensure'
fi
if [ ! -x "$ROOT/opt/venv/bin/python" ]; then
  chroot "$ROOT" $IN sh -c "python3 -m venv /opt/venv && cd '$TREE' && /opt/venv/bin/pip install -q -e ."
fi
chroot "$ROOT" $IN orca --version
PASS=(PYTHON=/opt/venv/bin/python ORCA_AFTER="${ORCA_AFTER:-0}")
[ -n "${GAME_A11Y_ENV+set}" ] && PASS+=(GAME_A11Y_ENV="$GAME_A11Y_ENV")
chroot "$ROOT" $IN "${PASS[@]}" bash -c 'cd "$0" && exec tests/window/accessibility/orca_listen.sh "$@"' "$TREE" "$OUT" "$@"
