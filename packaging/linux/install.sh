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
#
# Exactly what it made: every file, link and folder this script creates (and the icon and
# desktop caches, where it is the first to make them) is listed in the install's
# install-manifest, which uninstall.sh reads. A ~/.local/bin/spiderette that is not ours is
# never replaced.
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

# What this run makes that was not there: one path a line, for the manifest (and a failure's
# clean-up). A previous install's manifest is carried over (its folders are ours too), but a
# failure removes only what this run made.
made=$(mktemp)
carried=$(mktemp)
note_new() {  # note_new PATH...: those of the paths that do not exist yet
  for path in "$@"; do
    if [ ! -e "$path" ] && [ ! -L "$path" ]; then printf '%s\n' "$path" >> "$made"; fi
  done
}
make_dir() {  # mkdir -p, noting every folder it creates
  missing=
  dir=$1
  while [ ! -d "$dir" ]; do
    missing="$dir
$missing"
    dir=$(dirname "$dir")
  done
  printf '%s' "$missing" | while IFS= read -r dir; do
    [ -n "$dir" ] && printf '%s\n' "$dir" >> "$made"
  done
  mkdir -p "$1"
}
drop_new() {  # remove what this run made: files first, then folders deepest first
  sort -r "$made" | while IFS= read -r path; do
    if [ -d "$path" ] && [ ! -L "$path" ]; then rmdir "$path" 2>/dev/null || true
    else rm -f "$path"; fi
  done
  rm -f "$made" "$carried"
}

# ---- stage and self-test: nothing else is touched until the copy works ----------------------
make_dir "$opt"
rm -rf "$target.new" "$target.old"
drop_stage() {
  rm -rf "$target.new"
  drop_new
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
  drop_new
  rm -rf "$backup"
  exit 1
}
trap roll_back EXIT INT TERM

if [ -d "$target" ]; then
  if [ -f "$target/install-manifest" ]; then cp "$target/install-manifest" "$carried"; fi
  mv "$target" "$target.old"
else
  note_new "$target"
fi
mv "$target.new" "$target"
make_dir "$bin"
make_dir "$data/applications"
link=$bin/spiderette
case $(readlink "$link" 2>/dev/null || true) in
  "$target"/*) ln -sf "$target/$command" "$link" ;;  # ours (an earlier install's)
  *)
    if [ -e "$link" ] || [ -L "$link" ]; then
      echo "install.sh: $link exists and is not Spiderette's: left as it is (the menu" \
           "entry does not need it; start $target/$command from a shell)" >&2
    else
      note_new "$link"
      ln -s "$target/$command" "$link"
    fi ;;
esac
for size in $sizes; do
  make_dir "$data/icons/hicolor/${size}x${size}/apps"
  note_new "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
  cp "$icons/spiderette-$size.png" "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
make_dir "$data/icons/hicolor/scalable/apps"
note_new "$data/icons/hicolor/scalable/apps/$app_id.svg"
cp "$icons/spiderette.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"
# The entry is written line by line, not through sed: a path with & or | in it went into
# sed's replacement. Exec= is quoted (the path may hold spaces), doubles a % (the desktop
# entry spec's field codes) and keeps its arguments (%f: a record file); TryExec= takes the
# plain path.
entry=$data/applications/$app_id.desktop
note_new "$entry"
program=$target/$command
exec_path=$(printf '%s' "$program" | sed 's/%/%%/g')
while IFS= read -r line; do
  case $line in
    Exec=*) printf 'Exec="%s"%s\n' "$exec_path" "$(printf '%s' "$line" | sed -n 's/^Exec=[^ ]*//p')" ;;
    TryExec=*) printf 'TryExec=%s\n' "$program" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/$app_id.desktop" > "$entry"
chmod 644 "$entry"
# The record files' type (*.spiderette): a file manager opens them in Spiderette.
make_dir "$data/mime/packages"
note_new "$data/mime/packages/$app_id.xml"
cp "$here/$app_id.mime.xml" "$data/mime/packages/$app_id.xml"
# The caches the desktop keeps of menu entries and icons: ours to remove only if we made them.
note_new "$data/applications/mimeinfo.cache" "$data/icons/hicolor/icon-theme.cache"
update-mime-database "$data/mime" 2>/dev/null || true
update-desktop-database "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
sort -u "$made" "$carried" > "$target/install-manifest"

trap - EXIT INT TERM
rm -rf "$target.old" "$backup" "$made" "$carried"
echo "Installed Spiderette in $target (self-tested)"
echo "Menu entry: $data/applications/$app_id.desktop"
