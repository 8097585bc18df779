"""The Variant table (SPEC §5) and the rules it drives, over every game of the family.

The SP and SR golden decks were computed once with shuffle version 1 when those games were
added: like the SD vectors in test_engine_codes.py they must never change.
"""

from __future__ import annotations

from collections import Counter

import pytest

from spiderette_qt.engine import VARIANTS, Card, Game, IllegalMove, Reason, Variant
from spiderette_qt.engine.cards import full_deck
from spiderette_qt.engine.codes import format_code, parse_code, shuffled_deck

ALL = list(VARIANTS.values())
ids = [v.key for v in ALL]

GOLDEN = [
    ("SP1-S1-AAAAAAA",
     "2S 6S AS 7S 3S 7S QS 3S 4S 5S 4S TS 4S 4S AS JS JS 9S 8S JS KS TS TS 9S QS KS 3S KS "
     "5S 7S 6S AS JS 6S 9S KS 6S 3S 6S QS AS KS 2S QS 4S 8S JS TS TS 3S 8S 8S 5S KS 7S 6S "
     "9S 2S TS 7S JS AS 6S 5S QS QS 4S TS 9S JS JS 5S 8S 8S 3S 2S 5S 7S TS 5S AS 8S 9S 3S "
     "QS 9S 4S 9S 8S KS 4S KS AS 6S 2S 3S 2S 2S 5S 2S QS 7S 7S AS"),
    ("SP2-S1-AAAAABD",
     "TS AH 8H JS 6S QS 8H AS TH KH 3H AS 9S AS 2S QH 3H TS QS 4S 7S 9H 5H TS 3S AH 5S 4H "
     "TS KS AS 3S 3H 5S 9S 5H 9H AH KS TH QH 6S JS 7S QH KH 7H 2H KH 4S 9S JS 4S 2H JH 8H "
     "6H 7S AH 2S JH 5H 8S 8S 6S 6S 2H 5S TH TH 6H 2S 7S KH 5S 8S JH 7H 3S 4S 5H 8H QH 4H "
     "9H 6H 4H KS JS 9H KS 7H 8S JH 6H 4H 9S QS QS 3S 2S 3H 2H 7H"),
    ("SP4-S1-AAAAAAA",
     "4S AH 3S 7C 9D TS QS 3C 5S QH TD 2S 8S AC 6H 7S AD 4S AD QC QC TH QD KH 7H 6C 8H JS "
     "5S 9S 7S JD 4H 5D 6S 2H KC AS QD 5C 6C 7D TD 2D 3C 3D 7D 6D KH 4C 4C 8D 9C 4D AC 2H "
     "2C TH JC 8S 5H 3H KS KD 8C 2C QS 5D TC 6H JD TS 9H AH 7H JH JH JC 9H 8C 9D 7C 9S 3D "
     "9C 8H 6D KS 5H KC 3S 4H TC 8D 2S 2D AS 4D 5C KD 6S 3H QH JS"),
    ("SR1-S1-AAAAABD",
     "2S AS QS QS 7S JS 5S 7S KS 6S QS 4S AS 2S KS KS QS TS QS 3S 2S 5S 2S 6S 9S 6S TS 3S "
     "KS 7S 6S TS 3S 8S 4S 5S TS 9S 9S TS JS 7S 2S JS 3S JS KS 4S JS 4S KS 6S JS 5S AS AS "
     "QS 9S 4S 4S AS 7S 5S 9S 3S 5S TS 6S 9S 4S 6S 9S 7S 8S 5S 8S TS 3S 6S 8S JS 8S QS 8S "
     "TS 8S KS JS 5S AS KS 2S 7S QS 2S 9S AS 8S 7S 4S 3S 2S 3S AS"),
    ("SR4-S1-AAAAAAA",
     "2H 6H 2H 3H TC 4H QH KH KS JS 5S 8D 2D 8H 3C TD TH TS 8H 6S JD KD 4C 6H QD 4C AD KC "
     "5D 9S 5S JH KD QC 3H QH AH 9H JC QS QS JD TD AD 9C 9C 3S 6D 5C AS 7C AH 9S AS 5H 8S "
     "KH 7D 6D 7C 8D KS TC 6C 9D 4D 2C 3D KC 4S 6S 3D 8C AC QC 7H JS 5H 4S 2S TH 3C 9H 2S "
     "7D 8S 7S 2C TS AC JC 6C 5D 4H 2D 4D 3S 5C 9D 8C JH QD 7H 7S"),
]


