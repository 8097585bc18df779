"""Build the Debian package from the built bundle: dist/spiderette_<version>_<arch>.deb.

    python packaging/build.py                    # first: the bundle in dist/Spiderette/
    python packaging/linux/build_deb.py          # then: the .deb next to it

What it installs:
    /usr/lib/spiderette/                 the PyInstaller folder (self-contained, as built)
    /usr/bin/spiderette                  -> ../lib/spiderette/spiderette-launcher (checks
                                            the system's glibc, then starts Spiderette)
    /usr/share/applications/io.github.spiderette.Spiderette.desktop
    /usr/share/icons/hicolor/*/apps/io.github.spiderette.Spiderette.{png,svg}
    /usr/share/metainfo/io.github.spiderette.Spiderette.metainfo.xml
    /usr/share/mime/packages/io.github.spiderette.Spiderette.xml (the .spiderette record type)
    /usr/share/man/man6/spiderette.6.gz, /usr/share/doc/spiderette/{copyright,changelog.gz}
    /usr/share/lintian/overrides/spiderette   (each override says why)

The folder is in /usr/lib/<package> (Debian policy for a program's private files), not in
/opt: a package that ships /opt itself makes dpkg delete /opt at `apt remove` when nothing
else is in it (no package owns /opt). packaging/linux/check_install_remove.py
installs and removes the package in a throw-away root and checks the system's directories.

Depends: what dpkg-shlibdeps finds the bundle's ELF files need from the system (the
libraries the spec leaves out, plus libgl1, libegl1, libxcb1), with libc6 at the glibc
floor. Other version constraints are dropped: dpkg-shlibdeps takes them from this build
machine's symbol files, but the bundled binaries were built on far older systems (Qt's on
manylinux_2_28), so they would only shut out Ubuntu 22.04 for no reason. Without
dpkg-shlibdeps (not a Debian machine) a fixed list is used.

Needs dpkg-deb (and dpkg-shlibdeps from dpkg-dev for the computed Depends). The package is
built by a normal user too: dpkg-deb --root-owner-group makes every file root's.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "tools"))
import elf_runpath  # noqa: E402
import glibc_floor  # noqa: E402
import launcher_script  # noqa: E402
import project_info  # noqa: E402

PACKAGE = "spiderette"
APP_ID = project_info.APP_ID
PREFIX = Path("usr") / "lib" / PACKAGE
MAINTAINER = "The Spiderette developers <spiderette@users.noreply.github.com>"
REQUIRED = ("libgl1", "libegl1", "libxcb1")
FALLBACK_DEPENDS = (
    "libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libexpat1", "libzstd1", "libglib2.0-0",
    "libdbus-1-3", "libfontconfig1", "libfreetype6", "libx11-6", "libx11-xcb1", "libxcb1",
    "libxcb-glx0", "libxcb-randr0", "libxcb-render0", "libxcb-shape0", "libxcb-shm0",
    "libxcb-sync1", "libxcb-xfixes0", "libxcb-xkb1", "libxkbcommon0", "libwayland-client0",
    "libwayland-cursor0", "libgl1", "libegl1",
)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def architecture() -> str:
    try:
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == glibc_floor.ELF_MAGIC:
                    found.append(path)
    return found


def simplify_depends(shlibs: str, floor: str) -> list[str]:
    """dpkg-shlibdeps' list, constraints dropped but libc6 (>= floor); REQUIRED added."""
    names = []
    for item in shlibs.split(","):
        name = item.strip().split(" ")[0].split(":")[0]
        if name and name not in names:
            names.append(name)
    for name in REQUIRED:
        if name not in names:
            names.append(name)
    return sorted(f"libc6 (>= {floor})" if n == "libc6" else n for n in names)


