"""The Spider family as data: one row per game, and every size the rules use derived from it.

This table is the only place where the shape of a game is written down (docs/RULES.md §9):
how many decks, columns and cards in the first deal, how big a deal from the stock is, how
many sequences win, how far undo reaches and whether a deal may go onto an empty column. The
engine, the save file and the UI read these values; none of them spells a game size itself,
so no copy of a size can drift apart from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANKS, Suit

CARDS_PER_DECK = RANKS * len(Suit)


@dataclass(frozen=True, slots=True)
class Variant:
    """One game of the family. Fields are the rules; properties are sizes derived from them."""

    key: str  # stable name in saves, settings and statistics: "spiderette", "spider", ...
    code_prefix: str  # the first two letters of its game codes: "SD", "SP", "SR"
    name: str  # English name (the UI translates by key)
    decks: int  # 52-card decks shuffled together
    columns: int  # tableau columns
    first_deal: tuple[int, ...]  # cards dealt to each column at the start, left to right
    deal_size: int  # cards one deal from the stock gives (one to each column from the first)
    sequences: int  # removed sequences that win the game
    undo_limit: int  # actions undo reaches back over
    relaxed_deal: bool  # True: the stock may be dealt while a column is empty
    shuffle_tag: int  # mixed into the shuffle seed (codes.py); 0 keeps Spiderette's deals

    def __post_init__(self) -> None:
        # A wrong row is a programming error: fail at import, not in the middle of a game.
        if len(self.first_deal) != self.columns or min(self.first_deal) < 1:
            raise ValueError(f"{self.key}: first_deal must give each column at least one card")
        if not 1 <= self.deal_size <= self.columns:
            raise ValueError(f"{self.key}: a deal gives at most one card to each column")
        if self.sequences * RANKS != self.deck_size or self.stock_size < 0:
            raise ValueError(f"{self.key}: the sizes do not add up")
        if len(self.code_prefix) != 2 or not self.code_prefix.isalpha():
            raise ValueError(f"{self.key}: a code prefix is two letters")

    @property
    def deck_size(self) -> int:
        """Cards in the game: 52 per deck."""
        return self.decks * CARDS_PER_DECK

    @property
    def table_size(self) -> int:
        """Cards on the table after the first deal."""
        return sum(self.first_deal)

    @property
    def stock_size(self) -> int:
        """Cards in the stock at the start."""
        return self.deck_size - self.table_size

    @property
    def deals(self) -> int:
        """Deals the stock gives in all (the last one may be short)."""
        return -(-self.stock_size // self.deal_size)

    @property
    def deal_sizes(self) -> tuple[int, ...]:
        """The size of each deal, first to last: Spiderette (7, 7, 7, 3)."""
        full, rest = divmod(self.stock_size, self.deal_size)
        return (self.deal_size,) * full + ((rest,) if rest else ())

    @property
    def stock_sizes(self) -> tuple[int, ...]:
        """Every size the stock can have, from the start to empty: (24, 17, 10, 3, 0)."""
        sizes = [self.stock_size]
        for size in self.deal_sizes:
            sizes.append(sizes[-1] - size)
        return tuple(sizes)

    @property
    def start_hidden(self) -> tuple[int, ...]:
        """Face-down cards of each column after the first deal (all but its last card)."""
        return tuple(n - 1 for n in self.first_deal)

    def deals_left(self, stock: int) -> int:
        """Deals still to come with `stock` cards in the stock."""
        return -(-stock // self.deal_size)


# The family (docs/RULES.md §9). Spiderette's shuffle_tag must stay 0: it keeps every SD
# code's deal.
VARIANTS: dict[str, Variant] = {
    v.key: v
    for v in (
        Variant(key="spiderette", code_prefix="SD", name="Spiderette", decks=1, columns=7,
                first_deal=(1, 2, 3, 4, 5, 6, 7), deal_size=7, sequences=4, undo_limit=100,
                relaxed_deal=False, shuffle_tag=0),
        Variant(key="spider", code_prefix="SP", name="Spider", decks=2, columns=10,
                first_deal=(6, 6, 6, 6, 5, 5, 5, 5, 5, 5), deal_size=10, sequences=8,
                undo_limit=400, relaxed_deal=False, shuffle_tag=1),
        Variant(key="relaxed-spider", code_prefix="SR", name="Relaxed Spider", decks=2,
                columns=10, first_deal=(6, 6, 6, 6, 5, 5, 5, 5, 5, 5), deal_size=10,
                sequences=8, undo_limit=400, relaxed_deal=True, shuffle_tag=2),
    )
}
DEFAULT_VARIANT = VARIANTS["spiderette"]
BY_PREFIX: dict[str, Variant] = {v.code_prefix: v for v in VARIANTS.values()}
MAX_COLUMNS = max(v.columns for v in VARIANTS.values())
MAX_DECK = max(v.deck_size for v in VARIANTS.values())


def get_variant(variant: Variant | str) -> Variant:
    """A Variant from itself or its key; ValueError naming the known keys otherwise."""
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, str) and variant in VARIANTS:
        return VARIANTS[variant]
    raise ValueError(f"unknown game {variant!r}; the games are {', '.join(VARIANTS)}")
