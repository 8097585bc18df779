#!/bin/sh
# Remove what packaging/linux/install.sh installed for the current user. The saved game,
# statistics and settings stay (~/.local/share/Spiderette, ~/.config/Spiderette); delete
# those by hand to forget everything.
set -eu

app_id=io.github.spiderette.Spiderette
data=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/Spiderette

rm -rf "$target"
link=$HOME/.local/bin/spiderette
if [ -L "$link" ]; then rm -f "$link"; fi
rm -f "$data/applications/$app_id.desktop"
for size in 16 24 32 48 64 128 256 512; do
  rm -f "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
rm -f "$data/icons/hicolor/scalable/apps/$app_id.svg"
rm -f "$data/mime/packages/$app_id.xml"
update-mime-database "$data/mime" 2>/dev/null || true
update-desktop-database "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Removed Spiderette from $target and its menu entry"
