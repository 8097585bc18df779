"""The Linux package and install script (issue 22): where the .deb puts the game, that
removing it keeps the system's folders, the glibc-checking launcher, the texts that describe
the three games, and install.sh's all-or-nothing install. Fast: fake bundles, no build."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.spiderette.Spiderette"
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(LINUX))
import build_deb  # noqa: E402
import check_install_remove  # noqa: E402
import launcher_script  # noqa: E402

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packaging")
GAMES = ("Spiderette", "Spider", "Relaxed Spider")


def fake_bundle(folder: Path, self_test_status: int = 0) -> Path:
    """A bundle folder whose Spiderette is a shell script: --self-test exits as told, other
    runs print their arguments."""
    folder.mkdir(parents=True)
    program = folder / "Spiderette"
    program.write_text("#!/bin/sh\n"
                       f'[ "$1" = --self-test ] && exit {self_test_status}\n'
                       'echo "ran: $*"\n', encoding="utf-8")
    program.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "data.txt").write_text("x", encoding="utf-8")
    launcher_script.write_launcher(folder, "2.35")
    return folder


# ----- the launcher's glibc check -------------------------------------------------------------

def run_launcher(tmp_path: Path, glibc: str, *args: str, via: Path | None = None
                 ) -> subprocess.CompletedProcess[str]:
    bundle = tmp_path / "bundle"
    if not bundle.exists():
        fake_bundle(bundle)
    fake_bin = tmp_path / "fakebin"
    fake_bin.mkdir(exist_ok=True)
    getconf = fake_bin / "getconf"
    getconf.write_text(f"#!/bin/sh\necho 'glibc {glibc}'\n", encoding="utf-8")
    getconf.chmod(0o755)
    env = {"PATH": f"{fake_bin}:/usr/bin:/bin"}
    command = via or bundle / launcher_script.NAME
    return subprocess.run([str(command), *args], capture_output=True, text=True, env=env)


@linux_only
def test_below_the_glibc_floor_the_launcher_names_the_systems_that_work(tmp_path) -> None:
    old = run_launcher(tmp_path, "2.31", "--version")
    assert old.returncode == 1 and "ran:" not in old.stdout
    assert old.stderr.strip() == ("Spiderette needs Debian 12, Ubuntu 22.04 or newer (GNU C "
                                  "library 2.35 or later); this system has 2.31.")
    assert run_launcher(tmp_path, "2.34").returncode == 1
    assert run_launcher(tmp_path, "1.99").returncode == 1


@linux_only
def test_at_or_above_the_floor_the_launcher_starts_the_program(tmp_path) -> None:
    for glibc in ("2.35", "2.36", "2.41", "3.0"):
        run = run_launcher(tmp_path, glibc, "SD1-S1-AAAAABD", "a b")
        assert run.returncode == 0 and run.stdout == "ran: SD1-S1-AAAAABD a b\n", glibc
    link = tmp_path / "bin" / "spiderette"  # as /usr/bin/spiderette and ~/.local/bin link it
    link.parent.mkdir()
    link.symlink_to(tmp_path / "bundle" / launcher_script.NAME)
    assert run_launcher(tmp_path, "2.36", "x", via=link).stdout == "ran: x\n"


def test_the_systems_named_follow_the_floor() -> None:
    assert launcher_script.systems_for("2.35") == "Debian 12, Ubuntu 22.04"
    assert launcher_script.systems_for("2.31") == "Debian 11, Ubuntu 20.04"
    assert launcher_script.systems_for("2.39") == "Debian 13, Ubuntu 24.04"


# ----- the .deb's tree and texts --------------------------------------------------------------

@linux_only
def test_the_deb_puts_the_game_in_usr_lib_and_nothing_in_opt(tmp_path) -> None:
    bundle = fake_bundle(tmp_path / "Spiderette")
    root = tmp_path / "root"
    root.mkdir()
    build_deb.build_tree(bundle, root, "9.9", "2.35")
    assert not (root / "opt").exists()
    home = root / "usr" / "lib" / "spiderette"
    assert (home / "Spiderette").is_file() and os.access(home / "Spiderette", os.X_OK)
    command = root / "usr" / "bin" / "spiderette"
    assert os.readlink(command) == "../lib/spiderette/spiderette-launcher"
    assert command.resolve() == (home / launcher_script.NAME).resolve()
    assert os.access(command.resolve(), os.X_OK)
    assert "dir-or-file-in-opt" not in build_deb.LINTIAN_OVERRIDES
    assert "opt/" not in build_deb.LINTIAN_OVERRIDES + build_deb.copyright_file()


@linux_only
def test_the_deb_describes_the_three_games_and_the_systems(tmp_path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    build_deb.write_control(root, "9.9", ["libc6 (>= 2.35)"], "2.35")
    control = (root / "DEBIAN" / "control").read_text(encoding="utf-8")
    for text in (*GAMES, "Debian 12, Ubuntu 22.04", "400"):
        assert text in control
    assert "one-deck" not in control.lower() and "100-step" not in control
    man = build_deb.man_page("9.9", "2.35")
    for text in (*GAMES, "~/.config/Spiderette", "~/.cache/Spiderette", "GAME-CODE",
                 "Debian 12, Ubuntu 22.04"):
        assert text.replace("-", "\\-") in man or text in man, text
    assert "one-deck" not in man and "single deck" not in man


def test_the_desktop_entry_and_metainfo_describe_the_three_games() -> None:
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    comments = [line for line in desktop.splitlines() if line.startswith("Comment")]
    assert len(comments) == 5
    assert all("Spiderette" in line for line in comments)
    assert not any("One-deck" in line or "en kortlek" in line or "einem Kartenspiel" in line
                   for line in comments)
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    summary = root.findtext("summary") or ""
    description = " ".join(root.find("description").itertext())  # type: ignore[union-attr]
    assert all(game in summary and game in description for game in GAMES)
    assert "100-step" not in description and "single deck" not in description


def test_the_metainfo_uses_what_appstream_0_16_and_1_0_both_accept() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.find("developer") is None  # an unknown tag to 0.16 (fails --strict)
    assert root.findtext("developer_name") == "The Spiderette developers"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_metainfo_validates_with_this_machines_appstream() -> None:
    version = subprocess.run(["appstreamcli", "--version"], capture_output=True,
                             text=True).stdout
    strict = ["--strict"] if "version: 0." in version else []
    run = subprocess.run(["appstreamcli", "validate", "--no-net", *strict,
                          str(LINUX / f"{APP_ID}.metainfo.xml")], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


# ----- install and remove in a throw-away root ------------------------------------------------

def _tiny_deb(tmp_path: Path, folder: str) -> Path:
    tree = tmp_path / "tree"
    (tree / folder.lstrip("/") / "spiderette").mkdir(parents=True)
    (tree / folder.lstrip("/") / "spiderette" / "Spiderette").write_text("x", encoding="utf-8")
    (tree / "DEBIAN").mkdir()
    (tree / "DEBIAN" / "control").write_text(
        "Package: spiderette-layout-test\nVersion: 1\nArchitecture: all\n"
        "Maintainer: t <t@example.org>\nDescription: t\n t\n", encoding="utf-8")
    deb = tmp_path / "t.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(tree), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


needs_dpkg_root = pytest.mark.skipif(
    shutil.which("dpkg") is None or not hasattr(os, "geteuid") or os.geteuid() != 0
    or not Path("/opt").is_dir() or not Path("/usr/lib").is_dir(),
    reason="dpkg --root needs dpkg, root, and a system with /opt and /usr/lib")


@needs_dpkg_root
def test_removing_a_package_that_ships_opt_deletes_opt(tmp_path) -> None:
    problems = check_install_remove.check(_tiny_deb(tmp_path, "/opt"), tmp_path / "root")
    assert problems == ["removing spiderette-layout-test deleted the system folder /opt"]


@needs_dpkg_root
def test_removing_a_package_in_usr_lib_keeps_every_system_folder(tmp_path) -> None:
    assert check_install_remove.check(_tiny_deb(tmp_path, "/usr/lib"), tmp_path / "root") == []


# ----- install.sh: all or nothing -------------------------------------------------------------

def run_install(home: Path, bundle: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_DATA_HOME": str(home / "data")}
    return subprocess.run(["sh", str(LINUX / "install.sh"), str(bundle)], capture_output=True,
                          text=True, env=env)


def installed(home: Path) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if p.is_file() or p.is_symlink())


@linux_only
def test_a_copy_that_fails_its_self_test_leaves_nothing_behind(tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    run = run_install(home, fake_bundle(tmp_path / "bad", self_test_status=1))
    assert run.returncode == 1 and "nothing was installed" in run.stderr
    assert installed(home) == [] and list(home.iterdir()) == []  # no ~/.local/opt either


@linux_only
def test_a_failed_update_keeps_the_previous_install(tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    assert run_install(home, fake_bundle(tmp_path / "good")).returncode == 0
    before = [p for p in installed(home) if "mimeinfo.cache" not in p]
    link = home / ".local" / "bin" / "spiderette"
    assert os.readlink(link) == str(home / ".local/opt/Spiderette/spiderette-launcher")
    entry = (home / "data" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{home}/.local/opt/Spiderette/spiderette-launcher" %f' in entry
    assert len([p for p in before if p.endswith(".png")]) == 8
    # A broken copy: refused before anything is touched.
    assert run_install(home, fake_bundle(tmp_path / "bad", self_test_status=1)).returncode == 1
    assert [p for p in installed(home) if "mimeinfo.cache" not in p] == before
    # A failure after the swap (the menu folder is a file): everything put back.
    shutil.rmtree(home / "data" / "applications")
    (home / "data" / "applications").write_text("in the way", encoding="utf-8")
    newer = fake_bundle(tmp_path / "newer")
    (newer / "_internal" / "new.txt").write_text("y", encoding="utf-8")
    run = run_install(home, newer)
    assert run.returncode == 1 and "putting back" in run.stderr
    assert not (home / ".local/opt/Spiderette/_internal/new.txt").exists()
    assert (home / ".local/opt/Spiderette/_internal/data.txt").exists()
    assert not (home / ".local/opt/Spiderette.old").exists()
    assert os.readlink(link) == str(home / ".local/opt/Spiderette/spiderette-launcher")


def run_uninstall(home: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_DATA_HOME": str(home / "data")}
    return subprocess.run(["sh", str(LINUX / "uninstall.sh")], capture_output=True, text=True,
                          env=env)


def everything(home: Path) -> list[str]:
    """Every file, link and folder below `home`."""
    return sorted(str(p.relative_to(home)) for p in home.rglob("*"))


@linux_only
def test_uninstall_removes_exactly_what_install_made(tmp_path) -> None:
    """Nothing left behind: no icon cache, no desktop database, no empty folders."""
    home = tmp_path / "home"
    (home / "data" / "icons").mkdir(parents=True)  # there before: stays
    before = everything(home)
    assert run_install(home, fake_bundle(tmp_path / "good")).returncode == 0
    assert run_install(home, fake_bundle(tmp_path / "newer")).returncode == 0  # an update
    assert run_uninstall(home).returncode == 0
    assert everything(home) == before


@linux_only
def test_a_spiderette_command_that_is_not_ours_is_left_alone(tmp_path) -> None:
    home = tmp_path / "home"
    mine = home / ".local" / "bin" / "spiderette"
    mine.parent.mkdir(parents=True)
    mine.write_text("#!/bin/sh\necho my own spiderette\n", encoding="utf-8")
    run = run_install(home, fake_bundle(tmp_path / "good"))
    assert run.returncode == 0 and "not Spiderette's" in run.stderr
    assert mine.read_text(encoding="utf-8") == "#!/bin/sh\necho my own spiderette\n"
    assert run_uninstall(home).returncode == 0
    assert mine.read_text(encoding="utf-8") == "#!/bin/sh\necho my own spiderette\n"


@linux_only
@pytest.mark.parametrize("name", ["Tom & Jerry", "a|b", "50% off"])
def test_a_home_with_odd_characters_gets_a_working_menu_entry(tmp_path, name: str) -> None:
    home = tmp_path / name
    home.mkdir()
    run = run_install(home, fake_bundle(tmp_path / "good"))
    assert run.returncode == 0, run.stderr
    entry = (home / "data" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    program = f"{home}/.local/opt/Spiderette/spiderette-launcher"
    [exec_line] = [line for line in entry.splitlines() if line.startswith("Exec=")]
    assert exec_line.startswith(f'Exec="{program.replace("%", "%%")}"')
    assert f"TryExec={program}" in entry.splitlines()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate",
                                str(home / "data" / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_the_man_page_is_gzipped_groff(tmp_path) -> None:
    target = tmp_path / "spiderette.6.gz"
    build_deb.gzip_file(build_deb.man_page("9.9").encode(), target)
    assert gzip.decompress(target.read_bytes()).startswith(b".TH SPIDERETTE 6")


def test_the_readme_lists_every_qt_module_the_bundle_keeps() -> None:
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"What the Linux bundle holds, about (\d+) MB on disk.*?Qt's(.*?)with only",
                      readme, re.S)
    assert match is not None
    listed = set(re.findall(r"\b([A-Z][A-Za-z]+)\b", re.sub(r"\(.*?\)", "", match.group(2))))
    used = {"Core", "Gui", "Widgets", "Svg"}
    for path in (ROOT / "spiderette_qt").rglob("*.py"):
        used.update(re.findall(r"PySide6\.Qt([A-Za-z0-9]+)", path.read_text(encoding="utf-8")))
    assert used <= listed, used - listed
    assert 75 <= int(match.group(1)) <= 83  # measured 82.1 MB; .ci/run fails above 83
