"""Build the Spiderette app bundle: `python packaging/build.py` -> dist/Spiderette/.

Runs PyInstaller on packaging/spiderette.spec with the Python that runs this script (use the
project's virtualenv, where `pip install -e ".[dev]"` put PySide6 and PyInstaller). Works the
same on Linux, Windows and macOS (on macOS dist/Spiderette.app is made as well).

    python packaging/build.py               # build
    python packaging/build.py --self-test   # build, then run the bundle's --self-test
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
SPEC = ROOT / "packaging" / "spiderette.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP_NAME = "Spiderette"


def bundle_dir(dist: Path = DIST) -> Path:
    return dist / APP_NAME


def bundle_executable(dist: Path = DIST) -> Path:
    name = f"{APP_NAME}.exe" if sys.platform.startswith("win") else APP_NAME
    return bundle_dir(dist) / name


def tree_size(path: Path) -> int:
    """Bytes of the regular files under `path` (symlinks counted once, as links)."""
    total = 0
    for item in path.rglob("*"):
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
    return total


#: The zlib level of the PYZ archive (our modules and the standard library's): stored, not
#: compressed. Unpacking every module at each launch was ~30-40 ms of the bundle's start
#: (to a visible window, benchmarks/startup_bench.py: compressed 341 ms against loose .pyc
#: 308 ms in one run, stored 297 ms against loose 312 ms in the next) for ~3 MB on disk;
#: the .deb is compressed as a whole anyway. One archive, not loose .pyc files (noarchive):
#: lintian refuses those.
PYZ_ZLIB_LEVEL = "0"


def pyinstaller_environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYINSTALLER_ZLIB_COMPRESSION_LEVEL"] = PYZ_ZLIB_LEVEL
    return env


#: The first two bytes of a zlib stream at level 0 or 1 (RFC 1950: CMF 0x78, FLG 0x01).
STORED_ZLIB_HEADER = b"\x78\x01"


def is_stored(blob: bytes) -> bool:
    """Is this zlib stream written at the stored level (not compressed)?"""
    return blob[:2] == STORED_ZLIB_HEADER


def pyz_report(executable: Path) -> str:
    """How the bundle's PYZ holds its modules: a failure if any is compressed."""
    from PyInstaller.archive.readers import CArchiveReader
    from PyInstaller.loader.pyimod01_archive import ZlibArchiveReader

    package = CArchiveReader(str(executable))
    names = [name for name, entry in package.toc.items() if entry[-1] == "z"]
    if not names:
        return "no PYZ archive (modules as files)"
    pyz: ZlibArchiveReader = package.open_embedded_archive(names[0])
    packed = []
    with open(executable, "rb") as archive:  # the blobs as written (extract() inflates them)
        for name, (_typecode, offset, length) in pyz.toc.items():
            if length:  # (a PEP 420 namespace package has no blob)
                archive.seek(pyz._start_offset + offset)
                if not is_stored(archive.read(2)):
                    packed.append(name)
    if packed:
        sys.exit(f"build.py: {len(packed)} modules compressed in the PYZ ({packed[:3]}...): "
                 "was PYINSTALLER_ZLIB_COMPRESSION_LEVEL ignored?")
    return f"PYZ holds {len(pyz.toc)} modules, stored uncompressed"


def build(dist: Path = DIST, work: Path = WORK) -> float:
    """Run PyInstaller; returns the build time in seconds. Raises SystemExit on failure."""
    for module in ("PyInstaller", "PySide6"):
        if importlib.util.find_spec(module) is None:
            sys.exit(
                f"build.py: {module} is not installed for {sys.executable}.\n"
                'Install the build tools first: pip install -e ".[dev]"'
            )
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
        "--distpath", str(dist), "--workpath", str(work), str(SPEC),
    ]
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, env=pyinstaller_environment())
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"build.py: PyInstaller failed with exit code {result.returncode}")
    return elapsed


