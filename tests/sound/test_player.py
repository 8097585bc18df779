"""The player: loaded on demand, silent (and quiet) with no audio server, off when off.

The suite runs with PULSE_SERVER pointing nowhere (tests/conftest.py): this is the machine
with no sound. tests/sound/test_pulse_recording.py plays through a real server.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from spiderette_qt.sound.effects import EFFECTS
from spiderette_qt.sound.player import SoundPlayer


def test_nothing_is_loaded_until_asked(qapp) -> None:
    owner = QObject()
    player = SoundPlayer(owner)
    assert not player.loaded
    assert not player.play("place")
    assert player.started == []


def test_no_audio_server_is_silence_without_a_word_on_stderr(qapp, qtbot, qtlog) -> None:
    owner = QObject()
    player = SoundPlayer(owner)
    player.load_now()
    assert player.loaded or player.unavailable
    qtbot.wait(300)  # the effects' loader and the failed connection have their say
    for name in EFFECTS * 3:
        assert not player.play(name)
    qtbot.wait(100)
    assert player.started == []
    assert [record.message for record in qtlog.records] == []  # what reaches stderr


def test_sound_off_plays_nothing(qapp) -> None:
    owner = QObject()
    player = SoundPlayer(owner, enabled=False)
    player.load_now()
    player._effects = {name: _Ready() for name in EFFECTS}  # as if the server took them
    assert not player.play("place")
    player.enabled = True
    assert player.play("place")
    assert player.started == ["place"]


class _Ready:
    """An effect whose audio output works (the real one needs a server: the recording
    test plays those)."""

    def __init__(self) -> None:
        self.plays = 0

    def isLoaded(self) -> bool:  # noqa: N802 - QSoundEffect's name
        return True

    def play(self) -> None:
        self.plays += 1
