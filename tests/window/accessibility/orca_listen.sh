#!/bin/bash
# Listen to what Orca says while the game is played by keys (issue 14's method).
# Needs: orca speech-dispatcher at-spi2-core dbus-x11 openbox xvfb xdotool (Debian).
# Usage: [ORCA=/path/to/orca] [ORCA_AFTER=1] tests/window/accessibility/orca_listen.sh OUTDIR
#        [removal|nearly-won|spider] [keys...]
#   keys: xdotool key names, "say:TEXT" to mark the transcript, "wait:SECONDS",
#   "orca:restart" to quit Orca and start it again (the game keeps running).
#   ORCA_AFTER=1 starts Orca after the game (issue 22: the game must follow it).
#   GAME_A11Y_ENV: the game's accessibility variables (default QT_ACCESSIBILITY=1
#   QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1; "QT_ACCESSIBILITY=1" lets Qt wait for Orca, as on a
#   desktop). GAME_SCRIPT: the game script in tests/window/accessibility (default orca_table.py).
#   PYTHON: the game's Python (default .venv/bin/python); orca_listen_root.sh runs this in a
#   Debian root with its own Orca (trixie: Orca 48.1).
# Every utterance Orca sends lands in OUTDIR/spoken.txt (speech-dispatcher's generic
# module echoes it); the markers show which key it followed.
set -u
OUT=$(realpath "$1"); MODE=${2:-removal}; shift 2
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
mkdir -p "$OUT/xdg-config/speech-dispatcher/modules" "$OUT/xdg-data" "$OUT/home"
: > "$OUT/spoken.txt"
cat > "$OUT/xdg-config/speech-dispatcher/speechd.conf" <<CONF
AddModule "generic" "sd_generic" "generic.conf"
DefaultModule generic
AudioOutputMethod "libao"
LanguageDefaultModule "en" "generic"
CONF
cat > "$OUT/xdg-config/speech-dispatcher/modules/generic.conf" <<CONF
GenericExecuteSynth "echo '\$DATA' >> $OUT/spoken.txt"
GenericCmdDependency "echo"
AddVoice "en" "MALE1" "en"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "c" "en" "utf-8"
CONF
export HOME="$OUT/home" XDG_DATA_HOME="$OUT/xdg-data" XDG_CONFIG_HOME="$OUT/xdg-config"
export XDG_RUNTIME_DIR="$OUT/run"; mkdir -p -m 700 "$XDG_RUNTIME_DIR"
DISP=:$((90 + RANDOM % 100))
Xvfb $DISP -screen 0 1366x768x24 >/dev/null 2>&1 & XPID=$!
sleep 1
export DISPLAY=$DISP
dbus-run-session -- bash -c '
  openbox >/dev/null 2>&1 & WM=$!
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & BUS=$!
  sleep 1
  start_orca() {
    ${ORCA:-orca} --replace --debug-file="'"$OUT"'/orca-debug.txt" >>"'"$OUT"'/orca.log" 2>&1 &
    ORCA_PID=$!
  }
  start_game() {
    echo "=== start-up" >> "'"$OUT"'/spoken.txt"
    env ${GAME_A11Y_ENV-QT_ACCESSIBILITY=1 QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1} "'"$PY"'" "'"$ROOT"'/tests/window/accessibility/${GAME_SCRIPT:-orca_table.py}" "'"$OUT"'/settings.ini" "'"$MODE"'" >"'"$OUT"'/game.log" 2>&1 &
    GAME=$!
  }
  if [ "'"${ORCA_AFTER:-0}"'" = 1 ]; then
    start_game; sleep 6
    echo "=== orca starts" >> "'"$OUT"'/spoken.txt"
    start_orca; sleep 6
  else
    start_orca; sleep 4
    start_game; sleep 6
  fi
  for k in "$@"; do
    case "$k" in
      say:*) echo "=== ${k#say:}" >> "'"$OUT"'/spoken.txt" ;;
      wait:*) sleep "${k#wait:}" ;;
      orca:restart) kill $ORCA_PID; wait $ORCA_PID 2>/dev/null; sleep 1
                    echo "=== orca restarts" >> "'"$OUT"'/spoken.txt"; start_orca; sleep 6 ;;
      *) xdotool keydown "$k"; sleep 0.1; xdotool keyup "$k"; sleep 2.5 ;;
    esac
  done
  sleep 2
  kill $GAME; sleep 0.5; kill $ORCA_PID $BUS $WM 2>/dev/null
' _ "$@"
SPD="$XDG_RUNTIME_DIR/speech-dispatcher/pid/speech-dispatcher.pid"
[ -f "$SPD" ] && kill "$(cat "$SPD")" 2>/dev/null
kill $XPID 2>/dev/null
exit 0
