"""A game code on the command line (issue 11): that deal opens, asking first when a game is
in progress; a bad code gets the Play a Game Code dialog's words and the app goes on."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spiderette_qt.app.start import _game_code_argument
from spiderette_qt.window.dialogs.code_dialog import code_problem
from tests.window.test_confirmation import FakeBox


def test_the_code_is_the_first_word_that_is_not_an_option():
    assert _game_code_argument(["--fullscreen", "SP2-S1-AAAAABD"]) == "SP2-S1-AAAAABD"
    assert _game_code_argument([]) is None
    assert _game_code_argument(["-x"]) is None


def test_a_code_opens_its_deal_without_asking_on_a_fresh_table(window, monkeypatch):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.No)
    # (An SD code: the Spider table itself comes with the family-ui branch.)
    window.choices.open_code_argument(" sd4-s1-aaaaabd ")
    assert box.calls == 0
    assert window.game.code == "SD4-S1-AAAAABD" and window.game.variant.key == "spiderette"


def test_a_game_in_progress_is_asked_about_first(window, monkeypatch):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.No)
    window.presenter.deal()
    game = window.game
    window.choices.open_code_argument("SD2-S1-AAAAABD")
    assert box.calls == 1 and window.game is game
    box.answer = QMessageBox.StandardButton.Yes
    window.choices.open_code_argument("SD2-S1-AAAAABD")
    assert window.game.code == "SD2-S1-AAAAABD"


def test_a_bad_code_is_told_like_the_dialog_tells_it_and_the_game_stays(window, monkeypatch):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    game = window.game
    window.choices.open_code_argument("SD3-S1-AAAAAAA")
    assert window.game is game and box.calls == 0
    assert window.message_bar.isVisible()
    assert window.message_bar.messages() == [code_problem("SD3-S1-AAAAAAA")]


def test_a_path_is_a_record_file_and_a_code_is_a_code(tmp_path, monkeypatch):
    from spiderette_qt.app.start import _handed_argument, is_record_path

    assert not is_record_path("SP2-S1-AAAAABD")
    assert is_record_path("a game.spiderette") and is_record_path("./x") and \
        is_record_path("notes.txt")
    monkeypatch.chdir(tmp_path)
    assert _handed_argument("a game.spiderette") == [str(tmp_path / "a game.spiderette")]
    assert _handed_argument("SD2-S1-AAAAABD") == ["SD2-S1-AAAAABD"]
    assert _handed_argument(None) == []


def test_a_file_that_is_no_record_gets_the_bad_record_message(window, tmp_path, monkeypatch):
    from spiderette_qt.app.start import _open_argument

    notes = tmp_path / "notes.txt"
    notes.write_text("shopping: milk\n")
    game = window.game
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(box.text()))
    _open_argument(window, str(notes))
    assert window.game is game
    box = window.current_dialog
    assert isinstance(box, QMessageBox) and "cannot be played" in box.text()
