"""The effects, loaded once after the first frame, played with Qt's QSoundEffect.

Why QSoundEffect: it is Qt's own, plays uncompressed WAV with low latency, and its play()
only hands the sound to the audio server's thread (PulseAudio's on Linux): it never blocks
the GUI thread. The bundle carries Qt Multimedia without its FFmpeg backend (QSoundEffect
reads WAV itself). The desktop's volume and mute rule the sound: there is no volume of our
own, only Settings > Sound.

Nothing here is on the way to the first frame: `load_steps()` is run by the window in idle
steps after the first frame and the deal-out; it imports Qt Multimedia and makes one effect
per step (the files are read and decoded by Qt's own loader thread). Measured here, the
import is 15-30 ms and the first effect (Qt Multimedia's audio set-up, the server's
connection) 20-65 ms, each once, in a step of its own; the others under 0.5 ms, and play()
0.03-0.12 ms. Until then, and on a machine with no audio device or server (an effect that
fails to load), play() is silence.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from spiderette_qt.platform.resources import resource_path
from spiderette_qt.sound.effects import EFFECTS, PRIORITY
from spiderette_qt.sound.gate import SoundGate


class SoundPlayer(QObject):
    """Plays the named effects (effects.py) when on, loaded and let through by the gate."""

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True,
                 folder: Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._folder = folder if folder is not None else resource_path("sounds")
        self._gate = SoundGate(clock)
        self._effects: dict[str, Any] = {}  # name -> QSoundEffect, once made
        #: Qt Multimedia could not be imported (no libpulse on the machine): always silent.
        self.unavailable = False
        #: The effects play() started, in order (the last few hundred: tests and triage).
        self.started: list[str] = []

    @property
    def loaded(self) -> bool:
        return len(self._effects) == len(EFFECTS)

    def load_steps(self) -> Iterator[None]:
        """Import Qt Multimedia and make the effects, one a step (window/deferred.py's
        in_idle_steps runs them between the event loop's turns)."""
        from spiderette_qt.sound import quiet_messages

        quiet_messages.install()
        yield
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:  # Qt Multimedia or the system's libpulse missing: silence
            self.unavailable = True
            return
        yield  # the import (~15-30 ms) and the first effect (the server's connection) apart

        for name in EFFECTS:
            if name in self._effects:
                continue
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(self._folder / f"{name}.wav")))
            self._effects[name] = effect
            yield

    def load_now(self) -> None:
        """All the steps at once (tests and scripts)."""
        for _step in self.load_steps():
            pass

    def ready(self, name: str) -> bool:
        """Whether the effect is loaded and its audio output works."""
        effect = self._effects.get(name)
        return effect is not None and effect.isLoaded()

    def play(self, name: str) -> bool:
        """Start the effect if sound is on, it is ready and the gate lets it through."""
        if not self.enabled or not self.ready(name):
            return False
        if not self._gate.admit(name, PRIORITY[name]):
            return False
        self._effects[name].play()
        self.started.append(name)
        del self.started[:-300]
        return True
