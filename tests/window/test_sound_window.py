"""Settings > Sound: on by default, remembered; the window's news reaches the sounds."""

from __future__ import annotations

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.sound import effects


def record_plays(window) -> list[str]:
    """The effects the window asks for (the suite has no audio server to hear them)."""
    asked: list[str] = []
    window.sounds.player.play = lambda name: asked.append(name) or True
    return asked


def test_sound_is_on_by_default_and_remembered(window, qsettings) -> None:
    action = window.window_actions.sound
    assert action.isCheckable() and action.isChecked()
    assert action in window.menu_settings.actions()
    assert window.sounds.player.enabled
    action.trigger()
    assert not window.sounds.player.enabled
    assert Settings(qsettings).sound is False  # a new start reads it


def test_sound_off_at_start(qtbot, settings) -> None:
    from spiderette_qt.window.main_window import MainWindow

    settings.sound = False
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert not win.window_actions.sound.isChecked()
    assert not win.sounds.player.enabled


def test_the_effects_load_after_the_first_frame(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.sounds.player.loaded or window.sounds.player.unavailable,
                    timeout=5000)


def test_the_table_is_heard(window) -> None:
    asked = record_plays(window)
    presenter = window.presenter
    presenter.deal()
    assert asked == [effects.DEAL]
    window.presenter.undo()
    assert asked[-1] == effects.UNDO
    # A rule broken (a run onto a column that refuses it) is heard as refused.
    game = window.session.game
    source = next(i for i, column in enumerate(game.columns) if column.visible)
    refused = next(t for t in range(len(game.columns))
                   if t != source and not game.can_move(source, 1, t))
    presenter.move(source, 1, refused)
    assert asked[-1] == effects.REFUSED


def test_picking_up_and_putting_back_are_heard(window) -> None:
    asked = record_plays(window)
    window.presenter.runPickedUp.emit()
    window.presenter.runPutBack.emit()
    assert asked == [effects.PICK_UP, effects.PLACE]
