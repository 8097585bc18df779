"""The bundle's build tools: glibc floor, ICU cut, RUNPATH, notices, .deb, install.sh."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "tools", ROOT / "packaging", ROOT / "packaging" / "linux"):
    sys.path.insert(0, str(folder))
import build_deb  # noqa: E402
import elf_runpath  # noqa: E402
import glibc_floor  # noqa: E402
import icu_trim  # noqa: E402
import notices  # noqa: E402

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF/glibc")


def running_glibc() -> tuple[int, ...]:
    name = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 0"
    return glibc_floor.parse_version(name.split()[1])


# ----- glibc floor ------------------------------------------------------------------------


@linux_only
def test_floor_of_a_system_binary_is_at_most_the_running_glibc(tmp_path: Path) -> None:
    shutil.copy(shutil.which("ls") or "/bin/ls", tmp_path / "ls")
    (tmp_path / "notes.txt").write_text("not an ELF file", encoding="utf-8")
    version, needs = glibc_floor.floor(tmp_path)
    assert [p.name for _v, p in needs] == ["ls"]
    assert (2, 2) <= version <= running_glibc()


@linux_only
def test_main_fails_above_the_maximum(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(shutil.which("ls") or "/bin/ls", tmp_path / "ls")
    assert glibc_floor.main([str(tmp_path), "--max", "99.0"]) == 0
    assert glibc_floor.main([str(tmp_path), "--max", "2.0"]) == 1
    assert "need a glibc newer than 2.0" in capsys.readouterr().err


def test_non_elf_and_truncated_files_need_nothing(tmp_path: Path) -> None:
    (tmp_path / "a").write_bytes(b"\x7fELF\x02\x01" + b"\0" * 10)
    (tmp_path / "b").write_bytes(b"#!/bin/sh\n")
    assert glibc_floor.glibc_needed(tmp_path / "a") is None
    assert glibc_floor.glibc_needed(tmp_path / "b") is None


# ----- ICU data ---------------------------------------------------------------------------


def fake_package(names: list[str]) -> bytes:
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0)
    header += b"CmnD" + bytes([1, 0, 0, 0]) + bytes(4)
    header += b"\0" * (32 - len(header))
    items = [(name, struct.pack("<HBB", 16, 0xDA, 0x27) + name.encode().ljust(28, b"\0"))
             for name in names]
    return b"JUNK" * 4 + icu_trim.write_package(header, items) + b"TAIL"


def test_a_package_survives_a_round_trip() -> None:
    names = ["icudt73l/pool.res", "icudt73l/coll/sv.res", "icudt73l/coll/root.res",
             "icudt73l/zoneinfo64.res"]
    header, items = icu_trim.read_package(fake_package(names))
    assert [n for n, _d in items] == sorted(names)
    assert all(d.startswith(b"\x10\x00\xda\x27") for _n, d in items[:-1])
    again = icu_trim.read_package(icu_trim.write_package(header, items[:-1]))[1]
    assert again[:-1] == items[:-2]  # the new last item's length is unknown: read as empty


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/pool.res", True),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/sv.res", True),
        ("icudt73l/tr_TR.res", True),
        ("icudt73l/fr.res", False),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/da.res", True),
        ("icudt73l/coll/de_AT.res", True),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/curr/sv.res", False),
        ("icudt73l/brkitr/thaidict.dict", False),
        ("icudt73l/ibm-943_P15A-2003.cnv", False),
        ("icudt73l/unames.icu", False),
    ],
)
def test_the_cut_keeps_core_collation_and_our_languages(name: str, kept: bool) -> None:
    assert icu_trim.wanted(name) is kept


def test_the_real_icu_data_cuts_to_a_readable_small_package() -> None:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found:
        pytest.skip("this PySide6 carries no ICU of its own")
    image = found[0].read_bytes()
    small, kept = icu_trim.small_package(image)
    assert len(small) < len(image) / 8
    names = [n for n, _d in icu_trim.read_package(small)[1]]
    assert names == sorted(names) and len(names) == kept
    for needed in ("coll/root.res", "coll/ucadata.icu", "coll/sv.res", "coll/tr.res"):
        assert any(n.endswith("/" + needed) for n in names), needed
    assert icu_trim.symbol_name(found[0]).startswith("icudt")


# ----- RUNPATH ----------------------------------------------------------------------------


@linux_only
def test_build_machine_runpath_is_removed_and_origin_kept(tmp_path: Path) -> None:
    import importlib.util
    import sysconfig

    import PySide6

    qt_core = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Core.so.6"))
    copy = tmp_path / qt_core.name
    shutil.copy(qt_core, copy)
    assert elf_runpath.drop_foreign_runpath(copy) == []  # $ORIGIN only: left alone
    module = next(Path(sysconfig.get_config_var("DESTSHARED")).glob("_json.*.so"))
    shutil.copy(module, tmp_path / module.name)
    removed = elf_runpath.drop_foreign_runpath(tmp_path / module.name)
    if not removed:
        pytest.skip("this Python's modules carry no build-machine RUNPATH")
    if shutil.which("readelf"):
        dynamic = subprocess.run(["readelf", "-d", str(tmp_path / module.name)],
                                 capture_output=True, text=True).stdout
        assert "RUNPATH" not in dynamic and "RPATH" not in dynamic
    spec = importlib.util.spec_from_file_location("_json", tmp_path / module.name)
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)  # still a loadable library
    assert hasattr(loaded, "make_scanner")


def test_origin_paths_are_not_foreign() -> None:
    assert not elf_runpath._foreign("$ORIGIN:$ORIGIN/../lib")
    assert elf_runpath._foreign("/root/.pyenv/versions/3.11.7/lib")


# ----- notices ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "component"),
    [
        ("Spiderette", "Spiderette"),
        ("spiderette_qt-0.1.0.dist-info/METADATA", "Spiderette"),
        ("libpython3.11.so.1.0", "Python"),
        ("python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", "Python"),
        ("base_library.zip", "Python"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "Qt"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "Qt"),
        ("libQt6Core.so.6", "Qt"),
        ("PySide6/QtCore.abi3.so", "PySide6 and Shiboken6"),
        ("shiboken6/libshiboken6.abi3.so.6.11", "PySide6 and Shiboken6"),
        ("PySide6/Qt/lib/libicudata.so.73", "ICU"),
        ("libicuuc.so.73", "ICU"),
        ("resources/fonts/DejaVuSans.ttf", "DejaVu fonts"),
        ("libxcb-cursor.so.0", "XCB utility libraries"),
        ("libffi.so.8", "libffi"),
    ],
)
def test_each_bundled_file_has_its_component(path: str, component: str) -> None:
    found = notices.component_of(path)
    assert found is not None and found.name == component


def test_components_without_files_are_always_listed() -> None:
    text = notices.notices_text(["Spiderette"], {"platformdirs": "4.1"})
    assert "* platformdirs 4.1" in text and "* PyInstaller bootloader" in text
    assert "* Qt" not in text  # a component with files is listed only when present


def test_an_unknown_library_is_reported() -> None:
    assert notices.uncovered(["libmystery.so.1", "Spiderette"]) == ["libmystery.so.1"]
    text = notices.notices_text(["libmystery.so.1", "Spiderette"], {"Spiderette": "0.1.0"})
    assert "Not attributed (please report): libmystery.so.1" in text


def test_every_licence_text_is_in_the_repository() -> None:
    folder = ROOT / "resources" / "licenses"
    for component in notices.COMPONENTS:
        for name in component.files:
            assert (folder / name).stat().st_size > 500, name
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith(
        "                    GNU GENERAL PUBLIC LICENSE"
    )


# ----- .deb helpers -----------------------------------------------------------------------


def test_depends_keep_libc_at_the_floor_and_the_required_libraries() -> None:
    shlibs = "libc6 (>= 2.34), libx11-xcb1 (>= 2:1.8.4), libstdc++6 (>= 11), libc6 (>= 2.17)"
    depends = build_deb.simplify_depends(shlibs, "2.35")
    assert "libc6 (>= 2.35)" in depends and "libx11-xcb1" in depends
    assert {"libgl1", "libegl1", "libxcb1"} <= set(depends)
    assert len(depends) == len(set(depends))


def test_desktop_entry_gets_the_command() -> None:
    text = "[Desktop Entry]\nExec=spiderette\nTryExec=spiderette\nName=Spiderette\n"
    out = build_deb.desktop_entry(text, '"/x y/Spiderette"')
    assert 'Exec="/x y/Spiderette"' in out and "Name=Spiderette" in out


# ----- the per-user install script --------------------------------------------------------


def fake_bundle(folder: Path) -> Path:
    bundle = folder / "bundle"
    bundle.mkdir()
    launcher = bundle / "Spiderette"
    launcher.write_text("#!/bin/sh\necho 'self-test: OK (fake)'\n", encoding="utf-8")
    launcher.chmod(0o755)
    return bundle


@pytest.mark.skipif(sys.platform.startswith("win") or not shutil.which("sh"), reason="POSIX sh")
def test_install_writes_absolute_paths_and_uninstall_removes_everything(tmp_path: Path) -> None:
    home = tmp_path / "home with space"
    home.mkdir()
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    scripts = ROOT / "packaging" / "linux"
    bundle = fake_bundle(tmp_path)
    result = subprocess.run(["sh", str(scripts / "install.sh"), str(bundle)], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "self-test: OK" in result.stdout
    target = home / ".local" / "opt" / "Spiderette" / "Spiderette"
    desktop = home / ".local/share/applications/io.github.spiderette.Spiderette.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert f'Exec="{target}" %f' in text and f"TryExec={target}\n" in text
    assert (home / ".local/share/mime/packages/io.github.spiderette.Spiderette.xml").is_file()
    assert (home / ".local/share/icons/hicolor/48x48/apps/io.github.spiderette.Spiderette.png"
            ).is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    result = subprocess.run(["sh", str(scripts / "uninstall.sh")], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert not desktop.exists() and not target.exists()
    assert not (home / ".local" / "bin" / "spiderette").is_symlink()


@pytest.mark.skipif(sys.platform.startswith("win") or not shutil.which("sh"), reason="POSIX sh")
def test_install_refuses_a_missing_bundle(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    result = subprocess.run(
        ["sh", str(ROOT / "packaging" / "linux" / "install.sh"), str(tmp_path / "none")],
        env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 1 and "no built bundle" in result.stderr


def test_desktop_entry_keeps_the_file_field_code() -> None:
    text = "[Desktop Entry]\nExec=spiderette %f\nTryExec=spiderette\n"
    out = build_deb.desktop_entry(text, "/usr/bin/spiderette")
    assert "Exec=/usr/bin/spiderette %f\n" in out and "TryExec=/usr/bin/spiderette\n" in out
