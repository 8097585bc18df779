"""Does the screen reader on this desktop listen for AT-SPI announcements?

Orca before 45.0 (Debian 12, Ubuntu 22.04) ignores ``object:announcement``: a result sent only
that way is never spoken there. Orca 45 and later speak it, and they also speak a name change
of the focused object, so sending both would say every result twice. The AT-SPI registry
knows which events the running assistive technologies asked for (``GetRegisteredEvents``):
the table uses its second channel (a name change) only when somebody listens to object
events but nobody to announcements.

QtDBus could make the call, but PySide6 cannot unpack its ``a(ss)`` reply (QDBusArgument has
no string extraction in Python), so this speaks the few bytes of the D-Bus wire protocol it
needs itself, over the accessibility bus's Unix socket, with a short timeout. Anything
unexpected (no bus, another platform, a reply we cannot read) answers None: "unknown", and
the caller keeps to announcements alone.
"""

from __future__ import annotations

import os
import socket
import struct
import sys

TIMEOUT_S = 0.25
_REGISTRY = "org.a11y.atspi.Registry"


def _align(data: bytearray, n: int) -> None:
    data.extend(b"\0" * (-len(data) % n))


def _string(data: bytearray, code: int, text: str) -> None:
    """A header field (code, variant of type s or o) into `data`."""
    _align(data, 8)
    raw = text.encode()
    data.extend(bytes([code, 1, ord("o" if code == 1 else "s"), 0]))
    data.extend(struct.pack("<I", len(raw)) + raw + b"\0")


def _call(serial: int, path: str, interface: str, member: str, destination: str,
          argument: str | None = None) -> bytes:
    """A method call; `argument` is its one string argument (AddMatch's rule), if any."""
    fields = bytearray()
    _string(fields, 1, path)
    _string(fields, 2, interface)
    _string(fields, 3, member)
    _string(fields, 6, destination)
    body = b""
    if argument is not None:
        _align(fields, 8)
        fields.extend(bytes([8, 1, ord("g"), 0, 1]) + b"s\0")  # SIGNATURE "s"
        raw = argument.encode()
        body = struct.pack("<I", len(raw)) + raw + b"\0"
    head = bytearray(struct.pack("<cBBBII", b"l", 1, 0, 1, len(body), serial))
    head.extend(struct.pack("<I", len(fields)) + fields)
    _align(head, 8)
    return bytes(head) + body


def _take_message(buffer: bytearray) -> tuple[int, dict[int, str | int], bytes] | None:
    """(type, header fields, body) of the first whole message in `buffer`, removed from it;
    None while the message is incomplete."""
    if len(buffer) < 16:
        return None
    _e, kind, _f, _v, body_len, _serial, fields_len = struct.unpack_from("<cBBBIII", buffer)
    start = 16 + fields_len + (-(16 + fields_len) % 8)
    if len(buffer) < start + body_len:
        return None
    fields = bytes(buffer[16:16 + fields_len])
    body = bytes(buffer[start:start + body_len])
    del buffer[:start + body_len]
    return kind, _header_fields(fields), body


def _read_message(sock: socket.socket, buffer: bytearray) -> tuple[int, int, bytes]:
    """(type, reply serial, body) of the next message; reads more from `sock` as needed."""
    while True:
        message = _take_message(buffer)
        if message is not None:
            kind, fields, body = message
            serial = fields.get(5, 0)
            return kind, serial if isinstance(serial, int) else 0, body
        chunk = sock.recv(65536)
        if not chunk:
            raise OSError("the bus closed the connection")
        buffer.extend(chunk)


def _header_fields(fields: bytes) -> dict[int, str | int]:
    """The header fields we read: strings and object paths (s, o) and numbers (u), by code
    (2 interface, 3 member, 5 reply serial); the walk stops at a type it does not know."""
    out: dict[int, str | int] = {}
    pos = 0
    while pos + 4 <= len(fields):
        pos += -pos % 8
        code, sig_len = fields[pos], fields[pos + 1]
        sig = fields[pos + 2:pos + 2 + sig_len]
        pos += 3 + sig_len
        if sig in (b"s", b"o"):
            pos += -pos % 4
            (n,) = struct.unpack_from("<I", fields, pos)
            out[code] = fields[pos + 4:pos + 4 + n].decode("utf-8", "replace")
            pos += 4 + n + 1
        elif sig == b"g":
            pos += 1 + fields[pos] + 1
        elif sig == b"u":
            pos += -pos % 4
            (value,) = struct.unpack_from("<I", fields, pos)
            out[code] = int(value)
            pos += 4
        else:
            break
    return out


def parse_events(body: bytes) -> list[tuple[str, str]]:
    """The ``a(ss)`` body of GetRegisteredEvents: (bus name, event) pairs."""
    (length,) = struct.unpack_from("<I", body, 0)
    pos = 8  # the array's length, then padding to the structs' 8-byte alignment
    end = pos + length
    out: list[tuple[str, str]] = []
    while pos < end:
        pos += -pos % 8
        pair: list[str] = []
        for _ in range(2):
            pos += -pos % 4
            (n,) = struct.unpack_from("<I", body, pos)
            pair.append(body[pos + 4:pos + 4 + n].decode("utf-8", "replace"))
            pos += 4 + n + 1
        out.append((pair[0], pair[1]))
    return out


