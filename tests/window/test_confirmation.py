"""Leaving a game in progress asks first, but only when moves were made."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLineEdit, QMessageBox

from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog


class FakeBox:
    """Answers for QMessageBox.exec and remembers how often it was asked."""

    def __init__(self, monkeypatch, answer, tick_dont_ask: bool = False) -> None:
        self.calls = 0
        self.answer = answer
        self.tick = tick_dont_ask

        def fake_exec(box: QMessageBox):
            self.calls += 1
            if self.tick:
                box.findChild(QCheckBox).setChecked(True)
            return self.answer

        monkeypatch.setattr(QMessageBox, "exec", fake_exec)


def test_no_prompt_when_no_move_was_made(window, monkeypatch):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.No)
    window.choices.ask_new_game()
    assert box.calls == 0
    assert isinstance(window.current_dialog, NewGameDialog)
    window.current_dialog.reject()


def test_prompt_after_a_move_and_no_keeps_the_game(window, monkeypatch):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.No)
    window.presenter.deal()
    window.presenter.finish_animations()
    game = window.game
    window.choices.ask_new_game()
    assert box.calls == 0  # the next game is chosen first
    window.current_dialog.choose(2)
    assert box.calls == 1
    assert window.current_dialog is None
    window.choices.ask_game_code()
    assert box.calls == 1
    window.current_dialog.findChild(QLineEdit).setText("SD4-S1-CCCCCCC")
    window.current_dialog.accept()
    assert box.calls == 2
    assert window.current_dialog is None
    assert window.game is game


def test_the_question_comes_after_the_file_is_chosen(window, monkeypatch, tmp_path):
    """Ctrl+O asked "leave this game?" before the file dialog: a path typed straight after
    Ctrl+O went to the question, where Enter means "leave"."""
    from PySide6.QtWidgets import QFileDialog

    from spiderette_qt.engine import Game
    from spiderette_qt.window.records.record_files import open_game

    order = []
    path = tmp_path / "a game.spiderette"
    path.write_text(Game.from_code("SD2-S1-AAAAABD").record(), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: order.append("file dialog") or (str(path), ""))
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: order.append("question")
                        or QMessageBox.StandardButton.Yes)
    window.presenter.deal()
    window.presenter.finish_animations()
    assert open_game(window)
    assert order == ["file dialog", "question"]
    assert window.game.code == "SD2-S1-AAAAABD"
    assert box.calls == 0  # replaced by the recorder above


def test_prompt_answered_yes_goes_on(window, monkeypatch, settings):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    window.presenter.deal()
    window.presenter.finish_animations()
    window.choices.ask_new_game()
    assert isinstance(window.current_dialog, NewGameDialog)
    window.current_dialog.choose(2)
    assert box.calls == 1
    assert window.game.suits == 2
    assert window.game.moves == 0
    assert settings.confirm_new_game is True


def test_dont_ask_again_is_stored(window, monkeypatch, settings):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.Yes, tick_dont_ask=True)
    window.presenter.deal()
    window.presenter.finish_animations()
    window.choices.ask_new_game()
    window.current_dialog.choose(1)
    assert settings.confirm_new_game is False
    window.presenter.deal()
    window.presenter.finish_animations()
    window.choices.ask_new_game()
    assert box.calls == 1  # not asked the second time
    window.current_dialog.reject()
