"""The player's text quoted in a code message sits between Unicode isolates (issue 22, 9):
a right-to-left override in a code must not reverse the rest of our sentence."""

from __future__ import annotations

from spiderette_qt.window.dialogs.code_dialog import code_problem
from spiderette_qt.window.dialogs.code_messages import FSI, PDI, isolated

RLO = "\u202e"


def test_a_right_to_left_override_stays_inside_the_quotes(qapp) -> None:
    message = code_problem(f"{RLO}XX1-S1-AAAAAAA")
    assert message is not None
    quoted = f"{FSI}{RLO}XX1{PDI}"
    assert f"“{quoted}”" in message  # before: the override ran on to the end of the message
    assert message.index(RLO) > message.index(FSI)
    after = message[message.index(quoted) + len(quoted):]
    assert RLO not in after and "A game code looks like" in after


def test_every_quoted_part_is_isolated(qapp) -> None:
    for code, part in (("SD1-X1-AAAAAAA", "X1"), ("SD1-S1-AAAA\u05d0AA", "AAAA\u05d0AA"),
                       ("SD9-S1-AAAAAAA", "SD9")):
        message = code_problem(code)
        assert message is not None and f"{FSI}{part}{PDI}" in message, code


def test_isolate_marks_in_the_players_text_cannot_close_ours() -> None:
    assert isolated(f"a{PDI}b\u2066c") == f"{FSI}abc{PDI}"