def _unix_path(address: str) -> tuple[str, bool] | None:
    """(path, abstract?) of the first unix: entry of a D-Bus address."""
    for entry in address.split(";"):
        kind, _, rest = entry.partition(":")
        if kind != "unix":
            continue
        keys = dict(part.split("=", 1) for part in rest.split(",") if "=" in part)
        if "path" in keys:
            return keys["path"], False
        if "abstract" in keys:
            return keys["abstract"], True
    return None


def _connect(address: str) -> socket.socket:
    """A connection to the bus at `address`, authenticated, Hello sent (serial 1)."""
    target = _unix_path(address)
    if target is None:
        raise ValueError(f"no unix socket in {address!r}")
    path, abstract = target
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(TIMEOUT_S)
    try:
        sock.connect("\0" + path if abstract else path)
        uid = str(os.getuid()).encode().hex()
        sock.sendall(b"\0AUTH EXTERNAL " + uid.encode() + b"\r\n")
        if not sock.recv(512).startswith(b"OK"):
            raise OSError("the bus refused us")
        sock.sendall(b"BEGIN\r\n")
        sock.sendall(_call(1, "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello",
                           "org.freedesktop.DBus"))
    except BaseException:
        sock.close()
        raise
    return sock


# The registry's signals when an assistive technology starts or stops listening to an event
# (at-spi2-registryd broadcasts them): a screen reader started, restarted or quit.
_LISTENER_SIGNALS = ("EventListenerRegistered", "EventListenerDeregistered")
_MATCH = f"type='signal',interface='{_REGISTRY}',path='/org/a11y/atspi/registry'"


def watch_listeners(address: str) -> socket.socket:
    """A non-blocking connection that receives the registry's listener signals; read it with
    `listener_changes` when it is readable. Raises OSError or ValueError."""
    sock = _connect(address)
    try:
        sock.sendall(_call(2, "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch",
                           "org.freedesktop.DBus", _MATCH))
    except BaseException:
        sock.close()
        raise
    sock.setblocking(False)
    return sock


def listener_signals(sock: socket.socket, buffer: bytearray) -> list[tuple[str, str, str]]:
    """The registry's listener signals that arrived on `sock` (a `watch_listeners`
    connection) since the last call, as (signal, bus name, event); reads what is there
    without waiting. Raises OSError when the bus closed."""
    while True:
        try:
            chunk = sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            break
        if not chunk:
            raise OSError("the bus closed the connection")
        buffer.extend(chunk)
    signals: list[tuple[str, str, str]] = []
    while (message := _take_message(buffer)) is not None:
        kind, fields, body = message
        member = fields.get(3)
        if kind == 4 and fields.get(2) == _REGISTRY and member in _LISTENER_SIGNALS:
            signals.append((str(member), *_two_strings(body)))
    return signals


def _two_strings(body: bytes) -> tuple[str, str]:
    """The (bus name, event) a listener signal starts with; empty where the body has less."""
    out: list[str] = []
    pos = 0
    for _ in range(2):
        pos += -pos % 4
        if pos + 4 > len(body):
            out.append("")
            continue
        (n,) = struct.unpack_from("<I", body, pos)
        out.append(body[pos + 4:pos + 4 + n].decode("utf-8", "replace"))
        pos += 4 + n + 1
    return out[0], out[1]


def registered_events(address: str) -> list[tuple[str, str]]:
    """Ask the AT-SPI registry on the bus at `address`; raises OSError or ValueError."""
    sock = _connect(address)
    try:
        sock.sendall(_call(2, "/org/a11y/atspi/registry", _REGISTRY,
                           "GetRegisteredEvents", _REGISTRY))
        buffer = bytearray()
        while True:
            kind, reply_to, body = _read_message(sock, buffer)
            if reply_to == 2:
                if kind != 2:  # an error reply
                    raise OSError("GetRegisteredEvents failed")
                return parse_events(body)
    finally:
        sock.close()


def hears_announcements(events: list[tuple[str, str]]) -> bool | None:
    """True: an assistive technology listens to announcements; False: one listens to object
    events but none to announcements (an older Orca); None: no listener at all."""
    kinds = [event.lower() for _bus, event in events]
    object_listeners = [k for k in kinds if k.startswith("object")]
    if not object_listeners:
        return None
    return any(k in ("object", "object:", "object:announcement")
               or k.startswith("object:announcement") for k in object_listeners)


_address: str | None = None


def bus_address() -> str | None:
    """The accessibility bus: AT_SPI_BUS_ADDRESS, else asked of org.a11y.Bus (QtDBus) once
    (the bus lives as long as the session)."""
    global _address
    if sys.platform != "linux":
        return None
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    if _address is None:
        _address = _ask_session_bus()
    return _address


def _ask_session_bus() -> str | None:
    try:
        from PySide6.QtDBus import QDBus, QDBusConnection, QDBusMessage
    except ImportError:
        return None
    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return None
    reply = bus.call(QDBusMessage.createMethodCall(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"),
        QDBus.CallMode.Block, round(TIMEOUT_S * 1000))
    arguments = reply.arguments()
    return str(arguments[0]) if arguments and isinstance(arguments[0], str) else None


def screen_reader_hears_announcements() -> bool | None:
    """The answer for this desktop now (None when it cannot be told)."""
    address = bus_address()
    if not address:
        return None
    try:
        return hears_announcements(registered_events(address))
    except (OSError, ValueError, struct.error, IndexError):
        return None


__all__ = ["hears_announcements", "listener_signals", "parse_events", "registered_events",
           "screen_reader_hears_announcements", "watch_listeners"]
