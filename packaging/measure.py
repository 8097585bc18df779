"""Print the bundle's figures: size on disk, build time, and start-up time to the first frame.

    python packaging/measure.py               # build, then measure
    python packaging/measure.py --no-build    # measure the bundle already in dist/
    python packaging/measure.py --runs 7
    python packaging/measure.py --no-build --installed /usr/lib/spiderette/Spiderette

Start-up is timed from launching the process to the first painted frame of its window, for
the bundle and for the same app started from this Python (`python -m spiderette_qt`) and,
with --installed, for an installed copy (the .deb's /usr/lib/spiderette/Spiderette, or a folder
unpacked from it with `dpkg-deb -x`), in the same run, alternating, so all see the same
machine state. The app reports the moment with SPIDERETTE_EXIT_AFTER_FIRST_PAINT=1 (see
spiderette_qt/app/cli.py), then quits. All run with a
fresh, empty user folder (no saved game, no settings), so the figures are reproducible.
Without a display (no DISPLAY/WAYLAND_DISPLAY on Linux) Qt's offscreen platform is used.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402  (the sibling packaging/build.py)


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    for key in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        env.pop(key, None)
    env.update(
        SPIDERETTE_EXIT_AFTER_FIRST_PAINT="1",
        HOME=str(home),
        USERPROFILE=str(home),
        APPDATA=str(home / "AppData" / "Roaming"),
        LOCALAPPDATA=str(home / "AppData" / "Local"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    headless = sys.platform.startswith("linux") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")
    )
    if headless:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def time_to_first_paint(command: list[str]) -> float:
    """Seconds from launching `command` to the first painted frame it reports."""
    with tempfile.TemporaryDirectory(prefix="spiderette-measure-") as tmp:
        env = _environment(Path(tmp))
        started = time.time()
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    for line in result.stdout.splitlines():
        if line.startswith("first-paint "):
            return float(line.split()[1]) - started
    raise RuntimeError(
        f"{command[0]} did not report a first paint (exit {result.returncode}):\n"
        f"{result.stdout}{result.stderr}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the Spiderette bundle.")
    parser.add_argument("--no-build", action="store_true", help="measure the existing bundle")
    parser.add_argument("--runs", type=int, default=5, help="start-ups of each kind (5)")
    parser.add_argument("--installed", type=Path, help="an installed Spiderette executable")
    args = parser.parse_args(argv)

    build_seconds: float | None = None
    if not args.no_build:
        build_seconds = build.build()
    executable = build.bundle_executable()
    if not executable.exists():
        sys.exit(f"measure.py: no bundle at {executable}; run python packaging/build.py")

    commands = {
        "bundle": [str(executable)],
        "venv": [sys.executable, "-m", "spiderette_qt"],
    }
    if args.installed is not None:
        commands["installed"] = [str(args.installed)]
    for command in commands.values():  # one warm-up each: the first start fills disk caches
        time_to_first_paint(command)
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, command in commands.items():
            samples[name].append(time_to_first_paint(command))

    size = build.tree_size(build.bundle_dir())
    files = sum(1 for p in build.bundle_dir().rglob("*") if p.is_file())
    platform = _environment(Path(tempfile.gettempdir())).get("QT_QPA_PLATFORM", "native")
    print(f"bundle size on disk:   {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB, {files} files)")
    if build_seconds is not None:
        print(f"build time:            {build_seconds:.1f} s")
    print(f"start-up to first frame ({platform} platform, median of {args.runs}, warm cache):")
    for name, values in samples.items():
        print(
            f"  {name:<9} {statistics.median(values) * 1000:6.0f} ms"
            f"  (min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