def test_the_table_is_the_issue_table() -> None:
    sd, sp, sr = VARIANTS["spiderette"], VARIANTS["spider"], VARIANTS["relaxed-spider"]
    assert list(VARIANTS) == ["spiderette", "spider", "relaxed-spider", "will-o-the-wisp",
                              "simple-simon", "spider-three-decks"]
    assert (sd.code_prefix, sp.code_prefix, sr.code_prefix) == ("SD", "SP", "SR")
    assert (sd.decks, sd.columns, sd.first_deal, sd.deal_size) == (1, 7, (1, 2, 3, 4, 5, 6, 7), 7)
    assert (sd.deck_size, sd.table_size, sd.stock_size, sd.deals) == (52, 28, 24, 4)
    assert sd.deal_sizes == (7, 7, 7, 3) and sd.stock_sizes == (24, 17, 10, 3, 0)
    assert (sd.sequences, sd.undo_limit, sd.relaxed_deal) == (4, 100, False)
    for v in (sp, sr):
        assert (v.decks, v.columns, v.first_deal, v.deal_size) == (
            2, 10, (6, 6, 6, 6, 5, 5, 5, 5, 5, 5), 10)
        assert (v.deck_size, v.table_size, v.stock_size, v.deals) == (104, 54, 50, 5)
        assert v.deal_sizes == (10,) * 5 and (v.sequences, v.undo_limit) == (8, 400)
    assert (sp.relaxed_deal, sr.relaxed_deal) == (False, True)
    assert sd.suit_counts == (1, 2, 4) and sp.suit_counts == sr.suit_counts == (1, 2, 3, 4)
    wisp, simon, three = (VARIANTS[k] for k in ("will-o-the-wisp", "simple-simon",
                                                "spider-three-decks"))
    assert (wisp.code_prefix, simon.code_prefix, three.code_prefix) == ("SW", "SS", "ST")
    assert (wisp.decks, wisp.first_deal, wisp.start_hidden) == (1, (3,) * 7, (2,) * 7)
    assert wisp.deal_sizes == (7, 7, 7, 7, 3) and not wisp.relaxed_deal
    assert simon.first_deal == (8, 8, 8, 7, 6, 5, 4, 3, 2, 1) and simon.face_up_deal
    assert simon.start_hidden == (0,) * 10 and not simon.has_stock and simon.deals == 0
    assert (three.deck_size, three.columns, three.table_size, three.sequences) == (
        156, 12, 54, 12)
    assert three.first_deal == (5,) * 6 + (4,) * 6 and three.deal_sizes == (12,) * 8 + (6,)
    assert three.relaxed_deal
    assert len({v.shuffle_tag for v in VARIANTS.values()}) == len(VARIANTS)
    with pytest.raises(AttributeError):
        sd.columns = 8  # type: ignore[misc]


@pytest.mark.parametrize(("suits", "composition"), [
    (1, {"S": 8}), (2, {"S": 4, "H": 4}), (4, {"S": 2, "H": 2, "D": 2, "C": 2})])
# (three suits: its own test below, as its suits are not all equally many)
def test_two_deck_suit_composition(suits: int, composition: dict[str, int]) -> None:
    deck = full_deck(suits, decks=2)
    assert len(deck) == 104
    counts = Counter(deck)
    assert set(counts.values()) == {next(iter(composition.values()))}
    assert {card.suit.value for card in counts} == set(composition)
    for card, n in counts.items():
        assert n == composition[card.suit.value]


