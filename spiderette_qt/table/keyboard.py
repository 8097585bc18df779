"""Keyboard play: the keys that move the focus cursor, pick a run up and put it down.

Left/Right (or the number row: 1-9, 0, then - and = for an eleventh and a twelfth column)
choose a column, Up/Down how many
cards of its movable run to take, Enter or Space picks the run up (it is drawn raised),
Left/Right (or a digit) then choose the target column, Enter or Space places it, Esc puts it
back. How many columns there are comes from the game on the table (7 in Spiderette, 10 in
Spider, 12 in Spider Three Decks), never from a constant here. B sends the selected run to its
best column, as a double-click does. Deal (D), undo, redo and new game are window actions
with their own shortcuts; none of them uses a key handled here, so they never conflict.

Like the view, this never changes the Game: it asks the presenter (``KeyTable``), which
finishes running animations first, checks the rules and shows a refused rule on the table.

For screen readers, one channel each: where the cursor is goes into the table's accessible
name (updated on cursor steps only, never after an action, so an action is not followed by
a second, longer utterance); results (picked up, put back, nothing to pick up) are emitted
as ``spoken`` for the announcer.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from spiderette_qt.i18n import current_language, describe_column
from spiderette_qt.i18n.announce import picked_up_text, words
from spiderette_qt.i18n.card_names import card_name
from spiderette_qt.table.keyboard_cursor import (
    CursorState,
    FocusOutline,
    selection_rect,
    target_rect,
)
from spiderette_qt.table.layout import LIFT, Layout

RAISE = LIFT  # a held run is drawn this share of a card height above its place (the
#             layout keeps room for it above the top row)

# The number row in keyboard order, 1 ... 9, 0, then - and = (the two keys after 0 on an
# English keyboard; "-" is on every layout, "=" is Shift+0 on many, so Shift is allowed for
# it): key "1" is the first column, "0" the tenth, "=" the twelfth. A key beyond the game's
# columns does nothing.
_DIGITS = {getattr(Qt.Key, f"Key_{digit}"): index
           for index, digit in enumerate("1234567890")}
_DIGITS[Qt.Key.Key_Minus] = len(_DIGITS)
_DIGITS[Qt.Key.Key_Equal] = len(_DIGITS)
#: The keys' names for the help texts, by column: "1" ... "0", "-", "=".
COLUMN_KEY_NAMES: tuple[str, ...] = (*"1234567890", "-", "=")
#: The columns the digits reach (the tenth is "0"); the keys after it are not digits.
DIGIT_COLUMNS = COLUMN_KEY_NAMES.index("0") + 1
_SHIFTED_OK = {Qt.Key.Key_Equal}
_ACTIVATE = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


class KeyTable(Protocol):
    """What keyboard play needs from the presenter."""

    scene: Any
    view: Any

    @property
    def game(self) -> Any: ...

    def prepare_input(self) -> None: ...

    def pick_up(self, source: int, count: int) -> bool: ...

    def move(self, source: int, count: int, target: int) -> bool: ...

    def send_to_best(self, source: int, count: int) -> bool: ...

    def finish_animations(self) -> None: ...


class KeyboardPlay(QObject):
    """The cursor's state and the key handling; owns the two outline items in the scene."""

    spoken = Signal(str)  # a result in words (picked up, put back), for the announcer
    changed = Signal()  # the cursor moved or changed look (tests, screenshots)

    def __init__(self, table: KeyTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.state = CursorState()
        self.selection = FocusOutline(target=False)
        self.target = FocusOutline(target=True)
        table.scene.addItem(self.selection)
        table.scene.addItem(self.target)

    # -- queries -----------------------------------------------------------------------------
    @property
    def _layout(self) -> Layout | None:
        return self.table.scene.layout  # type: ignore[no-any-return]

    @property
    def columns(self) -> int:
        """How many columns the game on the table has (0 before any game)."""
        game = self.table.game
        return len(game.columns) if game is not None else 0

    def _movable(self, column: int) -> int:
        game = self.table.game
        return int(game.movable_count(column)) if game is not None else 0

    @property
    def holding(self) -> bool:
        return self.state.held is not None

    # -- keys ----------------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Handle a key press on the table; False leaves it to the view (and the window)."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = Qt.Key(event.key())
        if modifiers == Qt.KeyboardModifier.ShiftModifier and key in _SHIFTED_OK:
            modifiers = Qt.KeyboardModifier.NoModifier
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        if key not in _DIGITS and key not in _ACTIVATE and key not in (
                Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                Qt.Key.Key_Escape, Qt.Key.Key_B):
            return False
        if self.table.game is None or self._layout is None:
            return False
        if key == Qt.Key.Key_Escape:
            return self.escape()
        if key in _DIGITS and _DIGITS[key] >= self.columns:
            return False  # "0" in a seven-column game: no such column
        # Input during an animation: let it land first, as the mouse does.
        self.table.prepare_input()
        first = not self.state.shown
        self.state.shown = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if first and self.state.held is None:
                # The cursor was hidden: the first arrow shows where it is (the column it
                # stayed on), rather than skipping it unseen.
                self.go_to(self.state.column)
            else:
                self.step(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.change_count(1 if key == Qt.Key.Key_Up else -1)
        elif key in _DIGITS:
            self.go_to(_DIGITS[key])
        elif key in _ACTIVATE:
            self.activate()
        else:
            self.send_to_best()
        return True

    # -- steps -----------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        state = self.state
        if state.held is not None:
            source = state.held[0]
            target = (state.target + delta) % self.columns
            if target == source:
                target = (target + delta) % self.columns
            self.go_to(target)
        else:
            self.go_to((state.column + delta) % self.columns)

    def go_to(self, column: int) -> None:
        """Point at a column (choose it as the target while a run is held)."""
        state = self.state
        state.shown = True
        if state.held is not None:
            state.target = column
        else:
            state.column = column
            state.count = self._movable(column)
        self._refresh(speak=True)

    def change_count(self, delta: int) -> None:
        state = self.state
        if state.held is None:
            movable = self._movable(state.column)
            if movable:
                state.count = max(1, min(movable, state.count + delta))
        self._refresh(speak=True)

    def activate(self) -> None:
        """Enter/Space: pick the selected run up, or place the held run on the target."""
        state = self.state
        if state.held is None:
            self.pick_up()
        else:
            self.place()

    def pick_up(self) -> None:
        state = self.state
        game = self.table.game
        if not game.columns[state.column].hidden and not game.columns[state.column].visible:
            # Nothing there at all: say so (the engine's rule speaks of face-up cards).
            self._refresh(speak=False)
            self.spoken.emit(words(current_language()).empty_column(state.column + 1))
            return
        # An all-hidden column: the presenter shows the rule that refuses it.
        count = state.count or max(1, len(game.columns[state.column].visible))
        if not self.table.pick_up(state.column, count):
            self._refresh(speak=False)
            return
        state.held = (state.column, count)
        best = game.best_target(state.column, count)
        state.target = best if best is not None else (state.column + 1) % self.columns
        self._raise_held()
        run = [game.deck[cid] for cid in self._held_ids()]
        self._refresh(speak=False)
        self.spoken.emit(f"{picked_up_text(run, current_language())}. {self._target_words()}")

    def place(self) -> None:
        state = self.state
        assert state.held is not None
        source, count = state.held
        target = state.target
        if self.table.move(source, count, target):
            state.held = None
            state.column = target
            state.count = self._movable(target)
            self._refresh(speak=False)  # the announcer tells the move itself
        else:
            # Refused: the rule is shown; the run stays in hand for another target.
            self.table.finish_animations()
            self._raise_held()
            self._refresh(speak=False)

    def send_to_best(self) -> None:
        state = self.state
        source, count = state.held if state.held is not None else (state.column, state.count)
        self._drop_hold()
        if count <= 0:
            count = 1  # the presenter tells why nothing moves
        self.table.send_to_best(source, count)
        state.column = source
        state.count = self._movable(source)
        self._refresh(speak=False)

    def escape(self) -> bool:
        """Esc: put a held run back; otherwise hide the cursor. False when nothing to do."""
        state = self.state
        if state.held is not None:
            self._drop_hold()
            self._refresh(speak=False)
            self.spoken.emit(words(current_language()).cancelled)
            return True
        if state.shown:
            state.shown = False
            self._refresh(speak=True)  # the name goes back to "Table"
            return True
        return False

    def pointer_used(self) -> None:
        """The mouse or a finger took over: put back a held run and hide the cursor."""
        if self.state.held is not None or self.state.shown:
            self._drop_hold()
            self.state.shown = False
            self._refresh(speak=False)

    def sync(self) -> None:
        """The table changed (an action, a new game, a resize): follow it.

        A run held across an action (say D while holding) is let go: the action's animation
        already sends every card to its new place."""
        state = self.state
        state.held = None
        if self.table.game is None:
            return
        state.count = self._movable(state.column)
        self._refresh(speak=False)

    def relayout(self) -> None:
        """The view was resized: the same cards at new places; a held run stays in hand."""
        if self.state.held is None:
            self.sync()
            return
        self.table.finish_animations()
        self._raise_held()
        self._refresh(speak=False)

    def reset(self) -> None:
        """A new game: back to column 1, cursor hidden until a key is used."""
        self.state = CursorState()
        self.sync()
        self.update_accessible_name()

    # -- drawing ---------------------------------------------------------------------------
    def _held_ids(self) -> list[int]:
        layout = self._layout
        if self.state.held is None or layout is None:
            return []
        source, count = self.state.held
        ids = layout.column_ids[source]
        return list(ids[len(ids) - count:])

    def _raise_held(self) -> None:
        layout = self._layout
        if layout is None:
            return
        lift = QPointF(0, -round(layout.card_height * RAISE))
        for card_id in self._held_ids():
            self.table.scene.cards[card_id].setPos(layout.places[card_id].pos + lift)

    def _drop_hold(self) -> None:
        layout = self._layout
        if self.state.held is not None and layout is not None:
            for card_id in self._held_ids():
                self.table.scene.cards[card_id].setPos(layout.places[card_id].pos)
        self.state.held = None

    def _refresh(self, speak: bool) -> None:
        layout = self._layout
        state = self.state
        if layout is None or not state.shown or state.column >= self.columns:
            self.selection.hide()
            self.target.hide()
        else:
            table = QRectF(0, 0, layout.width, layout.height)
            if state.held is not None:
                rect = selection_rect(layout, state.held[0], state.held[1])
                rect.translate(0, -round(layout.card_height * RAISE))
                self.selection.set_rect(rect, layout.card_width, table)
                self.target.set_rect(target_rect(layout, state.target), layout.card_width,
                                     table)
                self.target.show()
            else:
                self.selection.set_rect(selection_rect(layout, state.column, state.count),
                                        layout.card_width, table)
                self.target.hide()
            self.selection.show()
        if speak:
            # A cursor step: its words go through the name alone (see the module docstring).
            self.update_accessible_name()
        self.changed.emit()

    def _column_words(self) -> str:
        game = self.table.game
        lang = current_language()
        column = self.state.column
        text = describe_column(game.columns[column], column + 1, lang, first=True)
        if self.state.count:
            text += f"; {words(lang).selected(self.state.count)}"
        return text

    def _target_words(self) -> str:
        game = self.table.game
        lang = current_language()
        target = self.state.target
        w = words(lang)
        column = game.columns[target]
        if self.state.held is not None and column.visible:
            # Only the last card matters where a run lands: not the whole column again.
            where = w.target_top(target + 1, card_name(column.visible[-1], lang))
        else:
            where = describe_column(column, target + 1, lang)
        text = f"{w.target}: {where}"
        if self.state.held is not None:
            # What the mouse player sees as a lit column: does the held run go here?
            source, count = self.state.held
            fits = target != source and bool(game.can_move(source, count, target))
            text += f"; {w.fits if fits else w.does_not_fit}"
        return text

    def update_accessible_name(self) -> None:
        """The view's accessible name: "Table", then the focused column once the keys are used
        (setAccessibleName sends NameChanged to assistive technology). Called on cursor
        steps, a new game, a language change and when focus comes to the table; the
        announcer's second channel borrows the name in between."""
        view = self.table.view
        game = self.table.game
        name = words(current_language()).table
        if self.state.shown and game is not None:
            name = f"{name}, {self._target_words() if self.holding else self._column_words()}"
        if view.accessibleName() != name:
            view.setAccessibleName(name)


__all__ = ["KeyTable", "KeyboardPlay"]
