"""Where did I lose?, in one sentence of the player's language.

"Winnable until your 37th action; 8 of hearts onto 9 of spades (column 3 to 5) lost it."
The sentence is shown and spoken alike, so it names the cards as the screen reader names
them (card_names.card_name), and it says when the solver could not decide rather than
claiming a loss. Words in the Qt catalogue, context "TurningWords" (catalogue.py).

Ordinals are figures with each language's mark, not words: English 37th, Swedish 37:e
(1:a, 2:a, but 11:e, 12:e), German, Turkish and Danish "37." as their readers write it.
"""

from __future__ import annotations

from dataclasses import dataclass

from spiderette_qt.engine import Game, Move
from spiderette_qt.i18n.card_names import card_name
from spiderette_qt.i18n.catalogue import Texts, fill
from spiderette_qt.i18n.languages import normalize_language


def ordinal(number: int, language: str = "en") -> str:
    """37 as "37th", "37:e", "37."."""
    lang = normalize_language(language)
    digits = str(number)  # the ordinal's mark follows the last decimal digits
    last, last_two = digits[-1], digits[-2:]
    if lang == "en":
        if last_two in ("11", "12", "13"):
            return f"{number}th"
        return digits + {"1": "st", "2": "nd", "3": "rd"}.get(last, "th")
    if lang == "sv":
        return f"{number}:" + ("a" if last in ("1", "2") and last_two not in ("11", "12")
                               else "e")
    return f"{number}."


@dataclass(frozen=True)
class LosingAction:
    """The action after the last winnable position, as the sentence names it: the moved
    card, the card it went onto (None: an empty column), 1-based columns; a deal has no card."""

    number: int  # 1-based, among all the game's actions
    card: str = ""
    onto: str | None = None
    source: int = 0
    target: int = 0
    deal: bool = False


def losing_action(before: Game, action: Move | None, number: int,
                  language: str = "en") -> LosingAction:
    """Name `action`, played on the position `before` (the last winnable one)."""
    if action is None:
        return LosingAction(number, deal=True)
    columns = before.columns
    card = card_name(columns[action.source].visible[-action.count], language)
    target = columns[action.target].visible
    onto = card_name(target[-1], language) if target else None
    return LosingAction(number, card, onto, action.source + 1, action.target + 1)


class TurningWords(Texts):
    """The sentences of "Where did I lose?" in one language."""

    def lost_by(self, step: LosingAction, unknown: bool) -> str:
        """The whole sentence for a game that was winnable and then was not (or undecided)."""
        nth = ordinal(step.number, self.language)
        what = self.action(step)
        if unknown:
            return fill(self.tr(
                "Winnable until your %1 action; after %2 the solver could not decide "
                "whether it could still be won."), nth, what)
        return fill(self.tr("Winnable until your %1 action; %2 lost it."), nth, what)

    def action(self, step: LosingAction) -> str:
        if step.deal:
            return self.tr("the deal", "the action that lost the game")
        if step.onto is None:
            return fill(self.tr("%1 into the empty column (column %2 to %3)"),
                        step.card, step.source, step.target)
        return fill(self.tr("%1 onto %2 (column %3 to %4)"), step.card, step.onto,
                    step.source, step.target)

    def deal_lost(self) -> str:
        return self.tr("This deal could not be won from its start: no action of yours lost it.")

    def deal_unknown(self) -> str:
        return self.tr("The solver could not decide whether this deal could be won, so it "
                       "cannot say where it was lost.")

    def nothing_lost(self) -> str:
        return self.tr("Nothing is lost yet: this game can still be won from where it stands.")


def turning_sentence(last_winnable: int | None, next_verdict: str, step: LosingAction | None,
                     language: str = "en") -> str:
    """The one sentence for an answer of engine.solver.turning_point."""
    words = TurningWords(language)
    if next_verdict == "winnable":
        return words.nothing_lost()
    if last_winnable is None or step is None:
        return words.deal_lost() if next_verdict == "unwinnable" else words.deal_unknown()
    return words.lost_by(step, unknown=next_verdict != "unwinnable")


__all__ = ["LosingAction", "TurningWords", "losing_action", "ordinal", "turning_sentence"]