@pytest.mark.parametrize(("code", "deck"), GOLDEN)
def test_golden_spider_shuffle_vectors(code: str, deck: str) -> None:
    parsed = parse_code(code)
    assert " ".join(map(str, shuffled_deck(parsed.suits, parsed.number,
                                           variant=parsed.variant))) == deck
    game = Game.from_code(code)
    assert game.code == code and game.variant is parsed.variant
    assert game.deck == tuple(Card.parse(c) for c in deck.split())
    assert Game.new(parsed.suits, parsed.number, parsed.variant.key).deck == game.deck


def test_each_game_has_its_own_deals_of_the_same_number() -> None:
    decks = {v.key: shuffled_deck(2, 29, variant=v) for v in ALL}
    assert decks["spider"] != decks["relaxed-spider"]
    assert sorted(decks["spider"]) == sorted(decks["relaxed-spider"])
    assert Game.from_code("SD2-S1-AAAAABD").deck == tuple(shuffled_deck(2, 29))


@pytest.mark.parametrize("variant", ALL, ids=ids)
@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_first_deal_follows_the_variant(variant: Variant, suits: int) -> None:
    game = Game.new(suits, 12345, variant)
    assert game.variant is variant and game.code == format_code(suits, 12345, variant=variant)
    assert game.code is not None and game.code.startswith(variant.code_prefix)
    assert [len(c.hidden) for c in game.columns] == list(variant.start_hidden)
    face_up = variant.first_deal if variant.face_up_deal else (1,) * variant.columns
    assert [len(c.visible) for c in game.columns] == list(face_up)
    assert len(game.stock) == variant.stock_size and game.deals_left == variant.deals
    # from_deck order: column i takes the next first_deal[i] cards, bottom first.
    flat = [i for c in game.columns for i in c.hidden_ids + c.visible_ids]
    assert flat == list(range(variant.table_size))
    assert list(game.table().stock) == list(range(variant.table_size, variant.deck_size))
    assert Game.from_code(game.code).deck == game.deck
    assert Game.from_deck(game.deck, suits, variant.key).table() == game.table()


@pytest.mark.parametrize("variant", ALL, ids=ids)
def test_deals_follow_the_variant_and_the_stock_runs_out(variant: Variant) -> None:
    game = Game.new(4, 3, variant)
    for size in variant.deal_sizes:
        record = game.deal()
        assert [c for _, c in record.dealt] == list(range(size))
    assert game.deals_left == 0
    with pytest.raises(IllegalMove) as info:
        game.deal()
    assert info.value.reason is Reason.STOCK_EMPTY and info.value.count == variant.deals
    assert str(variant.deals) in str(info.value)


@pytest.mark.parametrize("variant", ALL, ids=ids)
def test_json_round_trips_in_every_variant(variant: Variant) -> None:
    game = Game.new(2, 77, variant)
    for _ in range(30):
        moves = game.legal_moves()
        if moves:
            m = moves[len(moves) // 2]
            game.move(m.source, m.count, m.target)
        elif game.can_deal():
            game.deal()
    game.undo()
    back = Game.from_json(game.to_json())
    assert back.variant is variant and back.code == game.code
    assert back.to_json() == game.to_json() and back.table() == game.table()
    assert back.redo() == game.redo()


@pytest.mark.parametrize(("variant", "size"), [("spiderette", 104), ("spider", 52)])
def test_from_deck_wants_the_variants_number_of_cards(variant: str, size: int) -> None:
    with pytest.raises(ValueError, match="cards"):
        Game.from_deck(full_deck(1, size // 52), 1, variant)


def test_unknown_variants_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        Game.new(1, 0, "klondike")


def test_three_suits_are_clubs_spades_hearts_and_spades_again() -> None:
    counts = Counter(card.suit.value for card in full_deck(3, decks=2))
    assert counts == {"S": 4 * 13, "H": 2 * 13, "C": 2 * 13}
    game = Game.new(3, 77, "spider")
    assert game.code == "SP3-S1-AAAAACZ" and Counter(game.deck) == Counter(full_deck(3, 2))
    with pytest.raises(ValueError, match="1, 2 or 4"):
        Game.new(3, 77, "spiderette")
