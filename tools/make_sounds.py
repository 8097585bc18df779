"""Synthesise the game's sound effects into resources/sounds/ (WAV, 16-bit mono, 44.1 kHz).

The sounds are made here, from sines and seeded noise, so they are ours (the project's
licence) and anyone can change and remake them: `python tools/make_sounds.py` (add
`--report` to print each sound's length and peak). The output is the same on every run and
machine: tests/tools/test_make_sounds.py remakes them and compares the bytes with the
committed files.

One loudness for all: each sound is scaled so its loudest 50 ms have the same RMS level
(LOUDNESS_DBFS), soft enough for a long game, with its peak held below PEAK_LIMIT_DBFS.
Every sound starts and ends at zero (a short fade), so none clicks.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
#: The loudest 50 ms of every sound sit at this RMS level (dB below full scale): soft.
LOUDNESS_DBFS = -26.0
#: No sample louder than this.
PEAK_LIMIT_DBFS = -9.0
WINDOW_S = 0.05
FADE_S = 0.004

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _noise(seconds: float, seed: int) -> Samples:
    generator = random.Random(seed)
    return [generator.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def _lowpass(samples: Samples, cutoff_hz: float) -> Samples:
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / RATE)
    out, level = [], 0.0
    for sample in samples:
        level += alpha * (sample - level)
        out.append(level)
    return out


def _highpass(samples: Samples, cutoff_hz: float) -> Samples:
    low = _lowpass(samples, cutoff_hz)
    return [sample - smooth for sample, smooth in zip(samples, low, strict=True)]


def _band(samples: Samples, low_hz: float, high_hz: float) -> Samples:
    return _lowpass(_highpass(samples, low_hz), high_hz)


def _decay(samples: Samples, time_constant_s: float, attack_s: float = 0.002) -> Samples:
    """An envelope: a short rise, then an exponential fall."""
    out = []
    for index, sample in enumerate(samples):
        t = index / RATE
        rise = min(1.0, t / attack_s) if attack_s > 0 else 1.0
        out.append(sample * rise * math.exp(-t / time_constant_s))
    return out


def _tone(freq_hz: float, seconds: float, time_constant_s: float,
          overtones: tuple[float, ...] = (0.3, 0.1)) -> Samples:
    """A soft bell-like note: the fundamental and a few quieter harmonics, decaying."""
    count = int(RATE * seconds)
    out = []
    for index in range(count):
        t = index / RATE
        value = math.sin(2 * math.pi * freq_hz * t)
        for order, weight in enumerate(overtones, start=2):
            value += weight * math.sin(2 * math.pi * freq_hz * order * t)
        out.append(value)
    return _decay(out, time_constant_s, attack_s=0.005)


def _mix(length_s: float, *parts: tuple[float, Samples, float]) -> Samples:
    """(start in seconds, samples, gain) parts added into one track."""
    out = _silence(length_s)
    for start, samples, gain in parts:
        offset = int(start * RATE)
        for index, sample in enumerate(samples):
            if offset + index < len(out):
                out[offset + index] += gain * sample
    return out


# ----- the sounds ------------------------------------------------------------------------

def pick_up() -> Samples:
    """A light brush of card on card: high, soft noise, 60 ms."""
    return _decay(_band(_noise(0.06, seed=1), 2500, 7000), 0.015, attack_s=0.006)


def place() -> Samples:
    """A card laid down: a short tap with a little body."""
    tap = _decay(_band(_noise(0.08, seed=2), 300, 2500), 0.012)
    body = _decay([math.sin(2 * math.pi * 170 * i / RATE) for i in range(int(RATE * 0.08))],
                  0.02)
    return _mix(0.08, (0.0, tap, 1.0), (0.0, body, 0.5))


def refused() -> Samples:
    """No: two low, soft notes falling (not a buzzer: it is heard often)."""
    return _mix(0.24, (0.0, _tone(330, 0.1, 0.04), 1.0), (0.09, _tone(262, 0.15, 0.05), 1.0))


def deal() -> Samples:
    """A short riffle: one sound for the whole deal, however many cards it lays."""
    parts = []
    ticks = 9
    for index in range(ticks):
        tick = _decay(_band(_noise(0.03, seed=10 + index), 1200, 6000), 0.007)
        parts.append((index * 0.028, tick, 1.0 - 0.04 * index))
    return _mix(0.3, *parts)


def turn() -> Samples:
    """A card turned face up: a quick flick, brighter than the tap."""
    flick = _decay(_band(_noise(0.05, seed=3), 1800, 8000), 0.01)
    ping = _tone(1320, 0.05, 0.012, overtones=())
    return _mix(0.06, (0.0, flick, 1.0), (0.005, ping, 0.35))


def removed() -> Samples:
    """A sequence leaves the table: three rising notes, like a small chime."""
    return _mix(0.5, (0.0, _tone(523.25, 0.3, 0.09), 1.0), (0.07, _tone(659.25, 0.3, 0.09), 1.0),
                (0.14, _tone(783.99, 0.36, 0.11), 1.0))


def undo() -> Samples:
    """Back: a short swish that rises instead of falling."""
    swish = _band(_noise(0.11, seed=4), 600, 3500)
    count = len(swish)
    shaped = [sample * (index / count) ** 2 for index, sample in enumerate(swish)]
    return shaped


def win() -> Samples:
    """A won game: a calm rising arpeggio, the last note held."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [(index * 0.12, _tone(freq, 0.5, 0.12), 1.0) for index, freq in
             enumerate(notes[:-1])]
    parts.append((0.36, _tone(notes[-1], 0.7, 0.25), 1.0))
    return _mix(1.06, *parts)


