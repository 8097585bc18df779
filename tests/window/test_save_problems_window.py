"""The window when the save's place holds garbage or something unreadable (issue 22, 5-6).

Garbage is set aside and the game saved, so quitting still writes the statistics and the
settings; something that cannot be read is told as what it is, in the player's language,
without the "Save This Game" button of a real conflict (that would write over it).
"""

from __future__ import annotations

import json

from spiderette_qt.persistence.background_writer import flush_all
from spiderette_qt.persistence.problems import UnreadableReason
from spiderette_qt.session.file_problems import (
    save_anyway_text,
    save_conflict_text,
    save_set_aside_text,
    save_unreadable_text,
)

NESTED = "[" * 100_000 + "]" * 100_000


def test_nested_garbage_on_disk_does_not_cost_the_game_or_the_quit(window, monkeypatch) -> None:
    save = window.session.save_store.path
    assert window.presenter.deal()
    code = window.game.code
    window.session.save_store.flush()  # the deal's save is written before the garbage
    save.write_text(NESTED, encoding="utf-8")  # another program, while the game runs
    written: list[str] = []
    monkeypatch.setattr(window.session.stats_store, "save", lambda _stats: written.append("stats"))
    monkeypatch.setattr(window.settings, "sync", lambda: written.append("settings"))
    window.save_now()  # before: RecursionError, and nothing after it was written
    flush_all()  # as the process's exit does
    assert json.loads(save.read_text(encoding="utf-8"))["game"]["code"] == code
    assert written == ["stats", "settings"]
    [kept] = save.parent.glob("savegame.corrupt-*.json")
    assert save_conflict_text() not in window.message_bar.messages()
    assert save_set_aside_text(kept) in window.message_bar.messages()  # the player is told
    assert kept.name in save_set_aside_text(kept)


def test_a_folder_where_the_save_goes_is_told_as_such(window) -> None:
    save = window.session.save_store.path
    # The start's own save first (off the GUI thread: under load it could still be queued
    # and land on the folder below, told as a failed write instead).
    window.session.save_store.flush()
    save.unlink(missing_ok=True)
    save.mkdir()
    assert window.presenter.deal()
    messages = window.message_bar.messages()
    assert save_unreadable_text(UnreadableReason.NOT_A_FILE) in messages
    assert save_conflict_text() not in messages  # before: "another window saved a newer game"
    assert window.message_bar.action_button.isHidden()  # no button that would write over it
    assert window.message_bar.action_button.text() != save_anyway_text()


def test_the_unreadable_texts_follow_the_language(window) -> None:
    from tests.window.test_language import choose

    choose(window, "de")
    try:
        assert save_unreadable_text(UnreadableReason.NOT_A_FILE).startswith("Dort, wo")
        assert save_unreadable_text(UnreadableReason.NO_PERMISSION).startswith(
            "Spiderette darf")
    finally:
        choose(window, "en")
