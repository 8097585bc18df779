"""The spoken results in five languages (issue 22, issue 21): one style (sentence case), a
deal that names its cards briefly (in Spider too), nothing to undo or redo, the figures of
Describe the Table without the deals and sequences its table sentence gives again."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.i18n import LANGUAGES
from spiderette_qt.i18n.announce import announce_record, nothing_text, score_text
from spiderette_qt.i18n.card_names import sentence_case


def _moved(language: str) -> str:
    game = Game.new(suits=4, number=5, variant="spiderette")
    for source in range(7):
        for target in range(7):
            if source != target and game.can_move(source, 1, target):
                return announce_record(game.move(source, 1, target), game.deck, game.table(),
                                       language)
    raise AssertionError("deal 5 has a first move")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_result_starts_with_a_capital_as_cards_dealt_does(language) -> None:
    moved = _moved(language)
    game = Game.new(suits=4, number=5, variant="spiderette")
    dealt = announce_record(game.deal(), game.deck, game.table(), language)
    assert not moved[0].islower() and dealt[0].isupper(), (moved, dealt)
    if language != "en":  # a card's name starts with its suit here: "hjärter 9 flyttat"
        assert moved[0].isupper(), moved


def test_a_removal_and_a_win_read_on_in_lower_case_after_the_move() -> None:
    from tests.window.winning_line import nearly_won_game

    game, (source, count, target) = nearly_won_game()
    record = game.move(source, count, target)
    text = announce_record(record, game.deck, game.table(), "en", won=True)
    assert text == sentence_case(text)
    assert "; sequence of spades removed" in text and text.endswith("; game won")


def test_sentence_case_keeps_turkish_dotted_i() -> None:
    assert sentence_case("ikinci", "tr") == "İkinci"
    assert sentence_case("ikinci", "en") == "Ikinci"
    assert sentence_case("jack of hearts moved") == "Jack of hearts moved"


@pytest.mark.parametrize(("language", "spiderette", "spider"), [
    ("en", "Cards dealt: 10, jack, 3, queen, jack, 4, jack",
     "Cards dealt: 9 of clubs, ace of spades, 5 of diamonds, 6 of hearts, jack of spades, "
     "5 of diamonds, jack of hearts, 3 of spades, 6 of diamonds, 6 of clubs"),
    ("sv", "Korten utdelade: 10, knekt, 3, dam, knekt, 4, knekt",
     "Korten utdelade: klöver 9, spader ess, ruter 5, hjärter 6, spader knekt, ruter 5, "
     "hjärter knekt, spader 3, ruter 6, klöver 6"),
    ("de", "Karten ausgeteilt: 10, Bube, 3, Dame, Bube, 4, Bube",
     "Karten ausgeteilt: Kreuz 9, Pik-Ass, Karo 5, Herz 6, Pik-Bube, Karo 5, Herz-Bube, "
     "Pik 3, Karo 6, Kreuz 6"),
    ("tr", "Kartlar dağıtıldı: 10, vale, 3, kız, vale, 4, vale",
     "Kartlar dağıtıldı: sinek 9, maça ası, karo 5, kupa 6, maça valesi, karo 5, "
     "kupa valesi, maça 3, karo 6, sinek 6"),
    ("da", "Kortene givet: 10, knægt, 3, dame, knægt, 4, knægt",
     "Kortene givet: klør 9, spar es, ruder 5, hjerter 6, spar knægt, ruder 5, "
     "hjerter knægt, spar 3, ruder 6, klør 6"),
])
def test_a_deal_names_its_cards_in_column_order(language, spiderette, spider) -> None:
    easy = Game.new(suits=1, number=5, variant="spiderette")
    assert announce_record(easy.deal(), easy.deck, easy.table(), language) == spiderette
    hard = Game.new(suits=4, number=5, variant="spider")
    text = announce_record(hard.deal(), hard.deck, hard.table(), language)
    assert text == spider
    # A card as a move names it ("9 of clubs"): three words a card at most, in Spider too.
    assert len(text.split()) <= 2 + 3 * 10


def test_a_redone_deal_names_its_cards_and_an_undone_deal_is_short() -> None:
    game = Game.new(suits=1, number=5, variant="spiderette")
    game.deal()
    assert announce_record(game.undo(), game.deck, game.table()) == "Deal undone"
    assert announce_record(game.redo(), game.deck, game.table()) == \
        "Deal redone: 10, jack, 3, queen, jack, 4, jack"


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_to_undo_or_redo_in_every_language(language) -> None:
    undo, redo = nothing_text("undo", language), nothing_text("redo", language)
    assert undo and redo and undo != redo and undo[0].isupper()


@pytest.mark.parametrize(("language", "text"), [
    ("en", "Score 499, 1 move"), ("sv", "Poäng 499, 1 drag"), ("de", "Punkte 499, 1 Zug"),
    ("tr", "Puan 499, 1 hamle"), ("da", "Point 499, 1 træk"),
])
def test_describe_the_tables_figures_are_score_and_moves(language, text) -> None:
    assert score_text(499, 1, language) == text
    assert score_text(480, 20, "en") == "Score 480, 20 moves"
