#!/bin/sh
# Spiderette's command: checks the system's GNU C library before starting the bundle.
#
# The bundle's programs need glibc @GLIBC_FLOOR@ or later; on an older system the ELF loader
# fails before Python starts, and all a player would see is "GLIBC_@GLIBC_FLOOR@ not found".
# Installed in the bundle folder as spiderette-launcher by packaging/build.py (which fills in
# the version); /usr/bin/spiderette (the .deb) and ~/.local/bin/spiderette (install.sh) are
# links to it, so it finds the bundle from its own resolved path.
need=@GLIBC_FLOOR@
here=$(dirname "$(readlink -f "$0")")
have=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc \([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p')
if [ -n "$have" ]; then
  have_major=${have%%.*} have_minor=${have#*.}
  need_major=${need%%.*} need_minor=${need#*.}
  if [ "$have_major" -lt "$need_major" ] ||
     { [ "$have_major" -eq "$need_major" ] && [ "$have_minor" -lt "$need_minor" ]; }; then
    echo "Spiderette needs @SYSTEMS@ or newer (GNU C library $need or later);" \
         "this system has $have." >&2
    exit 1
  fi
fi
exec "$here/Spiderette" "$@"
