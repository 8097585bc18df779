"""The preferences table: defaults, round trip through the INI file, garbage falls back."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from spiderette_qt.settings.preferences import PREFERENCES, Settings


def fresh(settings_path) -> Settings:
    return Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))


def test_defaults_when_the_file_is_empty(settings_path):
    settings = fresh(settings_path)
    assert settings.double_click is True
    assert settings.auto_place is False
    assert settings.suits == 1
    assert settings.animation_speed == "normal"
    assert settings.toolbar is True
    assert settings.geometry == QByteArray()
    assert settings.language == ""
    assert settings.four_colour is False
    assert settings.larger_cards is False
    assert settings.confirm_new_game is True


def test_every_row_has_a_typed_default():
    for pref in PREFERENCES:
        assert isinstance(pref.default, pref.type), pref.key
        if pref.choices is not None:
            assert pref.default in pref.choices


def test_values_written_are_read_back_by_a_new_store(settings_path):
    settings = fresh(settings_path)
    settings.double_click = False
    settings.auto_place = True
    settings.suits = 4
    settings.animation_speed = "fast"
    settings.toolbar = False
    settings.language = "sv"
    settings.confirm_new_game = False
    settings.geometry = QByteArray(b"\x01\x02geometry")
    settings.sync()
    again = fresh(settings_path)
    assert again.double_click is False
    assert again.auto_place is True
    assert again.suits == 4
    assert again.animation_speed == "fast"
    assert again.toolbar is False
    assert again.language == "sv"
    assert again.confirm_new_game is False
    assert again.geometry == QByteArray(b"\x01\x02geometry")


def test_garbage_in_the_file_falls_back_to_the_defaults(settings_path):
    settings_path.write_text(
        "[General]\n"
        "double_click=banana\n"
        "auto_place=42\n"
        "suits=7\n"
        "animation_speed=warp\n"
        "toolbar=\n"
        "geometry=@ByteArray(xx)\n"
        "language=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1)\n"
        "confirm_new_game=maybe\n",
        encoding="utf-8",
    )
    settings = fresh(settings_path)
    assert settings.double_click is True
    assert settings.auto_place is False
    assert settings.suits == 1
    assert settings.animation_speed == "normal"
    assert settings.toolbar is True
    assert settings.language == ""
    assert settings.confirm_new_game is True
    # A wrong but well-typed geometry is read; restoreGeometry refuses it (see window tests).
    assert isinstance(settings.geometry, QByteArray)


def test_an_invalid_value_cannot_be_written(settings_path):
    settings = fresh(settings_path)
    try:
        settings.suits = 5  # 3 is a suit count since Spider has three suits
    except ValueError as exc:
        assert "suits" in str(exc)
    else:
        raise AssertionError("suits=5 was accepted")
    assert settings.suits == 1
