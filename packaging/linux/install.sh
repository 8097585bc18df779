#!/bin/sh
# Install the built Spiderette folder for the current user, with a menu entry and icons.
#
#   packaging/linux/install.sh [BUNDLE]     # BUNDLE: the built folder (default dist/Spiderette)
#   packaging/linux/uninstall.sh            # removes exactly what this installed
#
# The folder goes to ~/.local/opt/Spiderette, the menu entry to ~/.local/share/applications
# and the icons to ~/.local/share/icons/hicolor (XDG_DATA_HOME is respected). The menu entry
# names the program by its absolute path (Exec= and TryExec=): ~/.local/bin is on PATH on
# Debian and Ubuntu only if it existed when the session started, so an entry that relied on
# it would stay hidden on a fresh account. ~/.local/bin/spiderette is still linked, for a
# shell. Both start spiderette-launcher, which checks the system's glibc first. No AppStream
# metainfo: software centres read only /usr/share/metainfo, so a per-user install has no
# entry there (the .deb has one).
#
# All or nothing: the copy is self-tested where it is staged (~/.local/opt/Spiderette.new)
# before anything else is touched, and a failure after that (a full disk) puts back what was
# there before: the previous version's folder, menu entry and icons, or nothing.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bundle=${1:-$repo/dist/Spiderette}
app_id=io.github.spiderette.Spiderette
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt
target=$opt/Spiderette
bin=$HOME/.local/bin
sizes="16 24 32 48 64 128 256 512"

if [ ! -x "$bundle/Spiderette" ]; then
  echo "install.sh: no built bundle at $bundle (run: .venv/bin/python packaging/build.py)" >&2
  exit 1
fi
case $target in
  *'"'*|*'`'*|*'$'*|*'\'*)
    echo "install.sh: cannot write a menu entry for a path with \" \` \$ or \\ in it: $target" >&2
    exit 1 ;;
esac
icons=$repo/resources/icons
[ -d "$icons" ] || icons=$bundle/_internal/resources/icons
command=Spiderette
[ -x "$bundle/spiderette-launcher" ] && command=spiderette-launcher

# ---- stage and self-test: nothing else is touched until the copy works ----------------------
made_opt=no made_local=no  # folders this run creates, removed again if it fails
[ -d "$opt" ] || made_opt=yes
[ -d "$HOME/.local" ] || made_local=yes
mkdir -p "$opt"
rm -rf "$target.new" "$target.old"
drop_made() {
  if [ "$made_opt" = yes ]; then rmdir "$opt" 2>/dev/null || true; fi
  if [ "$made_local" = yes ]; then rmdir "$HOME/.local" 2>/dev/null || true; fi
}
drop_stage() {
  rm -rf "$target.new"
  drop_made
}
if ! cp -R "$bundle" "$target.new"; then
  drop_stage
  echo "install.sh: could not copy $bundle to $target.new" >&2
  exit 1
fi
if ! "$target.new/$command" --self-test; then
  drop_stage
  echo "install.sh: the copy failed its self-test (see above); nothing was installed" >&2
  exit 1
fi

# ---- put it in place; on any failure, put back what was there -------------------------------
backup=$(mktemp -d)
files="$data/applications/$app_id.desktop $bin/spiderette $data/icons/hicolor/scalable/apps/$app_id.svg"
for size in $sizes; do files="$files $data/icons/hicolor/${size}x${size}/apps/$app_id.png"; done
n=0
for file in $files; do  # the previous install's files (or links), to restore on failure
  n=$((n + 1))
  if [ -e "$file" ] || [ -L "$file" ]; then cp -P "$file" "$backup/$n"; fi
done
roll_back() {
  trap - EXIT INT TERM
  echo "install.sh: installing failed; putting back what was there before" >&2
  n=0
  for file in $files; do
    n=$((n + 1))
    rm -f "$file"
    if [ -e "$backup/$n" ] || [ -L "$backup/$n" ]; then cp -P "$backup/$n" "$file"; fi
  done
  rm -rf "$target" "$target.new"
  if [ -d "$target.old" ]; then mv "$target.old" "$target"; fi
  drop_made
  rm -rf "$backup"
  exit 1
}
trap roll_back EXIT INT TERM

if [ -d "$target" ]; then mv "$target" "$target.old"; fi
mv "$target.new" "$target"
mkdir -p "$bin" "$data/applications"
ln -sf "$target/$command" "$bin/spiderette"
for size in $sizes; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$icons/spiderette-$size.png" "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$icons/spiderette.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"
# Exec= is quoted (the path may hold spaces) and keeps its %f; TryExec= takes the plain path.
sed -e "s|^Exec=[^ ]*|Exec=\"$target/$command\"|" \
    -e "s|^TryExec=.*|TryExec=$target/$command|" \
    "$here/$app_id.desktop" > "$data/applications/$app_id.desktop"
chmod 644 "$data/applications/$app_id.desktop"

trap - EXIT INT TERM
rm -rf "$target.old" "$backup"
# The record files' type (*.spiderette): a file manager opens them in Spiderette.
mkdir -p "$data/mime/packages"
cp "$here/$app_id.mime.xml" "$data/mime/packages/$app_id.xml"
update-mime-database "$data/mime" 2>/dev/null || true
update-desktop-database "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Installed Spiderette in $target (self-tested)"
echo "Menu entry: $data/applications/$app_id.desktop"