#: Every effect: its file's stem (the names spiderette_qt/sound/effects.py plays).
SOUNDS: dict[str, Callable[[], Samples]] = {
    "pick_up": pick_up, "place": place, "refused": refused, "deal": deal, "turn": turn,
    "removed": removed, "undo": undo, "win": win,
}


# ----- levels and files ------------------------------------------------------------------

def _db(level: float) -> float:
    return 20 * math.log10(level) if level > 0 else -math.inf


def loudest_rms(samples: Samples) -> float:
    """The RMS of the loudest 50 ms window (its whole length if shorter)."""
    width = max(1, min(len(samples), int(RATE * WINDOW_S)))
    squares = [sample * sample for sample in samples]
    total = sum(squares[:width])
    best = total
    for index in range(width, len(squares)):
        total += squares[index] - squares[index - width]
        best = max(best, total)
    return math.sqrt(max(best, 0.0) / width)


def finish(samples: Samples) -> Samples:
    """Scaled to one loudness (peak held under the limit), faded in and out."""
    scale = 10 ** (LOUDNESS_DBFS / 20) / loudest_rms(samples)
    peak = max(abs(sample) for sample in samples) * scale
    limit = 10 ** (PEAK_LIMIT_DBFS / 20)
    if peak > limit:
        scale *= limit / peak
    fade = int(RATE * FADE_S)
    out = []
    for index, sample in enumerate(samples):
        edge = min(1.0, index / fade, (len(samples) - 1 - index) / fade)
        out.append(sample * scale * edge)
    return out


def to_pcm(samples: Samples) -> bytes:
    return b"".join(struct.pack("<h", max(-32767, min(32767, round(sample * 32767))))
                    for sample in samples)


def write_wav(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_pcm(samples))


def read_levels(path: Path) -> tuple[float, float, float]:
    """(length in seconds, peak dBFS, loudest-50-ms RMS dBFS) of a 16-bit mono WAV."""
    with wave.open(str(path), "rb") as source:
        frames = source.readframes(source.getnframes())
        rate = source.getframerate()
    values = [value / 32767 for (value,) in struct.iter_unpack("<h", frames)]
    return len(values) / rate, _db(max(abs(v) for v in values)), _db(loudest_rms(values))


def make_all(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        write_wav(path, finish(make()))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.parent / "resources" / "sounds")
    parser.add_argument("--report", action="store_true", help="print length and levels")
    args = parser.parse_args(argv)
    for path in make_all(args.out):
        if args.report:
            length, peak, rms = read_levels(path)
            print(f"{path.stem:8} {length * 1000:5.0f} ms  peak {peak:6.1f} dBFS  "
                  f"loudest 50 ms {rms:6.1f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