def compute_depends(bundle: Path, floor: str) -> list[str]:
    if shutil.which("dpkg-shlibdeps") is None:
        print("build_deb: dpkg-shlibdeps not found (apt-get install dpkg-dev); fixed Depends")
        return simplify_depends(",".join(FALLBACK_DEPENDS), floor)
    library_dirs = sorted({str(p.parent) for p in bundle.rglob("*.so*")})
    with tempfile.TemporaryDirectory(prefix="spiderette-shlibdeps-") as tmp:
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8"
        )
        result = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
             *[f"-l{d}" for d in library_dirs], "-e", *map(str, elf_files(bundle))],
            cwd=tmp, capture_output=True, text=True,
        )
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    if result.returncode != 0 or not match:
        # The bundle leaves the desktop's own libraries to the system, so dpkg-shlibdeps can
        # only name their packages when they are installed here; say which ones are missing
        # (the full stderr repeats a harmless RPATH warning for every file).
        missing = sorted(set(re.findall(r"cannot find library (\S+) needed", result.stderr)))
        if missing:
            sys.exit("build_deb: this machine lacks system libraries the bundle needs from the "
                     f"system: {', '.join(missing)}; install their packages (for example "
                     "libwayland-cursor0 for libwayland-cursor.so.0; .ci/run lists them all)")
        errors = [line for line in result.stderr.splitlines() if "error" in line]
        sys.exit("build_deb: dpkg-shlibdeps failed:\n" + "\n".join(errors or [result.stderr]))
    return simplify_depends(match.group(1), floor)


def desktop_entry(text: str, command: str) -> str:
    """The desktop file with Exec=/TryExec= set to `command` (an absolute path or a name);
    Exec='s field code (%f: the record file a file manager opens) is kept."""
    text = re.sub(r"^Exec=\S*", lambda _m: f"Exec={command}", text, flags=re.MULTILINE)
    return re.sub(r"^TryExec=.*$", f"TryExec={command}", text, flags=re.MULTILINE)


def install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def gzip_file(data: bytes, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 and no name: the same input gives the same bytes (lintian checks -n).
    with target.open("wb") as raw, gzip.GzipFile(
        filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0
    ) as handle:
        handle.write(data)
    target.chmod(0o644)


def changelog(version: str) -> str:
    date = subprocess.run(
        ["date", "-R", "-u", "-d", "2026-11-29 12:00"], capture_output=True, text=True
    ).stdout.strip() or "Sun, 29 Nov 2026 12:00:00 +0000"
    return (
        f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
        "  * The PyInstaller bundle in /usr/lib/spiderette (no longer /opt, which\n"
        "    apt remove deleted); /usr/bin/spiderette checks the glibc version first.\n\n"
        f" -- {MAINTAINER}  {date}\n"
    )


def copyright_file() -> str:
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Spiderette\n"
        f"Source: {project_info.HOMEPAGE}\n\n"
        "Files: *\n"
        "Copyright: 2026 The Spiderette developers\n"
        "License: GPL-3+\n"
        " On Debian systems, the complete text of the GNU General Public License\n"
        " version 3 can be found in /usr/share/common-licenses/GPL-3.\n\n"
        "Files: usr/lib/spiderette/_internal/*\n"
        "Copyright: see usr/lib/spiderette/_internal/resources/licenses/NOTICES.txt\n"
        "License: various\n"
        " The bundled Python, Qt (LGPL-3), PySide6 (LGPL-3), ICU, platformdirs, DejaVu\n"
        " fonts and a few small libraries; each one's licence text is in\n"
        " /usr/lib/spiderette/_internal/resources/licenses/, listed by NOTICES.txt there\n"
        " (also shown by Help > About > Licenses).\n"
    )


