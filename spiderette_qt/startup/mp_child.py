"""In the PyInstaller bundle: is this process one of multiprocessing's children, and if so,
become it. Decided from sys.argv alone, so the game's own start imports nothing for it.

The solver's searches run in 'spawn' child processes (solver_app.worker). A frozen app has no
Python to spawn, so a child is the bundle's own executable again, with multiprocessing's
arguments: `--multiprocessing-fork name=value ...` for a worker, or interpreter flags, `-c`
and an import line for a helper (the resource tracker; the forkserver). PyInstaller's runtime
hook for multiprocessing answers the same question, but imports multiprocessing (with
socket, pickle, selectors and more) in every process, the game's start included: ~50 ms of
the bundle's launch before its window could show (360 -> 307 ms, benchmarks/startup_bench.py).
The bundle leaves that hook out (packaging/spiderette.spec) and its launcher calls
`become_child_if_asked()` first; this does what that hook does, in the processes that need
it. No Qt here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

#: The helpers multiprocessing starts with `-c` (PyInstaller's hook knows the same three).
HELPER_COMMANDS = (
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)
FORK_FLAG = "--multiprocessing-fork"


def is_worker(argv: Sequence[str]) -> bool:
    """multiprocessing.spawn.is_forking, without importing it."""
    return len(argv) >= 2 and argv[1] == FORK_FLAG


def helper_command(argv: Sequence[str]) -> str | None:
    """The `-c` command of a multiprocessing helper, if this is one."""
    if "-c" not in argv:
        return None
    index = list(argv).index("-c")
    if index + 1 >= len(argv):
        return None
    command = argv[index + 1]
    return command if command.startswith(HELPER_COMMANDS) else None


def prepare(multiprocessing_module: object) -> None:
    """What every frozen process does to multiprocessing before it is used (PyInstaller's
    hook does the same): spawn must not try to read `__main__` from a main script."""
    multiprocessing_module.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]


def become_child_if_asked(argv: Sequence[str] | None = None) -> None:
    """In a frozen app: if this process is a multiprocessing child, run it and exit.

    With the start-up patches off (SPIDERETTE_NO_STARTUP_PATCHES) it does what PyInstaller's
    hook does, in the order it does it: multiprocessing imported and prepared in every
    process, the game's own start included, before the arguments are looked at."""
    if not getattr(sys, "frozen", False):
        return
    argv = sys.argv if argv is None else argv
    from spiderette_qt import startup

    if startup.enabled() and helper_command(argv) is None and not is_worker(argv):
        return  # the game itself: nothing imported
    import multiprocessing
    import multiprocessing.spawn
    from subprocess import _args_from_interpreter_flags  # type: ignore[attr-defined]

    prepare(multiprocessing)
    command = helper_command(argv)
    # Preceded by the interpreter's flags, exactly, as multiprocessing starts helpers.
    if command is not None and set(argv[1:argv.index("-c")]) == set(
            _args_from_interpreter_flags()):
        exec(command)  # noqa: S102 - one of HELPER_COMMANDS, nothing else
        sys.exit()
    if not is_worker(argv):
        return
    options: dict[str, int | None] = {}
    for argument in argv[2:]:
        name, value = argument.split("=")
        options[name] = None if value == "None" else int(value)
    multiprocessing.spawn.spawn_main(**options)  # type: ignore[arg-type]
    sys.exit()
