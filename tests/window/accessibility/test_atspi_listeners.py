"""Telling an Orca that hears announcements from one that does not (the registry's list)."""

from __future__ import annotations

import struct

from spiderette_qt.window.accessibility.atspi_listeners import hears_announcements, parse_events


def _body(pairs: list[tuple[str, str]]) -> bytes:
    """An a(ss) body as D-Bus marshals it (little-endian)."""
    items = bytearray()
    for bus, event in pairs:
        items.extend(b"\0" * (-(8 + len(items)) % 8))
        for text in (bus, event):
            items.extend(b"\0" * (-(8 + len(items)) % 4))
            raw = text.encode()
            items.extend(struct.pack("<I", len(raw)) + raw + b"\0")
    return struct.pack("<I", len(items)) + b"\0" * 4 + bytes(items)


def test_parse_events_reads_the_registrys_reply() -> None:
    pairs = [(":1.5", "Object:PropertyChange:AccessibleName"),
             (":1.5", "Object:Announcement"), (":1.12", "Window:Activate")]
    assert parse_events(_body(pairs)) == pairs
    assert parse_events(_body([])) == []


def test_an_orca_43_listens_to_names_but_not_announcements() -> None:
    orca43 = [(":1.5", "Object:PropertyChange:AccessibleName"),
              (":1.5", "Object:StateChanged:Focused"), (":1.5", "Window:Activate")]
    assert hears_announcements(orca43) is False


def test_an_orca_45_listens_to_announcements() -> None:
    orca45 = [(":1.5", "Object:PropertyChange:AccessibleName"),
              (":1.5", "Object:Announcement")]
    assert hears_announcements(orca45) is True
    assert hears_announcements([(":1.7", "Object:")]) is True  # every object event


def test_nobody_listening_is_unknown() -> None:
    assert hears_announcements([]) is None
    assert hears_announcements([(":1.3", "Window:Activate")]) is None
