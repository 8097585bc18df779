"""Kill a process while it saves in a tight loop: the file on disk always loads.

The child alternates between two games of different lengths, so a torn write (part old,
part new) would show as a file that fails to load or matches neither game.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.persistence import Statistics, StatisticsStore
from spiderette_qt.persistence.savegame import SaveStore

CHILD = r"""
import sys
from pathlib import Path
from spiderette_qt.engine import Game
from spiderette_qt.persistence.savegame import SaveStore
from spiderette_qt.persistence import Statistics, StatisticsStore

folder = Path(sys.argv[1])
short = Game.from_code("SD4-S1-AAAAAAB")
long = Game.from_code("SD4-S1-AAAAAAB")
for _ in range(4):
    long.deal()
games = [short, long]
saves = SaveStore(folder)
stats_store = StatisticsStore(folder)
stats = Statistics()
n = 0
while True:
    saves.save(games[n % 2])
    stats.game_started(4, f"deal-{n}")
    stats.action_made(score=500 - n % 7, moves=n % 7)
    stats_store.save(stats)
    n += 1
    if n == 3:
        print("ready", flush=True)
"""


@pytest.mark.slow
@pytest.mark.parametrize("delay", [0.0, 0.005, 0.013, 0.021, 0.037, 0.052, 0.071, 0.15])
def test_killed_while_saving_leaves_a_loadable_file(tmp_path: Path, delay: float) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    short = Game.from_code("SD4-S1-AAAAAAB")
    long = Game.from_code("SD4-S1-AAAAAAB")
    for _ in range(4):
        long.deal()
    expected = {short.to_json(), long.to_json()}

    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(delay)  # varies the instant of the kill; nothing is asserted about time
    finally:
        child.kill()  # SIGKILL on POSIX: no cleanup, no flush, like a dead battery
        child.wait(timeout=30)

    result = SaveStore(folder).load()
    assert result.problem is None, result.problem
    assert result.game is not None
    assert result.game.to_json() in expected

    stats, problem, _ = StatisticsStore(folder).load()
    assert problem is None, problem
    assert stats[4].played >= 3
    assert json.loads(stats.to_json())["format"] == "spiderette-statistics"
    assert isinstance(stats, Statistics)
    assert not list(folder.glob("*.corrupt-*"))
