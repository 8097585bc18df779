"""The app starts whatever damage it finds in its files, tells the player, and keeps the file.

Each case writes a damaged savegame.json and/or statistics.json into the data directory
(the test's own XDG_DATA_HOME), then builds the real MainWindow with resume=True, as
app.main does. The window must come up with a fresh game on the table, a message in the
status bar naming the file that was moved aside, the damaged bytes kept unchanged beside
the new file under a timestamped name, and fresh valid files written in their place.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from spiderette_qt.engine import Game
from spiderette_qt.persistence import SaveStore, Statistics, StatisticsStore
from spiderette_qt.persistence.background_writer import flush_all
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.window.main_window import MainWindow
from tests.window.winning_line import nearly_won_game

SAVE_QUARANTINE = re.compile(r"^savegame\.corrupt-\d{8}-\d{6}(-\d+)?\.json$")
STATS_QUARANTINE = re.compile(r"^statistics\.corrupt-\d{8}-\d{6}(-\d+)?\.json$")


def shown(window) -> str:
    """What the window tells about its files: the message bar above the table (issue 13)."""
    bar = window.message_bar
    return " ".join(bar.messages()) if not bar.isHidden() else ""


def played_game() -> Game:
    """A two-suit game with a deal and a move in its history (the base of many damages)."""
    game = Game.new(2, 77)
    game.deal()
    move = game.legal_moves()[0]
    game.move(move.source, move.count, move.target)
    return game


def edited_save(change: Callable[[dict], None]) -> bytes:
    data = json.loads(played_game().to_json())
    change(data)
    return json.dumps(data).encode()


def played_statistics() -> Statistics:
    stats = Statistics()
    stats.game_started(1, "SD1-S1-AAAAAAB")
    stats.action_made(480, 20)
    stats.game_won(600, 90)
    return stats


def edited_stats(change: Callable[[dict], None]) -> bytes:
    data = json.loads(played_statistics().to_json())
    change(data)
    return json.dumps(data).encode()


def _swap_first_two_cards(data: dict) -> None:
    data["deck"][0], data["deck"][1] = data["deck"][1], data["deck"][0]


def _duplicate_card_id(data: dict) -> None:
    data["state"]["columns"][0]["visible"] = data["state"]["columns"][1]["visible"]


def _set(path: list[str | int], value: object) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


VALID_SAVE = played_game().to_json().encode()
VALID_STATS = played_statistics().to_json().encode()

BAD_SAVES: dict[str, bytes] = {
    "empty": b"",
    "truncated": VALID_SAVE[: len(VALID_SAVE) // 2],
    "last byte missing": VALID_SAVE[:-1],
    "garbage bytes": bytes(range(256)) * 4,
    "nul bytes": b"\0" * 512,
    "not utf-8": b'{"format": "spiderette-game", "code": "\xff\xfe"}',
    "a json list": b"[1, 2, 3]",
    "json null": b"null",
    "another program's json": b'{"hello": "world"}',
    "wrong version": edited_save(_set(["version"], 99)),
    "version as text": edited_save(_set(["version"], "1")),
    "wrong suit count": edited_save(_set(["suits"], 3)),
    "deck not matching its code": edited_save(_swap_first_two_cards),
    "a card in two places": edited_save(_duplicate_card_id),
    "negative moves": edited_save(_set(["state", "moves"], -4)),
    "score as NaN": VALID_SAVE.replace(b'"score":498', b'"score":NaN'),
    "history that does not lead to the state": edited_save(
        _set(["undo", 1, "action"], {"move": [6, 1, 0]})),
    "nested ten thousand deep": b"[" * 10000 + b"]" * 10000,
}

BAD_STATS: dict[str, bytes] = {
    "empty": b"",
    "truncated": VALID_STATS[: len(VALID_STATS) // 3],
    "garbage bytes": bytes(range(255, -1, -1)) * 3,
    "not utf-8": b"\xc3\x28\xa0\xa1",
    "a json number": b"42",
    "wrong format": edited_stats(_set(["format"], "someone-else")),
    "wrong version": edited_stats(_set(["version"], 99)),
    "more won than played": edited_stats(_set(["games", "spiderette", "1", "won"], 5)),
    "negative played": edited_stats(_set(["games", "spiderette", "1", "played"], -1)),
    "true as a count": edited_stats(_set(["games", "spiderette", "2", "played"], True)),
    "a suit count missing": edited_stats(lambda data: data["games"]["spiderette"].pop("4")),
    "Infinity as best score": VALID_STATS.replace(b'"best_score": 600', b'"best_score": Infinity'),
    "current game of 3 suits": edited_stats(
        _set(["current"], {"suits": 3, "deal_id": "x", "counted": False, "finished": False,
                           "score": None, "moves": None})),
    "nested ten thousand deep": b"{\"a\":" * 10000 + b"1" + b"}" * 10000,
}


def test_the_damages_are_really_damages() -> None:
    """Guard for the cases above: every one of them is refused by the loaders."""
    assert Game.from_json(VALID_SAVE.decode()).moves == 2
    for name, raw in BAD_SAVES.items():
        with pytest.raises(ValueError):
            Game.from_json(raw.decode("utf-8"))
            pytest.fail(f"save case {name!r} was accepted")
    Statistics.from_json(VALID_STATS.decode())
    for name, raw in BAD_STATS.items():
        with pytest.raises(ValueError):
            Statistics.from_json(raw.decode("utf-8"))
            pytest.fail(f"statistics case {name!r} was accepted")


def open_app(qtbot, settings_path: Path) -> MainWindow:
    """The window as app.main builds it: its own presenter and stores, resume=True."""
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, resume=True)
    qtbot.addWidget(window)
    window.show()
    durations.set_speed("off")
    return window


def quarantined(pattern: re.Pattern[str]) -> list[Path]:
    return sorted(p for p in data_dir().iterdir() if pattern.match(p.name))


def place(name: str, raw: bytes) -> Path:
    path = data_dir() / name
    path.write_bytes(raw)
    return path


def assert_fresh_game_is_playable(window: MainWindow) -> None:
    game = window.game
    assert game is not None
    assert game.moves == 0 and not game.can_undo and not game.is_won
    # The new game is really on the table and answers to the player.
    assert window.presenter.deal()
    assert window.game.moves == 1


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_a_damaged_save_is_moved_aside_and_a_new_game_starts(qtbot, settings_path, kind):
    raw = BAD_SAVES[kind]
    place("savegame.json", raw)
    window = open_app(qtbot, settings_path)

    kept = quarantined(SAVE_QUARANTINE)
    assert len(kept) == 1, f"{kind}: the damaged save must be kept under a timestamped name"
    assert kept[0].read_bytes() == raw, "the damaged file is kept exactly as it was"
    message = shown(window)
    assert kept[0].name in message, f"the player is told, with the kept file's name: {message!r}"
    game_on_table = window.game
    assert game_on_table.moves == 0
    # A fresh, valid save of the new game replaced the damaged one (just after the first
    # frame: the start does not wait for the disk before it shows the window).
    qtbot.waitUntil(lambda: SaveStore().load().game is not None, timeout=3000)
    assert SaveStore().load().game.to_json() == game_on_table.to_json()
    assert_fresh_game_is_playable(window)
    assert quarantined(STATS_QUARANTINE) == []


@pytest.mark.parametrize("kind", list(BAD_STATS))
def test_damaged_statistics_are_moved_aside_and_start_from_zero(qtbot, settings_path, kind):
    raw = BAD_STATS[kind]
    place("statistics.json", raw)
    window = open_app(qtbot, settings_path)

    kept = quarantined(STATS_QUARANTINE)
    assert len(kept) == 1
    assert kept[0].read_bytes() == raw
    message = shown(window)
    assert kept[0].name in message, message
    assert all(window.session.statistics.for_suits(s).played == 0 for s in (1, 2, 4))
    assert_fresh_game_is_playable(window)
    # The first action counts the new game, and a valid statistics file is back on disk.
    stats, problem, _ = StatisticsStore().load()
    assert problem is None
    assert stats.for_suits(window.game.suits).played == 1


def test_damaged_save_and_statistics_together(qtbot, settings_path):
    place("savegame.json", BAD_SAVES["truncated"])
    place("statistics.json", BAD_STATS["garbage bytes"])
    window = open_app(qtbot, settings_path)
    message = shown(window)
    (save_kept,) = quarantined(SAVE_QUARANTINE)
    (stats_kept,) = quarantined(STATS_QUARANTINE)
    assert save_kept.name in message and stats_kept.name in message
    assert_fresh_game_is_playable(window)


def test_the_player_is_told_once_and_the_new_game_resumes(qtbot, settings_path):
    place("savegame.json", BAD_SAVES["garbage bytes"])
    first = open_app(qtbot, settings_path)
    assert shown(first)
    first.presenter.deal()
    code, table = first.game.code, first.game.table()
    first.close()

    second = open_app(qtbot, settings_path)
    assert shown(second) == "", "told once, not at every start"
    assert second.game.code == code and second.game.table() == table
    assert len(quarantined(SAVE_QUARANTINE)) == 1


def test_two_damaged_saves_in_the_same_second_are_both_kept(qtbot, settings_path):
    place("savegame.json", b"first damage")
    first = open_app(qtbot, settings_path)
    first.close()
    flush_all()  # its quit's saves are on disk (the process's exit waits for them too)
    place("savegame.json", b"second damage")
    open_app(qtbot, settings_path)
    kept = {p.read_bytes() for p in quarantined(SAVE_QUARANTINE)}
    assert kept == {b"first damage", b"second damage"}


def test_a_won_save_is_not_resumed_and_is_no_problem(qtbot, settings_path):
    game, last = nearly_won_game()
    game.move(*last)
    assert game.is_won
    place("savegame.json", game.to_json().encode())
    window = open_app(qtbot, settings_path)
    assert shown(window) == ""
    assert window.game.moves == 0 and not window.game.is_won
    assert quarantined(SAVE_QUARANTINE) == []


def test_a_directory_in_place_of_the_save_does_not_crash(qtbot, settings_path):
    """Not a damaged file but an unreadable path: the app starts, says so, and plays."""
    (data_dir() / "savegame.json").mkdir()
    window = open_app(qtbot, settings_path)
    assert shown(window)
    assert window.game.moves == 0
    assert window.presenter.deal()  # saving fails, is reported, and nothing raises
    assert shown(window)
    assert (data_dir() / "savegame.json").is_dir()


def test_a_kill_between_the_two_writes_still_counts_the_game(qtbot, settings_path):
    """The window saves the game, then the statistics: a kill between the two writes leaves
    a save with one action and statistics in which that game is not yet played. The resumed
    game has been played, so it must be counted; abandoning it then counts it as lost."""
    game = Game.new(2, 5)
    game.deal()
    place("savegame.json", game.to_json().encode())
    stats = Statistics()
    stats.game_started(2, game.code)  # shown, not yet counted: the write that was cut off
    place("statistics.json", stats.to_json().encode())

    window = open_app(qtbot, settings_path)
    assert window.game.to_json() == game.to_json()
    assert window.session.statistics.for_suits(2).played == 1
    window.session.start_game(Game.new(2))
    figures = window.session.statistics.for_suits(2)
    assert (figures.played, figures.lost, [r.won for r in figures.recent]) == (1, 1, [False])


def test_the_problems_are_told_in_the_players_language(qtbot, settings_path):
    """Persistence names the problem; the window words it in the language in use."""
    from spiderette_qt.i18n.translator import install_language

    place("savegame.json", BAD_SAVES["truncated"])
    place("statistics.json", BAD_STATS["garbage bytes"])
    try:
        assert install_language("sv") == "sv"
        window = open_app(qtbot, settings_path)
    finally:
        install_language("en")
    message = shown(window)
    (save_kept,) = quarantined(SAVE_QUARANTINE)
    (stats_kept,) = quarantined(STATS_QUARANTINE)
    assert "Det sparade spelet var skadat, så ett nytt spel startades." in message
    assert f"Den skadade filen sparades som {save_kept.name}." in message
    assert "Statistikfilen var skadad, så statistiken börjar om från noll." in message
    assert f"Den gamla filen sparades som {stats_kept.name}." in message
    assert "damaged" not in message


@pytest.mark.parametrize("language", ["sv", "de", "tr", "da"])
def test_every_file_problem_has_its_own_translation(qapp, language):
    from spiderette_qt.i18n.translator import install_language
    from spiderette_qt.persistence import ProblemKind
    from spiderette_qt.session.file_problems import file_problem_text

    kept = Path("savegame.corrupt-20260101-120000.json")
    try:
        install_language(language)
        texts = {
            (kind, moved): file_problem_text(kind, moved)
            for kind in ProblemKind
            for moved in (None, kept)
        }
    finally:
        install_language("en")
    for (kind, moved), text in texts.items():
        english = kind.english(moved)
        assert text != english, f"{language}: {kind} is not translated"
        assert file_problem_text(kind, moved) == english  # and English again without one
        assert (kept.name in text) == (moved is not None)
    assert len(set(texts.values())) == len(texts)


@pytest.mark.parametrize("shown_at_once", [True, False])
def test_the_start_saves_its_new_game_after_the_first_frame_not_before(
        qtbot, settings_path, shown_at_once):
    # Issue 13: four fsyncs before the first frame were 10-25 ms of the launch. The deal is
    # on disk once the window has painted; a window that never paints saves a moment later.
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings, resume=True)
    qtbot.addWidget(window)
    assert SaveStore().load().game is None  # nothing written before the window could show
    if shown_at_once:
        window.show()
    qtbot.waitUntil(lambda: SaveStore().load().game is not None, timeout=3000)
    assert SaveStore().load().game.to_json() == window.game.to_json()
