"""Every spoken and described text over a wide, fixed set of inputs, keyed by call.

`spoken_texts()` calls the public i18n functions (card names, the table description, the
announcements, the keyboard words, the rule texts, the difficulty names) in every language
over fixed inputs: every card, counts 0..N for every counting phrase, and the records of
seeded random games in every variant and suit count (moves, deals, undos, redos, removals,
wins). The fixture fixtures/spoken_texts.json holds what the old Python tables of lambdas
said for these inputs (written from main's code before the texts moved into the Qt
catalogue); test_spoken_catalogue.py checks that the catalogue says every one the same.

    python -m tests.i18n.spoken_inputs   # rewrite the fixture from today's code (only when
                                         # a text is meant to change)
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from spiderette_qt.engine import Game, IllegalMove, Reason
from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.engine.variants import VARIANTS
from spiderette_qt.i18n import LANGUAGES, difficulty_name
from spiderette_qt.i18n.announce import (
    announce_record,
    nothing_text,
    picked_up_text,
    score_text,
    status_text,
    words,
)
from spiderette_qt.i18n.card_names import (
    card_name,
    rank_name,
    sentence_case,
    short_card_name,
    suit_name,
)
from spiderette_qt.i18n.describe import describe, describe_column, describe_stock, focus_summary
from spiderette_qt.i18n.reasons import reason_text

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "spoken_texts.json"
#: The games the fixture was written for; the later games' sentences are checked on their own
#: (test_spoken_family.py), as the old tables never said them.
OLD_GAMES = ("spiderette", "spider", "relaxed-spider")
CARDS = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]
COUNTS = (*range(0, 26), 30, 50, 99, 100, 104, 400)


@dataclass(frozen=True)
class _Column:
    hidden: Sequence[Card]
    visible: Sequence[Card]


@dataclass(frozen=True)
class _Table:
    columns: Sequence[_Column]
    stock: Sequence[Card]
    deals_left: int
    removed: int


def _cards(lang: str) -> Iterator[tuple[str, str]]:
    for suit in Suit:
        yield f"suit_name|{suit.name}|{lang}", suit_name(suit, lang)
    for rank in range(1, 14):
        yield f"rank_name|{rank}|{lang}", rank_name(rank, lang)
    for card in CARDS:
        key = f"{card.rank}{card.suit.name}|{lang}"
        yield f"card_name|{key}", card_name(card, lang)
        yield f"short_card_name|{key}", short_card_name(card, lang)
        yield f"short_card_name_bare|{key}", short_card_name(card, lang, suit=False)
    for suits in (1, 2, 4):
        yield f"difficulty_name|{suits}|{lang}", difficulty_name(suits, lang)
    for text in ("ikinci", "ıslak", "jack", "9 of", "é", "", "Ä", "çok", "şimdi", "ü"):
        yield f"sentence_case|{text}|{lang}", sentence_case(text, lang)


def _describe(lang: str) -> Iterator[tuple[str, str]]:
    for stock in (0, 1, 2, 5, 10, 24, 50, 100):
        for deals in range(0, 6):
            for removed in range(0, 9):
                table = _Table((), [CARDS[0]] * stock, deals, removed)
                yield (f"describe_stock|{stock},{deals},{removed}|{lang}",
                       describe_stock(table, lang))
    for hidden in COUNTS:
        for first in (False, True):
            yield (f"describe_column|h{hidden}|none|{first}|{lang}",
                   describe_column(_Column([CARDS[0]] * hidden, ()), 3, lang, first=first))
            yield (f"describe_column|h{hidden}|two|{first}|{lang}",
                   describe_column(_Column([CARDS[0]] * hidden, CARDS[12:10:-1]), 1, lang,
                                   first=first))
    for number in (1, 7, 10):
        for first in (False, True):
            for hidden in (0, 1, 2):
                for index, card in enumerate(CARDS):
                    yield (f"describe_column|h{hidden}|n{number}|{first}|{index}|{lang}",
                           describe_column(_Column([card] * hidden, [card]), number, lang,
                                           first=first))
    for key in OLD_GAMES:
        variant = VARIANTS[key]
        for suits in (1, 2, 4):
            game = Game.new(suits, 5, variant=key)
            yield f"describe|{key},{suits}|{lang}", describe(game, lang)
            for column in (None, -1, 0, 3, variant.columns - 1, variant.columns):
                yield (f"focus_summary|{key},{suits},{column}|{lang}",
                       focus_summary(game, column, lang))


def _played(variant: str, suits: int, seed: int) -> Iterator[tuple[str, Game, object, bool]]:
    """(label, game, record, won) for the actions of a seeded random game."""
    rng = random.Random(seed)
    game = Game.new(suits, seed, variant=variant)
    for step in range(80):
        roll = rng.random()
        try:
            if roll < 0.08 and game.can_undo:
                record = game.undo()
            elif roll < 0.13:
                record = game.redo()
            else:
                moves = game.legal_moves()
                if moves and (roll < 0.93 or not game.can_deal()):
                    move = rng.choice(moves)
                    record = game.move(move.source, move.count, move.target)
                else:
                    record = game.deal()
        except IllegalMove:
            continue
        yield f"{variant},{suits},{seed},{step}", game, record, rng.random() < 0.1


def _announce(lang: str) -> Iterator[tuple[str, str]]:
    for variant in OLD_GAMES:
        for suits in (1, 2, 4):
            for seed in (1,) if variant == "relaxed-spider" else (1, 2):
                for label, game, record, won in _played(variant, suits, seed):
                    yield (f"announce_record|{label}|{won}|{lang}",
                           announce_record(record, game.deck, game.table(), lang, won))
    from tests.window.winning_line import nearly_won_game

    game, (source, count, target) = nearly_won_game()
    for kind in ("move", "undo", "redo"):
        record = (game.move(source, count, target) if kind == "move"
                  else game.undo() if kind == "undo" else game.redo())
        for won in (False, True):
            yield (f"announce_record|won-line,{kind}|{won}|{lang}",
                   announce_record(record, game.deck, game.table(), lang, won))
    for kind in ("undo", "redo"):
        yield f"nothing_text|{kind}|{lang}", nothing_text(kind, lang)
    for score in (-3, 0, 499, 500, 1000):
        for moves in (*range(0, 4), 10, 21, 100):
            yield f"score_text|{score},{moves}|{lang}", score_text(score, moves, lang)
    for moves in (0, 1, 2, 5, 21):
        for deals in range(0, 6):
            for done in range(0, 9):
                for total in (4, 8):
                    yield (f"status_text|{moves},{deals},{done},{total}|{lang}",
                           status_text(480, moves, deals, done, total, lang))
    for count in range(1, 14):
        for index in (0, 11, 12, 13, 25, 38, 50):
            yield (f"picked_up_text|{count}|{index}|{lang}",
                   picked_up_text(CARDS[index:index + 1] * count, lang))
    w = words(lang)
    for name in ("cancelled", "table", "target", "fits", "does_not_fit"):
        yield f"words.{name}|{lang}", getattr(w, name)
    for number in (*range(0, 12), 20):
        yield f"words.empty_column|{number}|{lang}", w.empty_column(number)
    for count in COUNTS:
        yield f"words.selected|{count}|{lang}", w.selected(count)
    for column in (1, 2, 10):
        for card in CARDS:
            yield (f"words.target_top|{column}|{card.rank}{card.suit.name}|{lang}",
                   w.target_top(column, card_name(card, lang)))


def _reasons(lang: str) -> Iterator[tuple[str, str]]:
    for reason in Reason:
        for count in (None, 4, 5, 100, 400):
            yield f"reason_text|{reason.name}|{count}|{lang}", reason_text(reason, lang, count)


def spoken_texts() -> dict[str, str]:
    """Every text, keyed by the call that made it (keys are unique)."""
    texts: dict[str, str] = {}
    for lang in LANGUAGES:
        for part in (_cards, _describe, _announce, _reasons):
            for key, text in part(lang):
                assert key not in texts, key
                texts[key] = text
    return texts


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(spoken_texts(), ensure_ascii=False, indent=0,
                                  sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")