def man_page(version: str, floor: str = "2.35") -> str:
    return (
        f'.TH SPIDERETTE 6 "2026-11-29" "Spiderette {version}" "Games"\n'
        ".SH NAME\nspiderette \\- Spiderette, Spider and Relaxed Spider solitaire\n"
        ".SH SYNOPSIS\n.B spiderette\n[\\fB\\-\\-version\\fR] [\\fB\\-\\-self\\-test\\fR]"
        " [\\fIGAME-CODE\\fR] [\\fIQt options\\fR]\n"
        ".SH DESCRIPTION\nThree games of the Spider family, each in 1, 2 or 4 suits:"
        " \\fBSpiderette\\fR (one deck, 52 cards in 7 columns, undo over the last 100"
        " actions), \\fBSpider\\fR (two decks, 104 cards in 10 columns, undo over 400) and"
        " \\fBRelaxed Spider\\fR (Spider that also deals while a column is empty)."
        " Runs of one suit from king to ace leave the table; the game is won when they all"
        " have. The game in progress is saved after every action.\n"
        ".SH OPTIONS\n.TP\n.B \\-\\-version\nPrint the version and exit.\n"
        ".TP\n.B \\-\\-self\\-test\nCheck the installation (fonts, icons, Qt, the engine, one"
        " rendered frame) without a display; exit status 0 when healthy.\n"
        ".TP\n.I GAME-CODE\nPlay the deal a game code names, such as SD2-S1-AAAAABD"
        " (SD Spiderette, SP Spider, SR Relaxed Spider; then the suits).\n"
        ".SH FILES\n.TP\n.I ~/.local/share/Spiderette\nThe saved game and the statistics.\n"
        ".TP\n.I ~/.config/Spiderette\nThe settings.\n"
        ".TP\n.I ~/.cache/Spiderette\nA start-up cache; safe to delete.\n"
        ".TP\n.I ~/.local/state/Spiderette/log\nCrash logs, if anything went wrong.\n"
        f".SH NOTES\nNeeds the GNU C library {floor} or later"
        f" ({launcher_script.systems_for(floor)} or newer); on an older system"
        " \\fBspiderette\\fR says so and exits with status 1.\n"
    )


LINTIAN_OVERRIDES = """\
# Spiderette ships as one self-contained PyInstaller folder, exactly the folder that is
# built and self-tested; each override below is a deliberate consequence of that.
#
# The command is /usr/bin/spiderette, on every PATH (root's, and sessions without
# /usr/games); the menu entry starts it by that name.
spiderette: package-section-games-but-contains-no-game
# The bundled DejaVu fonts: the game draws its card indices with these exact files (its
# self-test checks them), also on systems without fonts-dejavu-core.
spiderette: duplicate-font-file *
# Python's extension modules and Qt's libraries as their upstreams built them (PyInstaller's
# bootloader, Python's lib-dynload, PySide6's manylinux Qt): not rebuilt with Debian's flags,
# and they find libc and libpython through the process, not through DT_NEEDED.
spiderette: hardening-no-pie [usr/lib/spiderette/Spiderette]
spiderette: library-not-linked-against-libc *
spiderette: shared-library-lacks-prerequisites *
"""


