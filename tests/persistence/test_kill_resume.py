"""Kill the real app with SIGKILL mid-game, start it again: the game must be exactly as it was.

Each round starts kill_resume_driver.py (the real MainWindow with resume=True, saving after
every action through presenter.table_game.actionPlayed), checks that what it resumed equals the last
state the previous, killed process reported (the whole engine save with its history, the
table, score, moves, undo/redo availability and the statistics), undoes once and compares
with what the engine gives for undo on that last state, plays a few more actions, and is
killed. The driver prints a state only after the window has saved it, so "the last line
printed" is "the last action done", except in the free-running round where the kill may
fall between a save and its line: there the resumed game may also be one action further.
"""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.persistence.statistics import Statistics

DRIVER = Path(__file__).with_name("kill_resume_driver.py")
ROOT = Path(__file__).resolve().parents[2]
LINE_TIMEOUT = 20.0

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

State = dict[str, Any]


class AppProcess:
    """One driver process: commands in, one JSON state line out per command."""

    def __init__(self, tmp: Path, speed: str, seed: int, suits: int = 2, *,
                 flush: bool = True) -> None:
        env = dict(os.environ)
        if not flush:  # report each action at once, not after the writer wrote it
            env["KILL_DRIVER_NO_FLUSH"] = "1"
        env.update(
            XDG_DATA_HOME=str(tmp / "data"),
            XDG_CONFIG_HOME=str(tmp / "config"),
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        )
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(tmp / "settings.ini"), speed, str(seed), str(suits)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=str(ROOT),
        )
        self.lines: queue.Queue[bytes] = queue.Queue()
        # A thread reads stdout so that a read can time out instead of hanging the suite.
        self.reader = threading.Thread(target=self._pump, daemon=True)
        self.reader.start()

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(b"")

    def read(self) -> State:
        try:
            line = self.lines.get(timeout=LINE_TIMEOUT)
        except queue.Empty:
            self.proc.kill()
            raise AssertionError("the driver did not answer in time") from None
        assert line, f"the driver ended unexpectedly (exit code {self.proc.poll()})"
        return json.loads(line)

    def send(self, command: str) -> State:
        self.send_only(command)
        return self.read()

    def send_only(self, command: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command.encode() + b"\n")
        self.proc.stdin.flush()

    def kill(self) -> list[State]:
        """SIGKILL (no chance to save on quit); return the lines it printed but we did not read."""
        self.proc.send_signal(signal.SIGKILL)
        assert self.proc.wait(timeout=LINE_TIMEOUT) == -signal.SIGKILL
        self.reader.join(timeout=LINE_TIMEOUT)
        rest = []
        while True:
            line = self.lines.get_nowait()
            if not line:
                break
            rest.append(json.loads(line))
        return rest


def game_of(state: State) -> Game:
    return Game.from_json(state["json"])


def assert_same_game(resumed: State, before: State) -> None:
    """Exactly the same game: table, score, moves, undo/redo, and the whole history."""
    assert resumed["table"] == before["table"]
    assert resumed["score"] == before["score"]
    assert resumed["moves"] == before["moves"]
    assert resumed["can_undo"] == before["can_undo"]
    assert resumed["can_redo"] == before["can_redo"]
    assert resumed["json"] == before["json"]  # the undo/redo history included
    assert game_of(resumed).table() == game_of(before).table()


def expected_undo(state: State) -> Game:
    """What undo would have given in the killed process, computed by the engine."""
    game = game_of(state)
    game.undo()
    return game


def successors(state: State) -> list[str]:
    """The saves one action after `state` (every legal move, a deal, an undo, a redo)."""
    result = []
    actions: list[Any] = [lambda g, m=m: g.move(m.source, m.count, m.target)
                          for m in game_of(state).legal_moves()]
    actions += [lambda g: g.deal(), lambda g: g.undo(), lambda g: g.redo()]
    for action in actions:
        game = game_of(state)
        try:
            action(game)
        except ValueError:  # IllegalMove: that action was not possible there
            continue
        result.append(game.to_json())
    return result


def stats_of(state: State) -> Statistics:
    return Statistics.from_json(state["stats"])


def check_resumed(app: AppProcess, before: State | None) -> State:
    """Read the start-up line and check it against the state before the kill; undo once."""
    resumed = app.read()
    assert resumed["message"] == "", "a clean save must not be reported as a problem"
    if before is None:
        assert resumed["moves"] == 0
        return resumed
    assert_same_game(resumed, before)
    # The statistics came back too, and the resumed game was not counted a second time.
    assert resumed["stats"] == before["stats"]
    if not resumed["can_undo"]:
        return resumed
    undone = app.send("undo")
    assert undone["label"] == "undo"
    wanted = expected_undo(before)
    assert undone["json"] == wanted.to_json()
    assert game_of(undone).table() == wanted.table()
    assert (undone["score"], undone["moves"]) == (wanted.score, wanted.moves)
    assert undone["can_redo"]
    return undone


