"""The Spider family as data: one row per game, and every size the rules use derived from it.

This table is the only place where the shape of a game is written down (docs/RULES.md §9):
how many decks, columns and cards in the first deal, whether that deal lies face up, how big
a deal from the stock is (none: no stock), how many sequences win, how far undo reaches,
whether a deal may go onto an empty column and which suit counts the game is played in. The
engine, the save file and the UI read these values; none of them spells a game size itself,
so no copy of a size can drift apart from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANKS, SUIT_COUNTS, Suit, check_suit_count

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
    deal_size: int  # cards one deal from the stock gives (one to each column from the first);
    # a game with no stock (Simple Simon: first_deal takes the deck) still names one, for a
    # position set up with a stock anyway (a test, a shared position)
    sequences: int  # removed sequences that win the game
    undo_limit: int  # actions undo reaches back over
    relaxed_deal: bool  # True: the stock may be dealt while a column is empty
    shuffle_tag: int  # mixed into the shuffle seed (codes.py); 0 keeps Spiderette's deals
    suit_counts: tuple[int, ...] = (1, 2, 4)  # the suit counts it is played in, easiest first
    face_up_deal: bool = False  # True: every card of the first deal lies face up

    def __post_init__(self) -> None:
        # A wrong row is a programming error: fail at import, not in the middle of a game.
        if len(self.first_deal) != self.columns or min(self.first_deal) < 1:
            raise ValueError(f"{self.key}: first_deal must give each column at least one card")
        if not 1 <= self.deal_size <= self.columns:
            raise ValueError(f"{self.key}: a deal gives at most one card to each column")
        if self.sequences * RANKS != self.deck_size or self.stock_size < 0:
            raise ValueError(f"{self.key}: the sizes do not add up")
        if not self.suit_counts or any(n not in SUIT_COUNTS for n in self.suit_counts):
            raise ValueError(f"{self.key}: its suit counts must be among {SUIT_COUNTS}")
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
    def has_stock(self) -> bool:
        """False for a game whose every card is on the table at the start (Simple Simon)."""
        return self.stock_size > 0

    @property
    def deals(self) -> int:
        """Deals the stock gives in all (the last one may be short)."""
        return self.deals_left(self.stock_size)

    @property
    def deal_sizes(self) -> tuple[int, ...]:
        """The size of each deal, first to last: Spiderette (7, 7, 7, 3)."""
        if not self.has_stock:
            return ()
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
        """Face-down cards of each column after the first deal (all but its last card, or
        none when the deal lies face up)."""
        return tuple(0 if self.face_up_deal else n - 1 for n in self.first_deal)

    @property
    def longest_column(self) -> int:
        """The most cards one column can ever hold: the cards under its first face-up card,
        then one descending run (at most king..ace) from that card and from each card a deal
        puts on it; a column emptied starts again shorter. The solver's stacks must hold it."""
        return min(self.deck_size, max(self.first_deal) - 1 + (self.deals + 1) * RANKS)

    def deals_left(self, stock: int) -> int:
        """Deals still to come with `stock` cards in the stock."""
        return -(-stock // self.deal_size) if stock else 0

    def check_suits(self, suits: object) -> None:
        """ValueError unless this game is played in `suits` suits."""
        check_suit_count(suits, self.suit_counts)


# The family (docs/RULES.md §9). Spiderette's shuffle_tag must stay 0: it keeps every SD
# code's deal; each game has its own tag, so two games' codes of one number are two deals.
_SPIDER_DEAL = (6, 6, 6, 6, 5, 5, 5, 5, 5, 5)
_SPIDER_SUITS = (1, 2, 3, 4)  # KPat's three suits too (docs/RULES.md §9)
VARIANTS: dict[str, Variant] = {
    v.key: v
    for v in (
        Variant(key="spiderette", code_prefix="SD", name="Spiderette", decks=1, columns=7,
                first_deal=(1, 2, 3, 4, 5, 6, 7), deal_size=7, sequences=4, undo_limit=100,
                relaxed_deal=False, shuffle_tag=0),
        Variant(key="spider", code_prefix="SP", name="Spider", decks=2, columns=10,
                first_deal=_SPIDER_DEAL, deal_size=10, sequences=8, undo_limit=400,
                relaxed_deal=False, shuffle_tag=1, suit_counts=_SPIDER_SUITS),
        Variant(key="relaxed-spider", code_prefix="SR", name="Relaxed Spider", decks=2,
                columns=10, first_deal=_SPIDER_DEAL, deal_size=10, sequences=8, undo_limit=400,
                relaxed_deal=True, shuffle_tag=2, suit_counts=_SPIDER_SUITS),
        Variant(key="will-o-the-wisp", code_prefix="SW", name="Will o' the Wisp", decks=1,
                columns=7, first_deal=(3, 3, 3, 3, 3, 3, 3), deal_size=7, sequences=4,
                undo_limit=100, relaxed_deal=False, shuffle_tag=3),
        Variant(key="simple-simon", code_prefix="SS", name="Simple Simon", decks=1, columns=10,
                first_deal=(8, 8, 8, 7, 6, 5, 4, 3, 2, 1), deal_size=10, sequences=4,
                undo_limit=100, relaxed_deal=False, shuffle_tag=4, face_up_deal=True),
        Variant(key="spider-three-decks", code_prefix="ST", name="Spider Three Decks", decks=3,
                columns=12, first_deal=(5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4), deal_size=12,
                sequences=12, undo_limit=600, relaxed_deal=True, shuffle_tag=5),
    )
}
DEFAULT_VARIANT = VARIANTS["spiderette"]
BY_PREFIX: dict[str, Variant] = {v.code_prefix: v for v in VARIANTS.values()}
MAX_COLUMNS = max(v.columns for v in VARIANTS.values())
MAX_DECK = max(v.deck_size for v in VARIANTS.values())
MAX_COLUMN = max(v.longest_column for v in VARIANTS.values())


def get_variant(variant: Variant | str) -> Variant:
    """A Variant from itself or its key; ValueError naming the known keys otherwise."""
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, str) and variant in VARIANTS:
        return VARIANTS[variant]
    raise ValueError(f"unknown game {variant!r}; the games are {', '.join(VARIANTS)}")
