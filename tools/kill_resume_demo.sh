#!/usr/bin/env bash
# Kill the real app with SIGKILL mid-game, start it again, and compare screenshots.
#
# Runs Spiderette under its own Xvfb display with a throw-away XDG_DATA_HOME/XDG_CONFIG_HOME,
# and for each round: starts the app (it resumes the saved game), screenshots it, compares the
# table with the screenshot taken just before the previous kill, plays a few clicks with
# xdotool (double-clicks on the columns, a click on the stock), lets the animations settle,
# screenshots, and kill -9s the app. A round whose table differs is reported (the
# screenshots stay in the output directory to be looked at).
#
# Usage: tools/kill_resume_demo.sh [ROUNDS] [OUTPUT_DIR]   (needs Xvfb, xdotool, ImageMagick)
set -euo pipefail

ROUNDS=${1:-5}
OUT=${2:-$(mktemp -d /tmp/spiderette-kill-demo.XXXXXX)}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-:71}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}  # README's virtualenv; set PYTHON to use another

mkdir -p "$OUT/data" "$OUT/config" "$OUT/runtime"
chmod 700 "$OUT/runtime"
export DISPLAY=$DISPLAY_NUMBER XDG_DATA_HOME=$OUT/data XDG_CONFIG_HOME=$OUT/config
export XDG_RUNTIME_DIR=$OUT/runtime

Xvfb "$DISPLAY" -screen 0 1280x800x24 >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
APP_PID=
cleanup() {
    [[ -n $APP_PID ]] && kill "$APP_PID" 2>/dev/null || true
    kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT
sleep 1

# The window is compared from the menu bar down to the score panel: nothing there may differ.
# The status bar's message line below it is left out: it announces the last action for a
# few seconds, and a restarted app has nothing to announce.
table_diff() {
    compare -metric AE -crop 1024x698+0+0 "$1" "$2" null: 2>&1 || true
}

COLUMNS_X=(113 227 341 455 569 683 797)
failures=0
for ((round = 1; round <= ROUNDS; round++)); do
    (cd "$ROOT" && exec "$PYTHON" -m spiderette_qt >>"$OUT/app.log" 2>&1) &
    APP_PID=$!
    sleep 3
    xdotool mousemove 1200 780  # the pointer away from the cards: no hover differences
    import -window root "$OUT/round$round-resumed.png"
    if ((round > 1)); then
        diff=$(table_diff "$OUT/round$((round - 1))-killed.png" "$OUT/round$round-resumed.png")
        same_file=$(sha256sum <"$XDG_DATA_HOME/Spiderette/savegame.json")
        [[ $same_file == "$killed_file" ]] && same_file=yes || same_file=NO
        echo "round $round: pixels differing from the screen before the kill: $diff;" \
            "save file unchanged by the restart: $same_file"
        [[ $diff == 0 ]] || failures=$((failures + 1))
    fi
    for ((click = 0; click < 4; click++)); do
        x=${COLUMNS_X[RANDOM % 7]}
        y=$((140 + RANDOM % 260))
        xdotool mousemove "$x" "$y" click --repeat 2 --delay 80 1
        sleep 0.6
    done
    if ((round % 2 == 0)); then
        xdotool mousemove 910 180 click 1  # deal from the stock
        sleep 1.2
    fi
    xdotool mousemove 1200 780
    sleep 4.0  # a refused double-click shows its rule for 3.5 s; it is not part of the game
    import -window root "$OUT/round$round-killed.png"
    kill -9 "$APP_PID"
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=
    killed_file=$(sha256sum <"$XDG_DATA_HOME/Spiderette/savegame.json")
    python3 - "$XDG_DATA_HOME/Spiderette/savegame.json" <<'EOF'
import json, sys
state = json.load(open(sys.argv[1]))["state"]
print(f"  killed with score {state['score']}, moves {state['moves']} on disk")
EOF
done
ls "$XDG_DATA_HOME/Spiderette"
echo "screenshots in $OUT; rounds with a different table: $failures"
exit $((failures > 0))
