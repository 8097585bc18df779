"""Checks of the solver's compiled core (spiderette_qt/engine/solver/_c*.c) that CI runs.

    python tools/ccore_check.py warnings   # gcc with WARNING_FLAGS: any warning fails
    python tools/ccore_check.py sanitize   # tests/engine/solver on a build with ASan + UBSan
    python tools/ccore_check.py in-use     # the compiled core was built and is the one used

setup.py builds the core with Extension(optional=True), so a broken C build still installs
and the solver quietly runs on its pure-Python twin: players only get slower hints. These
checks make CI insist on the compiled core. The tests (tests/engine/solver/test_c_build.py,
test_c_faults.py) load this file for build() and the flags.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLVER = ROOT / "spiderette_qt" / "engine" / "solver"
SOURCES = (SOLVER / "_ccore.c", SOLVER / "_cbeam.c")
WARNING_FLAGS = ("-Wall", "-Wextra", "-Wjump-misses-init", "-Werror")
SANITIZE_FLAGS = ("-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
                  "-fno-omit-frame-pointer", "-g", "-O1")
#: The sanitizer run's tests (every test of tests/engine/solver: cores, hints, solve, sizes).
SANITIZE_TESTS = "tests/engine/solver"


def compiler() -> str | None:
    """gcc, or None when the machine has none (the tests then skip)."""
    return shutil.which("gcc")


def python_include() -> Path:
    return Path(sysconfig.get_paths()["include"])


def module_name() -> str:
    """The file name Python imports for the core: _ccore plus this Python's suffix."""
    return "_ccore" + str(sysconfig.get_config_var("EXT_SUFFIX"))


def warnings(flags: Sequence[str] = WARNING_FLAGS) -> subprocess.CompletedProcess[str]:
    """Compile each C file (no link) with flags at -O2 (some warnings need the optimiser)."""
    gcc = compiler()
    if gcc is None:
        raise RuntimeError("no gcc on PATH")
    with tempfile.TemporaryDirectory() as out:
        command = [gcc, "-c", "-O2", *flags, f"-I{python_include()}"]
        outputs = []
        code = 0
        for source in SOURCES:
            done = subprocess.run([*command, "-o", str(Path(out) / (source.stem + ".o")),
                                   str(source)], capture_output=True, text=True, check=False)
            outputs.append(done.stderr)
            code = code or done.returncode
    return subprocess.CompletedProcess(command, code, "", "".join(outputs))


def build(folder: Path, cflags: Sequence[str] = ("-O2",),
          extra_sources: Sequence[Path] = ()) -> Path:
    """Build the core as folder/_ccore<suffix> (with extra C files and flags); its path."""
    gcc = compiler()
    if gcc is None:
        raise RuntimeError("no gcc on PATH")
    target = folder / module_name()
    command = [gcc, "-shared", "-fPIC", *cflags, f"-I{python_include()}", f"-I{SOLVER}",
               *map(str, SOURCES), *map(str, extra_sources), "-o", str(target)]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return target


def _sanitizer_runtime() -> str:
    """libasan's path: it must be loaded before Python's own libraries (LD_PRELOAD)."""
    gcc = compiler() or "gcc"
    path = subprocess.run([gcc, "-print-file-name=libasan.so"], capture_output=True,
                          text=True, check=True).stdout.strip()
    if not os.path.isabs(path):
        raise RuntimeError("gcc knows no libasan.so (install libasan for this gcc)")
    return path


def sanitize(python: str = sys.executable) -> int:
    """tests/engine/solver in a copy of the tree whose core is built with ASan and UBSan."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="spiderette-sanitize-") as work:
        tree = Path(work)
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
        shutil.copytree(ROOT / "spiderette_qt", tree / "spiderette_qt", ignore=ignore)
        shutil.copytree(ROOT / "tests", tree / "tests", ignore=ignore)
        shutil.copy(ROOT / "pyproject.toml", tree)
        (tree / "tools").mkdir()
        shutil.copy(Path(__file__), tree / "tools")
        built = build(tree / "spiderette_qt" / "engine" / "solver", SANITIZE_FLAGS)
        env = dict(os.environ, LD_PRELOAD=_sanitizer_runtime(), PYTHONPATH=str(tree),
                   ASAN_OPTIONS="detect_leaks=0:abort_on_error=1",
                   UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1",
                   SPIDERETTE_REQUIRE_COMPILED_CORE="1")
        env.pop("SPIDERETTE_SOLVER_CORE", None)
        # The copy's core, not the installed one, must be the one in use.
        probe = ("from spiderette_qt.engine.solver import core; import sys; "
                 f"sys.exit(0 if core.compiled and core.compiled.__file__ == {str(built)!r} "
                 "else 'the sanitized core is not the one in use: ' + repr(core.compiled))")
        subprocess.run([python, "-c", probe], cwd=tree, env=env, check=True)
        done = subprocess.run([python, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
                               SANITIZE_TESTS], cwd=tree, env=env, check=False)
    print(f"ccore_check: {SANITIZE_TESTS} under ASan+UBSan: exit {done.returncode} in "
          f"{time.monotonic() - started:.1f} s")
    return done.returncode


def in_use() -> int:
    """0 when the compiled core was built, is current and is what a search uses."""
    from spiderette_qt.engine.solver import core

    if core.compiled is None or core.core_name() != "c":
        print("ccore_check: the compiled solver core is not in use (not built, stale, or "
              "SPIDERETTE_SOLVER_CORE=python); see setup.py", file=sys.stderr)
        return 1
    print(f"ccore_check: compiled core in use: {core.compiled.__file__}")
    return 0


def main(argv: Sequence[str]) -> int:
    if list(argv) == ["warnings"]:
        done = warnings()
        sys.stderr.write(done.stderr)
        print(f"ccore_check: {' '.join(WARNING_FLAGS)}: "
              f"{done.stderr.count('warning:') + done.stderr.count('error:')} diagnostics")
        return done.returncode
    if list(argv) == ["sanitize"]:
        return sanitize()
    if list(argv) == ["in-use"]:
        return in_use()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
