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
# shell. No AppStream metainfo: software centres read only /usr/share/metainfo, so a
# per-user install has no entry there (the .deb has one).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bundle=${1:-$repo/dist/Spiderette}
app_id=io.github.spiderette.Spiderette
data=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/Spiderette
bin=$HOME/.local/bin

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

mkdir -p "$HOME/.local/opt" "$bin" "$data/applications"
rm -rf "$target.new"
cp -R "$bundle" "$target.new"
rm -rf "$target"
mv "$target.new" "$target"
ln -sf "$target/Spiderette" "$bin/spiderette"

for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$icons/spiderette-$size.png" "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
mkdir -p "$data/icons/hicolor/scalable/apps"
cp "$icons/spiderette.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"

# Exec= is quoted (the path may hold spaces); TryExec= takes the plain path.
sed -e "s|^Exec=.*|Exec=\"$target/Spiderette\"|" \
    -e "s|^TryExec=.*|TryExec=$target/Spiderette|" \
    "$here/$app_id.desktop" > "$data/applications/$app_id.desktop"
chmod 644 "$data/applications/$app_id.desktop"

update-desktop-database "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true

echo "Installed Spiderette in $target"
echo "Menu entry: $data/applications/$app_id.desktop"
"$target/Spiderette" --self-test || {
  echo "install.sh: the installed copy failed its self-test (see above)" >&2
  exit 1
}
