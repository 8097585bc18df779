#!/bin/sh
# Remove what packaging/linux/install.sh installed for the current user: exactly the files,
# links and folders its install-manifest lists (folders only once empty, a link only while it
# still points at the install). The saved game, statistics and settings stay
# (~/.local/share/Spiderette, ~/.config/Spiderette); delete those by hand to forget everything.
set -eu

app_id=io.github.spiderette.Spiderette
data=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/Spiderette
manifest=$target/install-manifest
link=$HOME/.local/bin/spiderette

remove() {  # remove PATH: a file, or our link; folders wait until they are empty
  path=$1
  if [ "$path" = "$link" ]; then
    case $(readlink "$link" 2>/dev/null || true) in
      "$target"/*) rm -f "$link" ;;
    esac
  elif [ -d "$path" ] && [ ! -L "$path" ]; then
    :
  else
    rm -f "$path"
  fi
}

if [ -f "$manifest" ]; then
  listed=$(mktemp)
  sort -r "$manifest" > "$listed"
  while IFS= read -r path; do
    case $path in "$target"|"$target"/*) ;; *) remove "$path" ;; esac
  done < "$listed"
  rm -rf "$target"
  # The MIME database update-mime-database generated: ours to drop when install.sh made its
  # folder and our type was the only one in it; else brought up to date without our type.
  if grep -qxF "$data/mime" "$listed" && [ -z "$(ls -A "$data/mime/packages" 2>/dev/null)" ]; then
    rm -rf "$data/mime"
  elif [ -d "$data/mime" ]; then
    update-mime-database "$data/mime" 2>/dev/null || true
  fi
  while IFS= read -r path; do  # deepest first: a folder empties before its parent
    if [ -d "$path" ] && [ ! -L "$path" ]; then rmdir "$path" 2>/dev/null || true; fi
  done < "$listed"
  rm -f "$listed"
else  # an install from before the manifest: what it is known to have put there
  rm -rf "$target"
  case $(readlink "$link" 2>/dev/null || true) in "$target"/*) rm -f "$link" ;; esac
  rm -f "$data/applications/$app_id.desktop"
  for size in 16 24 32 48 64 128 256 512; do
    rm -f "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
  done
  rm -f "$data/icons/hicolor/scalable/apps/$app_id.svg"
  rm -f "$data/mime/packages/$app_id.xml"
  update-mime-database "$data/mime" 2>/dev/null || true
fi
# Caches that other applications share: brought up to date without our files.
if [ -d "$data/applications" ]; then
  update-desktop-database "$data/applications" 2>/dev/null || true
fi
if [ -f "$data/icons/hicolor/icon-theme.cache" ]; then
  gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
fi
echo "Removed Spiderette from $target and its menu entry"
