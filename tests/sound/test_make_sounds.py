"""The effects are ours and remade the same: tools/make_sounds.py writes the committed files,
byte for byte, at one loudness, soft and short."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import make_sounds  # noqa: E402

from spiderette_qt.sound.effects import EFFECTS  # noqa: E402

COMMITTED = ROOT / "resources" / "sounds"


def test_the_script_remakes_the_committed_files(tmp_path: Path) -> None:
    written = make_sounds.make_all(tmp_path)
    assert sorted(path.stem for path in written) == sorted(EFFECTS)
    for path in written:
        assert path.read_bytes() == (COMMITTED / path.name).read_bytes(), path.name


def test_one_loudness_soft_and_short() -> None:
    for name in EFFECTS:
        length, peak, loudest = make_sounds.read_levels(COMMITTED / f"{name}.wav")
        assert abs(loudest - make_sounds.LOUDNESS_DBFS) < 1.0, name
        assert peak <= make_sounds.PEAK_LIMIT_DBFS + 0.01, name
        assert length <= 1.1, name  # the win the longest; the rest well under half a second
        assert length <= 0.5 or name == "win", name


def test_every_sound_starts_and_ends_in_silence() -> None:
    """No click at either end: the first and last samples are zero."""
    for name in EFFECTS:
        samples = make_sounds.finish(make_sounds.SOUNDS[name]())
        assert samples[0] == 0.0 and abs(samples[-1]) < 1e-9, name
