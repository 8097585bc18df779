"""The leave-this-game question says what will happen (issue 21): Restart deals the same
cards and Undo brings the game back; a code names the code; a new game or a code counts the
unfinished game as lost (as KPat says). It was one sentence for all three."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spiderette_qt.engine import Game

CODE = "SD2-S1-LZVOZLN"


def _asked(window, monkeypatch, ask) -> QMessageBox:
    """Play a move, then `ask(window)`; the question box it showed (answered No)."""
    seen: list[QMessageBox] = []

    def answer(box: QMessageBox) -> int:
        seen.append(box)
        return QMessageBox.StandardButton.No.value

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.session.start_game(Game.new(1, 3))
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    game = window.game
    ask(window)
    assert len(seen) == 1 and window.game is game  # No: the game stays
    return seen[0]


def _words(box: QMessageBox) -> str:
    return f"{box.windowTitle()} | {box.text()} | {box.informativeText()}"


def test_restart_says_same_deal_not_lost_and_undo(window, monkeypatch) -> None:
    box = _asked(window, monkeypatch, lambda w: w.choices.restart_deal())
    words = _words(box)
    assert "Restart This Deal?" in words and "same cards" in words
    assert "Undo brings back where you are now" in words and "not a loss" in words
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Restart"


def test_a_new_game_says_the_game_counts_as_lost(window, monkeypatch) -> None:
    def new_game(w) -> None:
        w.choices.ask_new_game()
        w.current_dialog.choose(1)  # the question comes once the next game is chosen

    box = _asked(window, monkeypatch, new_game)
    words = _words(box)
    assert "count as lost" in words and "Undo brings this game back" in words
    assert "same cards" not in words
    assert box.button(QMessageBox.StandardButton.No).text() == "Keep Playing"


def test_a_code_from_a_second_launch_names_the_code(window, monkeypatch) -> None:
    box = _asked(window, monkeypatch, lambda w: w.choices.open_code_argument(CODE.lower()))
    words = _words(box)
    assert CODE in words and "count as lost" in words
    assert box.button(QMessageBox.StandardButton.Yes).text() == f"Play {CODE}"


def test_the_three_questions_differ(window, monkeypatch) -> None:
    from spiderette_qt.window.abandon_question import abandon_texts

    texts = {abandon_texts("new"), abandon_texts("restart"), abandon_texts("code", CODE)}
    assert len(texts) == 3


def test_an_assisted_game_is_not_threatened_with_a_loss(window, monkeypatch) -> None:
    """Once the Demo moved (or the solver showed the way), leaving costs no loss: the
    question said "it will count as lost" right under the notice "neither won nor lost"."""
    def new_game(w) -> None:
        w.session.mark_assisted(w.game)
        w.choices.ask_new_game()
        w.current_dialog.choose(1)

    words = _words(_asked(window, monkeypatch, new_game))
    assert "neither won nor lost" in words and "count as lost" not in words


def test_a_practice_game_says_it_counts_nowhere(window, monkeypatch, tmp_path) -> None:
    seen: list[QMessageBox] = []

    def answer(box: QMessageBox) -> int:
        seen.append(box)
        return QMessageBox.StandardButton.No.value

    monkeypatch.setattr(QMessageBox, "exec", answer)
    game = Game.new(1, 3)
    window.session.start_game(game, practice=True)
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    window.choices.open_code_argument(CODE.lower())
    assert len(seen) == 1
    words = _words(seen[0])
    assert "practice game: it counts nowhere" in words and "count as lost" not in words