def build_tree(bundle: Path, root: Path, version: str, floor: str) -> None:
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    elf_runpath.clean_folder(root / PREFIX)  # build.py did it already, unless built otherwise
    # The glibc check (build.py writes it; again here for a bundle built otherwise).
    command = launcher_script.write_launcher(root / PREFIX, floor)
    programs = {root / PREFIX / "Spiderette", command}
    for path in (root / PREFIX).rglob("*"):  # dpkg wants plain modes: 755 dirs/ELF, 644 data
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:  # only the program and its launcher run; libraries are mapped, not executed
            path.chmod(0o755 if path in programs else 0o644)
    (root / "usr" / "bin").mkdir(parents=True)
    # Relative (lintian: absolute-symlink-in-top-level-folder); resolves to the launcher.
    (root / "usr" / "bin" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{launcher_script.NAME}")
    share = root / "usr" / "share"
    desktop = (HERE / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{APP_ID}.desktop").write_text(
        desktop_entry(desktop, PACKAGE), encoding="utf-8"
    )
    icons = ROOT / "resources" / "icons"
    for size in ICON_SIZES:
        install(icons / f"spiderette-{size}.png",
                share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    install(icons / "spiderette.svg", share / "icons" / "hicolor" / "scalable" / "apps"
            / f"{APP_ID}.svg")
    install(HERE / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    # The record files' type (*.spiderette), so a file manager opens them in Spiderette;
    # shared-mime-info's dpkg trigger updates the database.
    install(HERE / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(), encoding="utf-8")
    gzip_file(changelog(version).encode(), doc / "changelog.gz")
    gzip_file(man_page(version, floor).encode(), share / "man" / "man6" / f"{PACKAGE}.6.gz")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    (overrides / PACKAGE).write_text(LINTIAN_OVERRIDES, encoding="utf-8")
    for path in root.rglob("*"):
        if path.is_dir():
            path.chmod(0o755)


def installed_size_kib(root: Path) -> int:
    total = 0
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += (path.stat().st_size + 1023) // 1024
        else:
            total += 1
    return total


def write_control(root: Path, version: str, depends: list[str], floor: str) -> None:
    control = root / "DEBIAN"
    control.mkdir()
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and control not in path.parents:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # noqa: S324 - dpkg's format
            sums.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    (control / "md5sums").write_text("".join(sums), encoding="utf-8")
    # Not starting with the package's name (lintian: description-starts-with-package-name).
    summary = "Spider-family solitaire: Spiderette, Spider and Relaxed Spider"
    fields = {
        "Package": PACKAGE,
        "Version": version,
        "Architecture": architecture(),
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size_kib(root)),
        "Depends": ", ".join(depends),
        "Section": "games",
        "Priority": "optional",
        "Homepage": project_info.HOMEPAGE,
        "Description": summary,
    }
    body = "".join(f"{key}: {value}\n" for key, value in fields.items())
    body += (
        " Three games of the Spider family, each in Easy (1 suit), Medium (2 suits) or\n"
        " Hard (4 suits): Spiderette (one deck, 52 cards in seven columns), Spider (two\n"
        " decks, 104 cards in ten columns) and Relaxed Spider (Spider that also deals\n"
        " while a column is empty). Classic scoring, undo and redo (100 actions in\n"
        " Spiderette, 400 in Spider), game codes to share a deal, statistics, and an\n"
        " optional solver with hints. It plays with a mouse, a keyboard, a touchscreen\n"
        " or a screen reader, in English, Swedish, German, Turkish and Danish.\n"
        " .\n"
        f" Needs the GNU C library {floor} or later: "
        f"{launcher_script.systems_for(floor)} or newer.\n"
    )
    (control / "control").write_text(body, encoding="utf-8")
    for path in control.iterdir():
        path.chmod(0o644)
    control.chmod(0o755)


def build_deb(bundle: Path, out_dir: Path) -> Path:
    version = project_info.version()
    floor_version, needs = glibc_floor.floor(bundle)
    if not needs:
        sys.exit(f"build_deb: {bundle} holds no ELF files; build the bundle first")
    floor = glibc_floor.show(floor_version)
    depends = compute_depends(bundle, floor)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{PACKAGE}_{version}_{architecture()}.deb"
    with tempfile.TemporaryDirectory(prefix="spiderette-deb-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        root.chmod(0o755)
        build_tree(bundle, root, version, floor)
        write_control(root, version, depends, floor)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
            check=True, stdout=subprocess.DEVNULL,
        )
    print(f"build_deb: {target} ({target.stat().st_size / 1e6:.1f} MB), glibc >= {floor}")
    print(f"build_deb: Depends: {', '.join(depends)}")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Spiderette .deb from dist/.")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "Spiderette")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    if not (args.bundle / "Spiderette").is_file():
        sys.exit(f"build_deb: no bundle at {args.bundle}; run python packaging/build.py first")
    build_deb(args.bundle, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
