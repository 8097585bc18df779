"""Qt Multimedia's complaints stay off stderr: a machine without sound plays on in silence.

Without an audio server (or device) Qt Multimedia warns on import, on every effect made and
at every failed play ("PulseAudio: pa_context_connect() failed", "No QtMultimedia backends
found", pipewire not found...). None of it is the player's business, and a flood on stderr
hides what matters. This filter drops those messages and hands every other one on, to the
handler installed before it (the crash log's) or printed as Qt prints it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

#: The messages of Qt Multimedia's audio side: by category, then by their text's start.
QUIET_CATEGORIES = ("qt.multimedia",)
QUIET_PREFIXES = ("No QtMultimedia backends", "PulseAudioService", "QSoundEffect",
                  "QAudioSink", "QPulseAudio", "PulseAudio", "QAudioDevice", "QMediaDevices")


def is_quiet(category: str | None, message: str) -> bool:
    """Whether the message is one of Qt Multimedia's audio complaints."""
    if category and category.startswith(QUIET_CATEGORIES):
        return True
    return message.startswith(QUIET_PREFIXES)


class QuietFilter:
    """A Qt message handler: drops the audio complaints, hands the rest to `previous`."""

    previous: Callable[[Any, Any, str], None] | None

    def __init__(self, previous: Callable[[Any, Any, str], None] | None) -> None:
        # Installed again over itself (a second window, a test harness's handler in
        # between): hand on to what was there before the first filter, never to a filter.
        while isinstance(previous, QuietFilter):
            previous = previous.previous
        self.previous = previous

    def __call__(self, kind: Any, context: Any, message: str) -> None:
        if is_quiet(getattr(context, "category", None), message):
            return
        if self.previous is not None:
            self.previous(kind, context, message)
        elif sys.stderr is not None:
            from PySide6.QtCore import qFormatLogMessage

            try:
                sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
            except (OSError, ValueError):
                pass


def install() -> None:
    """Put the filter in front of the message handler installed now."""
    from PySide6.QtCore import qInstallMessageHandler

    handler = QuietFilter(None)
    handler.previous = QuietFilter(qInstallMessageHandler(handler)).previous
