"""Building positions for rule tests.

``position()`` lays out a 4-suit table directly: in the canonical 4-suit deck the card id of a
card is ``suit_index * 13 + rank - 1`` (spades, hearts, diamonds, clubs), so tests name cards
as text and every id is still accounted for: cards a test does not place go to the stock.
"""

from __future__ import annotations

from spiderette_qt.engine import Card, Game
from spiderette_qt.engine.cards import full_deck

SUIT_ORDER = "SHDC"


def card_id(text: str) -> int:
    card = Card.parse(text)
    return SUIT_ORDER.index(card.suit.value) * 13 + card.rank - 1


def position(columns: list[tuple[str, str]], stock: str = "", score: int = 500,
             moves: int = 0, removed: tuple[str, ...] = ()) -> Game:
    """A 4-suit game in the given position.

    columns: up to 7 pairs (face-down cards, face-up cards), each "AS 2S" bottom first; missing
    columns are empty. stock: the cards dealt next, in order; every card not placed anywhere
    follows them in the stock. removed: suits ("S") whose sequence is already removed.
    """
    game = Game.from_deck(full_deck(4), suits=4)
    cols, hidden, used = [], [], set()
    for down_text, up_text in columns + [("", "")] * (7 - len(columns)):
        down = [card_id(c) for c in down_text.split()]
        up = [card_id(c) for c in up_text.split()]
        cols.append(tuple(down + up))
        hidden.append(len(down))
        used.update(down + up)
    gone = tuple(tuple(SUIT_ORDER.index(s) * 13 + r - 1 for r in range(13, 0, -1))
                 for s in removed)
    for seq in gone:
        used.update(seq)
    first = [card_id(c) for c in stock.split()]
    used.update(first)
    rest = [i for i in range(52) if i not in used]
    game._restore((tuple(cols), tuple(hidden), tuple(first + rest), gone, score, moves))
    return game


def cards(game: Game, column: int) -> str:
    """The face-up cards of a column as text, bottom first."""
    return " ".join(str(c) for c in game.columns[column].visible)


def all_ids(game: Game) -> list[int]:
    table = game.table()
    ids = [i for col in table.columns for i, _ in col] + list(table.stock)
    ids += [i for seq in table.removed for i in seq]
    return sorted(ids)