def run_self_test(dist: Path = DIST) -> int:
    """Run the bundle's --self-test in a bare environment (no venv, no PYTHONPATH)."""
    env = {"PATH": os.defpath if not sys.platform.startswith("win") else os.environ["PATH"]}
    for key in ("SYSTEMROOT", "TEMP", "TMP", "HOME", "USERPROFILE", "LOCALAPPDATA", "APPDATA"):
        if key in os.environ:
            env[key] = os.environ[key]
    result = subprocess.run(
        [str(bundle_executable(dist)), "--self-test"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    print(result.stdout, end="")
    if result.returncode != 0:
        print(result.stderr, end="", file=sys.stderr)
    return result.returncode


def ship_compile_cache(dist: Path = DIST) -> str:
    """Launch the new bundle once (offscreen, fresh user folders, quitting after its first
    frame) so that it writes its start-up compile cache into its own folder: shiboken's
    support code, regexes and dataclass methods compiled by this very bundle, shipped so a
    player's first launch skips ~40 ms of compiling (spiderette_qt/pyside_compile_cache.py).
    A bundle without it still works; it only starts slower."""
    import tempfile

    from spiderette_qt.startup.pyside_compile_cache import BUILD_ENV, SHIPPED_FOLDER, shipped_name

    target = bundle_dir(dist) / "_internal" / "spiderette_qt" / SHIPPED_FOLDER / shipped_name()
    if not target.parent.parent.is_dir():
        return f"no compile cache: {target.parent.parent} is not in the bundle"
    with tempfile.TemporaryDirectory() as home:
        # The start-up patches on (whatever this shell says): the cache is theirs.
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("XDG_", "PYTHON", "QT_"))
               and key != "SPIDERETTE_NO_STARTUP_PATCHES"}
        env.update(HOME=home, QT_QPA_PLATFORM="offscreen", SPIDERETTE_EXIT_AFTER_FIRST_PAINT="1",
                   **{BUILD_ENV: str(target)})
        try:
            subprocess.run([str(bundle_executable(dist))], env=env, cwd=home, timeout=120,
                           check=True, capture_output=True)
        except (OSError, subprocess.SubprocessError) as exc:
            return f"WARNING: no compile cache in the bundle ({exc}); it starts slower"
    if not target.is_file():
        return "WARNING: the bundle wrote no compile cache; it starts slower"
    return f"compile cache {target.stat().st_size // 1024} KB in the bundle"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Spiderette app bundle.")
    parser.add_argument("--self-test", action="store_true", help="run the bundle's self-test")
    parser.add_argument("--dist", type=Path, default=DIST, help="output folder (dist/)")
    args = parser.parse_args(argv)
    work = WORK if args.dist == DIST else args.dist.parent / "build"
    if bundle_dir(args.dist).exists():
        shutil.rmtree(bundle_dir(args.dist))
    seconds = build(args.dist, work)
    if sys.platform.startswith("linux"):
        import elf_runpath  # packaging/elf_runpath.py: no /root/.pyenv/... search paths

        changed = elf_runpath.clean_folder(bundle_dir(args.dist))
        print(f"build.py: removed the build machine's RUNPATH from {changed} ELF files")
        import launcher_script  # the glibc check in front of the program

        floor = launcher_script.bundle_floor(bundle_dir(args.dist))
        launcher = launcher_script.write_launcher(bundle_dir(args.dist), floor)
        print(f"build.py: {launcher.name} checks glibc >= {floor} "
              f"({launcher_script.systems_for(floor)} or newer)")
    print(f"build.py: {pyz_report(bundle_executable(args.dist))}")
    print(f"build.py: {ship_compile_cache(args.dist)}")
    size = tree_size(bundle_dir(args.dist))
    print(f"build.py: built {bundle_dir(args.dist)} in {seconds:.1f} s, {size / 1e6:.1f} MB")
    if args.self_test:
        code = run_self_test(args.dist)
        print(f"build.py: bundle self-test {'passed' if code == 0 else 'FAILED'}")
        return code
    return 0


if __name__ == "__main__":
    sys.exit(main())