def play(app: AppProcess, count: int) -> State:
    state: State = {}
    for _ in range(count):
        state = app.send("next")
        assert state["label"] not in ("stuck", "won"), state["label"]
    return state


def test_sigkill_mid_game_always_resumes_exactly(tmp_path: Path) -> None:
    rng = random.Random(20261129)
    before: State | None = None
    # (actions before the kill, animation speed): fixed small counts, random ones, and a
    # kill at normal speed right after an action, while its animation is still running.
    rounds = [(1, "off"), (3, "off"), (rng.randint(2, 12), "off"), (rng.randint(2, 12), "off"),
              (2, "normal"), (rng.randint(1, 8), "normal")]
    for number, (count, speed) in enumerate(rounds):
        app = AppProcess(tmp_path, speed, seed=number)
        check_resumed(app, before)
        last = play(app, count)
        if speed == "normal":
            assert not last["idle"], "the kill should fall while the cards are still moving"
        assert last["moves"] >= 1
        assert app.kill() == []  # lockstep: nothing was printed after the line we read
        before = last
    assert before is not None
    played = stats_of(before).for_suits(2).played
    assert played == 1, "one game, killed and resumed six times, is played once"
    assert list((tmp_path / "data" / "Spiderette").glob("*corrupt*")) == []


def test_sigkill_at_a_random_instant_of_free_play(tmp_path: Path) -> None:
    """Actions back to back, killed whenever: the save is the last action or the one after."""
    rng = random.Random(7)
    before: State | None = None
    for number in range(3):
        app = AppProcess(tmp_path, "fast", seed=100 + number)
        resumed = app.read()
        if before is not None:
            candidates = [before["json"], *successors(before)]
            assert resumed["json"] in candidates
            assert resumed["message"] == ""
        app.send_only("auto 400")
        seen = [app.read() for _ in range(rng.randint(3, 25))]
        seen += app.kill()
        before = seen[-1]


def test_statistics_across_kills(tmp_path: Path) -> None:
    """A resumed unfinished game is not counted again; replacing it counts it lost once."""
    app = AppProcess(tmp_path, "off", seed=1)
    check_resumed(app, None)
    played = play(app, 3)
    assert stats_of(played).for_suits(2).played == 1
    app.kill()

    app = AppProcess(tmp_path, "off", seed=2)
    resumed = app.read()
    assert_same_game(resumed, played)
    stats = stats_of(resumed).for_suits(2)
    assert (stats.played, stats.won, len(stats.recent)) == (1, 0, 0)
    assert stats_of(resumed).current_counted
    fresh = app.send("newgame")
    stats = stats_of(fresh).for_suits(2)
    assert (stats.played, stats.won, stats.lost) == (1, 0, 1)
    assert [r.won for r in stats.recent] == [False]
    assert stats.recent[0].moves == played["moves"]
    assert not stats_of(fresh).current_counted
    app.kill()

    app = AppProcess(tmp_path, "off", seed=3)
    again = app.read()
    assert_same_game(again, fresh)
    assert again["stats"] == fresh["stats"], "the lost game is counted once, not at each start"
    after = app.send("next")
    stats = stats_of(after).for_suits(2)
    # The second game is on the table, played: counted as played, not as lost (issue 13).
    assert (stats.played, stats.lost, len(stats.recent)) == (2, 1, 1)
    app.kill()

    app = AppProcess(tmp_path, "off", seed=4)
    last = app.read()
    assert last["stats"] == after["stats"]
    app.send_only("quit")
    assert app.proc.wait(timeout=LINE_TIMEOUT) == 0


def test_a_kill_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    """The driver reports each action at once, while its save may still be on the writer
    thread: a kill then loses at most that last action (each save waits for the one before
    it), never an earlier one, and the file always loads."""
    before: list[State] = []
    for number in range(4):
        app = AppProcess(tmp_path, "off", seed=200 + number, flush=False)
        resumed = app.read()
        if before:
            assert resumed["json"] in (before[-1]["json"], before[-2]["json"])
            assert resumed["message"] == ""
        before = [resumed] + [app.send("next") for _ in range(3 + number)]
        assert app.kill() == []
