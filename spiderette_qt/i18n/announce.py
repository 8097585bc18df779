"""The words a screen reader speaks after each action and each keyboard-cursor step.

Pure Python (no Qt), like describe.py: the announcer (spiderette_qt.announcer) turns an
ActionRecord into one short sentence here and sends it to assistive technology and the
status bar. Card names come from card_names.card_name, so they read as the table
description reads them. Refusals are not worded here: the rule text (i18n.reasons) is what
is announced.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.engine.records import ActionRecord, TableState
from spiderette_qt.i18n.card_names import card_name, sentence_case, short_card_name, suit_name
from spiderette_qt.i18n.languages import normalize_language


@dataclass(frozen=True)
class _Words:
    moved_one: Callable[[str, int], str]  # (card name, 1-based column)
    moved_many: Callable[[int, int], str]  # (count, column)
    removed: Callable[[str], str]  # (suit name)
    turned_up: Callable[[str], str]  # (card name)
    dealt: str  # "Cards dealt", then ": " and the cards in column order
    redealt: str  # a deal redone, then ": " and the cards
    deal_undone: str
    undone: str  # prefix for an undone move: "Undone: ..."
    redone: str
    won: str
    picked_one: Callable[[str], str]
    picked_many: Callable[[int, str], str]  # (count, first card name)
    selected: Callable[[int], str]  # how many cards the cursor holds
    target: str  # "Target" before a column description
    cancelled: str
    table: str  # the accessible name of the table
    target_top: Callable[[int, str], str]  # (column, its last card): where a run would land
    fits: str  # after "Target: column N ...": the held run may go there
    does_not_fit: str
    empty_column: Callable[[int], str]  # Enter on an empty column (1-based)
    status: Callable[[int, int, int, int, int], str]  # score, moves, deals left, removed, of
    score: Callable[[int, int], str]  # score, moves (Describe the Table's figures)
    nothing_to_undo: str
    nothing_to_redo: str


_WORDS: dict[str, _Words] = {
    "en": _Words(
        moved_one=lambda card, col: f"{card} moved to column {col}",
        moved_many=lambda n, col: f"{n} cards moved to column {col}",
        removed=lambda suit: f"sequence of {suit} removed",
        turned_up=lambda card: f"{card} turned up",
        dealt="Cards dealt",
        redealt="Deal redone",
        deal_undone="Deal undone",
        undone="Undone",
        redone="Redone",
        won="game won",
        picked_one=lambda card: f"Picked up {card}",
        picked_many=lambda n, card: f"Picked up {n} cards from {card}",
        selected=lambda n: f"{n} {'card' if n == 1 else 'cards'} selected",
        target="Target",
        cancelled="Put back",
        table="Table",
        target_top=lambda col, card: f"column {col}, on {card}",
        fits="fits",
        does_not_fit="does not fit",
        empty_column=lambda col: f"Column {col} is empty: nothing to pick up",
        status=lambda score, moves, deals, done, total: (
            f"Score {score}, {moves} {'move' if moves == 1 else 'moves'}, "
            f"{deals} {'deal' if deals == 1 else 'deals'} left, "
            f"{done} of {total} sequences removed"),
        score=lambda score, moves: f"Score {score}, {moves} {'move' if moves == 1 else 'moves'}",
        nothing_to_undo="Nothing to undo",
        nothing_to_redo="Nothing to redo",
    ),
    "sv": _Words(
        moved_one=lambda card, col: f"{card} flyttat till kolumn {col}",
        moved_many=lambda n, col: f"{n} kort flyttade till kolumn {col}",
        removed=lambda suit: f"sekvens i {suit} borttagen",
        turned_up=lambda card: f"{card} vänt uppåt",
        dealt="Korten utdelade",
        redealt="Utdelningen gjord om",
        deal_undone="Utdelningen ångrad",
        undone="Ångrat",
        redone="Gjort om",
        won="spelet vunnet",
        picked_one=lambda card: f"Tog upp {card}",
        picked_many=lambda n, card: f"Tog upp {n} kort från {card}",
        selected=lambda n: f"{n} kort valda" if n != 1 else "1 kort valt",
        target="Mål",
        cancelled="Lagt tillbaka",
        table="Bord",
        target_top=lambda col, card: f"kolumn {col}, på {card}",
        fits="passar",
        does_not_fit="passar inte",
        empty_column=lambda col: f"Kolumn {col} är tom: inget att ta upp",
        status=lambda score, moves, deals, done, total: (
            f"Poäng {score}, {moves} drag, "
            f"{deals} {'utdelning' if deals == 1 else 'utdelningar'} kvar, "
            f"{done} av {total} sekvenser borttagna"),
        score=lambda score, moves: f"Poäng {score}, {moves} drag",
        nothing_to_undo="Inget att ångra",
        nothing_to_redo="Inget att göra om",
    ),
    "de": _Words(
        moved_one=lambda card, col: f"{card} auf Spalte {col} gelegt",
        moved_many=lambda n, col: f"{n} Karten auf Spalte {col} gelegt",
        removed=lambda suit: f"Folge in {suit} entfernt",
        turned_up=lambda card: f"{card} aufgedeckt",
        dealt="Karten ausgeteilt",
        redealt="Austeilen wiederholt",
        deal_undone="Austeilen rückgängig gemacht",
        undone="Rückgängig",
        redone="Wiederholt",
        won="Spiel gewonnen",
        picked_one=lambda card: f"{card} aufgenommen",
        picked_many=lambda n, card: f"{n} Karten ab {card} aufgenommen",
        selected=lambda n: f"{n} {'Karte' if n == 1 else 'Karten'} gewählt",
        target="Ziel",
        cancelled="Zurückgelegt",
        table="Tisch",
        target_top=lambda col, card: f"Spalte {col}, auf {card}",
        fits="passt",
        does_not_fit="passt nicht",
        empty_column=lambda col: f"Spalte {col} ist leer: nichts aufzunehmen",
        status=lambda score, moves, deals, done, total: (
            f"Punkte {score}, {moves} {'Zug' if moves == 1 else 'Züge'}, "
            f"noch {deals} {'Austeilung' if deals == 1 else 'Austeilungen'}, "
            f"{done} von {total} Folgen entfernt"),
        score=lambda score, moves: f"Punkte {score}, {moves} {'Zug' if moves == 1 else 'Züge'}",
        nothing_to_undo="Nichts rückgängig zu machen",
        nothing_to_redo="Nichts zu wiederholen",
    ),
    "tr": _Words(
        moved_one=lambda card, col: f"{card} {col}. sütuna taşındı",
        moved_many=lambda n, col: f"{n} kart {col}. sütuna taşındı",
        removed=lambda suit: f"{suit} serisi kaldırıldı",
        turned_up=lambda card: f"{card} açıldı",
        dealt="Kartlar dağıtıldı",
        redealt="Dağıtım yinelendi",
        deal_undone="Dağıtım geri alındı",
        undone="Geri alındı",
        redone="Yinelendi",
        won="oyun kazanıldı",
        picked_one=lambda card: f"{card} alındı",
        picked_many=lambda n, card: f"{card} ile başlayan {n} kart alındı",
        selected=lambda n: f"{n} kart seçildi",
        target="Hedef",
        cancelled="Geri konuldu",
        table="Oyun masası",
        target_top=lambda col, card: f"{col}. sütun, {card} üstüne",
        fits="uygun",
        does_not_fit="uygun değil",
        empty_column=lambda col: f"{col}. sütun boş: alınacak kart yok",
        status=lambda score, moves, deals, done, total: (
            f"Puan {score}, {moves} hamle, kalan dağıtım sayısı {deals}, "
            f"{total} seriden {done} tanesi kaldırıldı"),
        score=lambda score, moves: f"Puan {score}, {moves} hamle",
        nothing_to_undo="Geri alınacak bir şey yok",
        nothing_to_redo="Yinelenecek bir şey yok",
    ),
    "da": _Words(
        moved_one=lambda card, col: f"{card} flyttet til søjle {col}",
        moved_many=lambda n, col: f"{n} kort flyttet til søjle {col}",
        removed=lambda suit: f"række i {suit} fjernet",
        turned_up=lambda card: f"{card} vendt op",
        dealt="Kortene givet",
        redealt="Omgangen gentaget",
        deal_undone="Omgangen fortrudt",
        undone="Fortrudt",
        redone="Gentaget",
        won="spillet vundet",
        picked_one=lambda card: f"{card} taget op",
        picked_many=lambda n, card: f"{n} kort taget op fra {card}",
        selected=lambda n: f"{n} kort valgt",
        target="Mål",
        cancelled="Lagt tilbage",
        table="Bord",
        target_top=lambda col, card: f"søjle {col}, på {card}",
        fits="passer",
        does_not_fit="passer ikke",
        empty_column=lambda col: f"Søjle {col} er tom: intet at tage op",
        status=lambda score, moves, deals, done, total: (
            f"Point {score}, {moves} træk, "
            f"{deals} {'omgang' if deals == 1 else 'omgange'} tilbage, "
            f"{done} af {total} rækker fjernet"),
        score=lambda score, moves: f"Point {score}, {moves} træk",
        nothing_to_undo="Intet at fortryde",
        nothing_to_redo="Intet at gentage",
    ),
}


def words(language: str) -> _Words:
    return _WORDS[normalize_language(language)]


def _moved_text(deck: Sequence[Card], moved: Sequence[tuple[int, int, int]],
                lang: str) -> str:
    w = _WORDS[lang]
    if not moved:
        return ""
    first_id, _source, target = moved[0]
    if len(moved) == 1:
        return w.moved_one(card_name(deck[first_id], lang), target + 1)
    return w.moved_many(len(moved), target + 1)


def _removed_suits(state: TableState, deck: Sequence[Card], count: int) -> list[Suit]:
    """Suits of the last `count` sequences removed (the ones this action removed)."""
    if count <= 0:
        return []
    return [deck[sequence[0]].suit for sequence in state.removed[-count:] if sequence]


def _dealt_text(deck: Sequence[Card], dealt: Sequence[tuple[int, int]], lead: str,
                lang: str) -> str:
    """ "Cards dealt: 4, 9, king" (one suit: ranks alone) or "Cards dealt: 4 hearts, 9
    spades": the cards in column order, so the player knows every new last card without
    stepping over the columns, in 2 words a card at most (Spider's 10 cards stay short)."""
    if not dealt:
        return lead
    with_suit = len({card.suit for card in deck}) > 1
    cards = ", ".join(short_card_name(deck[cid], lang, suit=with_suit) for cid, _col in dealt)
    return f"{lead}: {cards}"


def announce_record(record: ActionRecord, deck: Sequence[Card], state: TableState,
                    language: str = "en", won: bool = False) -> str:
    """One sentence for an action's result, in sentence case: "9 of hearts moved to column 3;
    5 of clubs turned up" (its first letter upper case), "Cards dealt: 4, 9, king",
    "Undone: ...".

    `state` is the table after the action (game.table()); `deck` maps card ids to cards.
    """
    lang = normalize_language(language)
    w = _WORDS[lang]
    parts: list[str] = []
    if record.kind in ("move", "deal"):
        parts.append(_moved_text(deck, record.moved, lang) if record.kind == "move"
                     else _dealt_text(deck, record.dealt, w.dealt, lang))
        parts.extend(w.removed(suit_name(suit, lang))
                     for suit in _removed_suits(state, deck, len(record.removed)))
        parts.extend(w.turned_up(card_name(deck[cid], lang))
                     for cid, up in record.flipped if up)
        if won:
            parts.append(w.won)
    else:
        prefix = w.undone if record.kind == "undo" else w.redone
        if record.move is None:  # a deal undone or redone
            parts.append(w.deal_undone if record.kind == "undo"
                         else _dealt_text(deck, record.dealt, w.redealt, lang))
        else:
            parts.append(f"{prefix}: {_moved_text(deck, record.moved, lang)}")
        if record.kind == "redo":
            parts.extend(w.removed(suit_name(suit, lang))
                         for suit in _removed_suits(state, deck, len(record.removed)))
    return sentence_case("; ".join(part for part in parts if part), lang)


def nothing_text(kind: str, language: str = "en") -> str:
    """ "Nothing to undo" / "Nothing to redo" (`kind` "undo" or "redo")."""
    w = _WORDS[normalize_language(language)]
    return w.nothing_to_undo if kind == "undo" else w.nothing_to_redo


def score_text(score: int, moves: int, language: str = "en") -> str:
    """ "Score 495, 5 moves": the figures Describe the Table says before the table, whose
    first sentence already gives the deals left and the sequences removed."""
    return _WORDS[normalize_language(language)].score(score, moves)


def status_text(score: int, moves: int, deals_left: int, removed: int, sequences: int,
                language: str = "en") -> str:
    """ "Score 495, 5 moves, 3 deals left, 1 of 4 sequences removed" (Describe the Table)."""
    return _WORDS[normalize_language(language)].status(score, moves, deals_left, removed,
                                                       sequences)


def picked_up_text(cards: Sequence[Card], language: str = "en") -> str:
    """ "Picked up 9 of hearts" / "Picked up 3 cards from 9 of hearts"."""
    lang = normalize_language(language)
    w = _WORDS[lang]
    if len(cards) == 1:
        return sentence_case(w.picked_one(card_name(cards[0], lang)), lang)
    return sentence_case(w.picked_many(len(cards), card_name(cards[0], lang)), lang)


__all__ = ["announce_record", "nothing_text", "picked_up_text", "score_text", "status_text",
           "words"]
