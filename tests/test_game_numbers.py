"""No number about the game's shape outside the Variant table (issue 11).

Spiderette's 7 columns, 52 cards, 4 sequences and 4 deals, and Spider's 10 columns, 104
cards, 8 sequences and 5 deals of 10, are written once, in engine/variants.py; everything
else reads them from there (game.variant, VARIANTS, len(state.columns)). This test reads
every module of the package and fails on an integer literal 4, 7, 8, 10, 52 or 104 outside
that table, except where the number is not about the game: drawing geometry, pip layouts of
a card's rank, fixed seeds and sanity bounds. Those are listed below with why.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "spiderette_qt"
NUMBERS = {4, 7, 8, 10, 52, 104}
TABLE = "engine/variants.py"

# Whole modules whose numbers are pixels, shapes or ranks, never the game's shape.
DRAWING = {
    "table/card_art/back.py": "the card back's ornament (spokes of the web)",
    "table/card_art/pips.py": "where the pips of a 4, 7, 8 or 10 go: ranks, not the game",
    "table/card_art/courts.py": "court-card artwork",
    "table/card_painter.py": "ranks up to 10 have pips",
    "window/actions.py": "toolbar icons drawn in a 48 px box",
    "window/dialogs/statistics_dialog.py": "chart and table spacing in pixels",
    "window/dialogs/win_dialog.py": "the celebration's drawing (pixels)",
    "table/felt.py": "the felt grain's fixed random seed",
    "app/selftest_text.py": "the self-test's text sample is drawn with a few pixels of margin",
    "window/chrome/message_bar.py": "the message bar's margins and spacing (pixels)",
    "window/accessibility/atspi_listeners.py":
        "D-Bus wire format: 4- and 8-byte alignment and lengths",
    "table/card_disk_cache.py": "4 bytes a pixel, and how many card sizes stay on disk",
}

# Single lines elsewhere: the text of the line (stripped) must contain this.
LINES = {
    "engine/codes.py": ["CODE_LETTERS = 7"],  # letters in a code: the code grammar, all games
    "engine/game.py": ["listed[:10]", "len(listed) - 10"],  # cards named in an error message
    "engine/savefile.py": ["10**9"],  # sanity bound on counters in a save file
    "persistence/statistics_figures.py": ["10**9", "10**12",  # sanity bounds on counters, times
                                          "READABLE_VERSIONS = (1, 2, 3, 4, 5)",
                                          "ASSISTED_SINCE = 4"],  # the file's versions
    "engine/scoring.py": ["SUN_TURNED = 10"],  # points for a card turned (Sun's scoring)
    "table/scene.py": ["max(8,", "slot_top - 4"],  # badge font floor, glow inset (pixels)
    "window/chrome/status_panel.py": ["setContentsMargins(12, 4, 12, 4)",
                               "setContentsMargins(4, 0, 4, 0)", "setSpacing(10)"],  # pixels
    "persistence/savegame.py": ["10**12"],  # sanity bound on a saved time
    "persistence/daily_results.py": ["10**12"],  # sanity bound on a day's figures
    "engine/daily.py": ["digest[:8]"],  # 8 bytes of the day's hash (the derivation)
    # The solver's tuning (samples per hint, beam patience, evaluation weights): not the
    # game's shape. Listed when main (this test) met the solver branch; the solver may move
    # them into named tables.
    "engine/solver/hints.py": ["STAGE_WIDTH = 8"],  # a beam width, measured
    "engine/solver/deals.py": ["TRY_SECONDS = {1: 0.3, 2: 0.3, 4: 1.0}"],  # keyed by suit count
    "engine/solver/pycore.py": ["PATIENCE = 10", "FINAL_LEVELS = 4", "BEAM_WEIGHTS = (",
                                "else 10)"],
    "engine/solver/core.py": ["INTERFACE = "],  # the compiled core's interface version
    "platform/runtime_folder.py": ["SUN_PATH_BYTES = "],  # a Unix socket path's bytes (macOS: 104)

    # The suit-count table itself (4 suits); how many cards an error message names.
    "engine/cards.py": ["4: (Suit.SPADES", "shown: int = 10"],
}

# Game numbers still waiting to be read from the engine: each entry is a debt (none today).
KNOWN: dict[str, list[str]] = {}

# The difficulty names (i18n/difficulty.py) follow the engine's suit counts (SUIT_COUNTS); a
# test below checks them, so they cannot drift from the engine.


def game_numbers(package: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(package).as_posix()
        if name == TABLE or name in DRAWING:
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        allowed = LINES.get(name, []) + KNOWN.get(name, [])
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.Constant) and type(node.value) is int \
                    and node.value in NUMBERS:
                line = lines[node.lineno - 1].strip()
                if not any(snippet in line for snippet in allowed):
                    found.append(f"{name}:{node.lineno}: {node.value} in {line!r}")
    return found


def test_no_game_numbers_outside_the_variant_table() -> None:
    assert game_numbers() == []


def test_the_scan_reports_a_game_number_and_spares_the_listed_ones(tmp_path: Path) -> None:
    (tmp_path / "table").mkdir()
    (tmp_path / "table" / "scene.py").write_text(
        "a = max(8, 3)\nb = range(7)\ntext = 'seven 7 in a string is not code'\n")
    (tmp_path / TABLE.split("/")[0]).mkdir()
    (tmp_path / TABLE).write_text("COLUMNS = 7\n")
    assert game_numbers(tmp_path) == ["table/scene.py:2: 7 in 'b = range(7)'"]
    for name in list(LINES) + list(KNOWN) + list(DRAWING):
        assert (PACKAGE / name).exists(), f"an allow-list names a missing module {name}"


def test_difficulty_names_cover_exactly_the_engine_suit_counts() -> None:
    from spiderette_qt.engine.cards import SUIT_COUNTS, SUITS_FOR_COUNT
    from spiderette_qt.i18n import LANGUAGES
    from spiderette_qt.i18n.difficulty import difficulty_name

    assert set(SUIT_COUNTS) == set(SUITS_FOR_COUNT)
    for language in LANGUAGES:
        assert all(difficulty_name(suits, language) for suits in SUITS_FOR_COUNT)
