"""Building positions for rule tests, through the public position notation.

``position()`` lays out a 4-suit Spiderette table: the notation gives each card the id it has
in the canonical 4-suit deck, ``suit_index * 13 + rank - 1`` (spades, hearts, diamonds,
clubs), so tests name cards as text and every id is still accounted for: cards a test does
not place go to the stock. ``notation()`` writes the same layout for any variant.
"""

from __future__ import annotations

import random

from spiderette_qt.engine import VARIANTS, Card, Game, Position, Variant
from spiderette_qt.engine.cards import full_deck

SUIT_ORDER = "SHDC"
SPIDERETTE = VARIANTS["spiderette"]


def card_id(text: str) -> int:
    card = Card.parse(text)
    return SUIT_ORDER.index(card.suit.value) * 13 + card.rank - 1


def notation(columns: list[tuple[str, str]], stock: str = "", score: int = 500,
             moves: int = 0, removed: tuple[str, ...] = (), suits: int = 4,
             variant: Variant = SPIDERETTE) -> str:
    """The notation of a layout: columns are up to variant.columns pairs (face-down cards,
    face-up cards), each "AS 2S" bottom first; missing columns are empty. stock: the cards
    dealt next, in order; every card not placed anywhere follows them in the stock.
    removed: suits ("S") whose sequence is already removed."""
    placed = [Card.parse(c) for down, up in columns for c in (down + " " + up).split()]
    placed += [Card.parse(c) for c in stock.split()]
    placed += [Card(rank, Card.parse("A" + s).suit) for s in removed for rank in range(1, 14)]
    rest = full_deck(suits, variant.decks)
    for card in placed:
        if card in rest:
            rest.remove(card)
    cols = [f"{down.replace(' ', '')}.{up.replace(' ', '')}" for down, up in columns]
    cols += ["."] * (variant.columns - len(columns))
    stock_text = stock.replace(" ", "") + "".join(map(str, rest))
    return (f"{variant.code_prefix}{suits} {'/'.join(cols)} {stock_text or '-'} "
            f"{''.join(removed) or '-'} {score} {moves}")


def position(columns: list[tuple[str, str]], stock: str = "", score: int = 500,
             moves: int = 0, removed: tuple[str, ...] = (), suits: int = 4,
             variant: Variant = SPIDERETTE) -> Game:
    """A game in the given position (see notation())."""
    text = notation(columns, stock, score, moves, removed, suits, variant)
    return Game.from_position(Position.parse(text))


def cards(game: Game, column: int) -> str:
    """The face-up cards of a column as text, bottom first."""
    return " ".join(str(c) for c in game.columns[column].visible)


def all_ids(game: Game) -> list[int]:
    table = game.table()
    ids = [i for col in table.columns for i, _ in col] + list(table.stock)
    ids += [i for seq in table.removed for i in seq]
    return sorted(ids)


def play_randomly(game: Game, rng: random.Random, actions: int, deal_chance: float) -> Game:
    """Up to `actions` seeded random actions, no undo, as a player leaves a game: a random
    legal move, or a deal with `deal_chance` (always when no move is left). Stops when neither
    is possible. One helper for every test that needs a game with a past: the same calls of
    `rng` in the same order, so a seed gives the same game in every test that uses it."""
    for _ in range(actions):
        moves = game.legal_moves()
        if game.can_deal() and (not moves or rng.random() < deal_chance):
            game.deal()
        elif moves:
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
        else:
            break
    return game
