"""Qt Multimedia's complaints stay off stderr; every other Qt message still gets there."""

from __future__ import annotations

from PySide6.QtCore import qWarning

from spiderette_qt.sound import quiet_messages


def test_which_messages_are_quiet() -> None:
    assert quiet_messages.is_quiet("qt.multimedia.symbolsresolver", "Couldn't load pipewire")
    assert quiet_messages.is_quiet("default", "PulseAudioService: pa_context_connect() failed")
    assert quiet_messages.is_quiet(None, "No QtMultimedia backends found. Only ...")
    assert not quiet_messages.is_quiet("qt.qpa.xcb", "could not connect to display")
    assert not quiet_messages.is_quiet("default", "QPainter::begin: Paint device returned 0")


def test_the_filter_drops_only_the_audio_complaints(qapp, qtlog) -> None:
    """In front of the handler installed before it (here pytest-qt's, in the app the crash
    log's), which hears everything else."""
    quiet_messages.install()
    quiet_messages.install()  # twice: still one filter, the same handler behind it
    qWarning("PulseAudioService: pa_context_connect() failed")
    qWarning("QSoundEffect: playback of this format is not supported")
    qWarning("something else Qt says")
    heard = [record.message for record in qtlog.records]
    assert heard == ["something else Qt says"]


def test_without_a_handler_before_it_the_rest_goes_to_stderr(qapp, capfd) -> None:
    from PySide6.QtCore import qInstallMessageHandler

    before = qInstallMessageHandler(None)
    try:
        quiet_messages.install()
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("something else Qt says")
    finally:
        qInstallMessageHandler(before)
    err = capfd.readouterr().err
    assert "PulseAudio" not in err
    assert "something else Qt says" in err
