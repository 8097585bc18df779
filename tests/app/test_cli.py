"""The command line: --version, --self-test and Qt's own arguments passing through."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import spiderette_qt
from spiderette_qt import __version__, startup
from spiderette_qt.app import cli, platform_fallback, selftest


def test_version_prints_the_version_and_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.parse_args(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"Spiderette {__version__}"


def test_qt_arguments_pass_through_untouched() -> None:
    args = cli.parse_args(["-platform", "offscreen", "-style", "fusion", "-reverse"])
    assert args.self_test is False
    assert args.qt_argv[1:] == ["-platform", "offscreen", "-style", "fusion", "-reverse"]


def test_abbreviations_of_our_options_are_left_to_qt() -> None:
    args = cli.parse_args(["--self"])
    assert args.self_test is False
    assert args.qt_argv[1:] == ["--self"]


def test_self_test_option_exits_with_the_self_test_code(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(selftest, "run", lambda qt_argv=None: 7)
    with pytest.raises(SystemExit) as exit_info:
        cli.parse_args(["--self-test"])
    assert exit_info.value.code == 7


def test_self_test_passes_in_process(qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.run() == 0
    out = capsys.readouterr().out
    assert out.startswith("self-test: OK (")
    assert "FAIL" not in out


def test_self_test_leaves_the_players_files_alone(
    qapp: object, isolated_dirs: tuple[Path, Path]
) -> None:
    data, config = isolated_dirs
    assert selftest.run() == 0
    assert [p for p in data.rglob("*") if p.is_file()] == []
    assert [p for p in config.rglob("*") if p.is_file()] == []


def test_self_test_reports_a_failing_check_and_returns_one(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken() -> str:
        raise RuntimeError("engine exploded")

    def passing() -> str:
        return "fine"

    # The other checks pass by fiat: under load a real one (the child's answer in time, a Qt
    # warning left by another test in this process) failed too, and the count read "2 of".
    checks = tuple((name, broken if name == "engine" else passing) for name, _ in selftest.CHECKS)
    monkeypatch.setattr(selftest, "CHECKS", checks)
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "self-test: FAIL engine: RuntimeError: engine exploded" in out
    assert "self-test: FAILED (1 of" in out


def test_single_colour_image_is_detected(qapp: object) -> None:
    from PySide6.QtGui import QColor, QImage

    image = QImage(50, 50, QImage.Format.Format_RGB32)
    image.fill(QColor("green"))
    assert selftest._distinct_colours(image) == 1
    image.setPixelColor(49, 49, QColor("white"))
    assert selftest._distinct_colours(image) == 2


def test_version_from_the_module_entry_point() -> None:
    """`python -m spiderette_qt --version` goes through app.main() and cli.parse_args."""
    result = subprocess.run(
        [sys.executable, "-m", "spiderette_qt", "--version"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"Spiderette {__version__}"


def test_unreadable_metadata_gives_no_version_rather_than_a_crash(tmp_path: Path) -> None:
    # The version is read at every start-up (cli imports it): a damaged METADATA of some
    # spiderette_qt-*.dist-info on sys.path must not stop the app.
    (tmp_path / "METADATA").write_bytes(b"Metadata-Version: 2.1\nName: \xff\xfe\nVersion: 1\n")
    assert spiderette_qt._metadata_version(str(tmp_path)) is None


def test_version_does_not_import_qt() -> None:
    """--version answers before Qt loads (it took 356 ms in the bundle when it did not)."""
    code = (
        "import sys\n"
        "from spiderette_qt.app.start import main\n"
        "try:\n    main(['spiderette', '--version'])\nexcept SystemExit as exc:\n"
        "    assert exc.code == 0, exc.code\n"
        "print('qt loaded' if any(m.startswith('PySide6') for m in sys.modules) else 'no qt')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"Spiderette {__version__}", "no qt"]


@pytest.mark.parametrize(
    ("asked", "used"),
    [
        ("wayland", "wayland;xcb"),
        ("wayland-egl", "wayland-egl;xcb"),
        ("wayland;xcb", "wayland;xcb"),
        ("xcb", "xcb"),
        ("offscreen", "offscreen"),
        ("wayland:nogl", "wayland:nogl;xcb"),
    ],
)
def test_a_wayland_only_platform_gets_an_xcb_fallback(asked: str, used: str) -> None:
    assert platform_fallback.with_platform_fallback(asked) == used


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb exists on Linux only")
def test_platform_fallback_applies_to_environment_and_arguments() -> None:
    environ = {"QT_QPA_PLATFORM": "wayland"}
    argv = ["spiderette", "-platform", "wayland", "-style", "fusion"]
    platform_fallback.add_platform_fallback(environ, argv)
    assert environ["QT_QPA_PLATFORM"] == "wayland;xcb"
    assert argv == ["spiderette", "-platform", "wayland;xcb", "-style", "fusion"]
    untouched: dict[str, str] = {}
    platform_fallback.add_platform_fallback(untouched, ["spiderette"])
    assert untouched == {}
@pytest.mark.parametrize("arguments", [[], ["SP2-S1-AAAAABD"], ["a", "b"]])
def test_without_options_the_answer_is_argparse_s_without_building_it(
        arguments: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    expected, unknown = cli.build_parser().parse_known_args(arguments)
    monkeypatch.setattr(cli, "build_parser", lambda: pytest.fail("parser built"))
    args = cli.parse_args(arguments)
    assert args.qt_argv[1:] == unknown
    assert {k: v for k, v in vars(args).items() if k != "qt_argv"} == vars(expected)


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="fast_enums applies on 3.11")
@pytest.mark.skipif(not startup.enabled(), reason="start-up patches off")
def test_self_test_fails_when_pyside_made_its_enums_before_fast_enums(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    import weakref

    from spiderette_qt.startup import fast_enums

    assert selftest.check_enums() == "fast enums"  # conftest installed it before PySide6
    monkeypatch.setattr(fast_enums, "built", weakref.WeakSet())  # as if installed too late
    with pytest.raises(selftest.CheckFailed, match="before fast_enums was installed"):
        selftest.check_enums()


def test_help_describes_the_three_games_and_the_code_argument(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.parse_args(["--help"])
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "one-deck Spider" not in text  # before: the only game it named
    for words in ("Spiderette (one deck", "Spider (two decks", "Relaxed Spider", "GAME-CODE",
                  "SP2-S1-AAAAABD", "already running"):
        assert words in text, words
