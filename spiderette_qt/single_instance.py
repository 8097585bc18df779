"""One Spiderette per user: a second launch hands its arguments to the first and exits.

Why: two windows each save "the current game" to the same file, so the last one to act
overwrote the other's game (issue 13). The first instance listens on a local socket whose
name is derived from the user and the data directory (so two users, or a test with its own
data folder, never meet); a later launch connects, sends its command-line arguments (a game
code, say) as one JSON line, and quits; the first window comes to the front and acts on them.

Who is first is decided by an OS file lock (instance_lock.py): cheap, and dropped by the
kernel when a process dies. The holder of the lock then listens (after its first paint), and
any socket file already there is a crashed instance's (on Unix QLocalServer uses a file in
/tmp, which a crash leaves behind): it is removed and the name taken (listen(replace_stale)).
A later launch retries for a moment if the first is not listening yet (hand_over).
claim() is the same without the lock, for callers that have none.
"""

from __future__ import annotations

import json
import logging
import os
import zlib

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

#: How long a second launch waits for the first to accept its message (ms). The first
#: instance answers from its event loop; a busy one (a long first paint) still answers well
#: within this.
CONNECT_TIMEOUT_MS = 1500
#: A message is a short JSON line; anything longer is not from us and is dropped.
MAX_MESSAGE_BYTES = 64 * 1024


def server_name(data_folder: str | None = None) -> str:
    """The per-user socket name; `data_folder` defaults to the app's data directory.

    The user is part of it because /tmp is shared between users; the folder is reduced to a
    checksum because socket names are short (about 100 bytes on Unix) and must not contain
    path separators. zlib, not hashlib: hashlib loads OpenSSL, a few ms of every start-up,
    and this needs no cryptography (the socket is private to the user anyway).
    """
    if data_folder is None:
        from spiderette_qt.persistence.paths import data_dir

        try:
            data_folder = str(data_dir())
        except OSError:  # the folder cannot be made: the user name alone still separates
            data_folder = ""
    getuid = getattr(os, "getuid", None)  # POSIX; on Windows the user's name
    user = str(getuid()) if getuid is not None else \
        os.environ.get("USERNAME") or os.environ.get("USER") or "user"
    raw = f"{user}\0{data_folder}".encode("utf-8", "surrogatepass")
    digest = f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"
    return f"spiderette-{digest}"


def encode_message(arguments: list[str]) -> bytes:
    return json.dumps({"arguments": arguments}).encode("utf-8") + b"\n"


def decode_message(raw: bytes) -> list[str] | None:
    """The arguments of a message, or None when it is not one of ours."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    arguments = data.get("arguments")
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        return None
    return arguments


def send_to_running(name: str, arguments: list[str],
                    timeout_ms: int = CONNECT_TIMEOUT_MS) -> bool:
    """Hand `arguments` to the instance listening on `name`; True when it took them.

    The first instance answers b"ok" once it has read the line, so True means "delivered",
    not just "connected" (a socket that accepts and then dies is not a running app).
    """
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(encode_message(arguments))
    if not socket.waitForBytesWritten(timeout_ms):
        socket.abort()
        return False
    answered = socket.waitForReadyRead(timeout_ms) and bytes(socket.readAll().data()) == b"ok"
    socket.disconnectFromServer()
    return answered


class SingleInstance(QObject):
    """The first instance's listener; `argumentsReceived` carries a later launch's arguments."""

    argumentsReceived = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        # Only this user may connect (on Unix the socket file gets mode 0600).
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytearray] = {}

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def listen(self, replace_stale: bool = False) -> bool:
        """Take the name. With `replace_stale`, a name in use is taken over (the caller has
        made sure nobody answers on it: a crashed instance's socket file)."""
        if self._server.listen(self.name):
            return True
        in_use = self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError
        if in_use and replace_stale:
            QLocalServer.removeServer(self.name)
            if self._server.listen(self.name):
                return True
        if not in_use or replace_stale:
            log.warning("cannot listen on %s: %s", self.name, self._server.errorString())
        return False

    def close(self) -> None:
        """Stop listening and drop the connections (before the listener goes away)."""
        self._server.close()
        for socket in list(self._buffers):
            self._forget(socket)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            self._buffers[socket] = bytearray()
            # Bound methods, not lambdas: Qt drops these connections with the listener,
            # so a socket closing while the listener is destroyed calls nothing.
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            if socket.bytesAvailable():
                self._read(socket)

    def _on_ready_read(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._forget(socket)

    def _read(self, socket: QLocalSocket) -> None:
        buffer = self._buffers.get(socket)
        if buffer is None:
            return
        buffer.extend(bytes(socket.readAll().data()))
        if len(buffer) > MAX_MESSAGE_BYTES:
            self._forget(socket)
            return
        if b"\n" not in buffer:
            return
        line = bytes(buffer.split(b"\n", 1)[0])
        arguments = decode_message(line)
        socket.write(QByteArray(b"ok" if arguments is not None else b"no"))
        socket.flush()
        self._forget(socket)
        if arguments is not None:
            self.argumentsReceived.emit(arguments)

    def _forget(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is None:
            return
        socket.readyRead.disconnect(self._on_ready_read)
        socket.disconnected.disconnect(self._on_disconnected)
        socket.disconnectFromServer()
        socket.deleteLater()


def hand_over(name: str, arguments: list[str], wait_ms: int = 3 * CONNECT_TIMEOUT_MS) -> bool:
    """Give `arguments` to the instance that holds the lock; True once it took them.

    Retried for up to `wait_ms`: the first instance starts listening only after its window
    is up, so a launch right behind it may have to wait a little.
    """
    from PySide6.QtCore import QDeadlineTimer, QThread

    deadline = QDeadlineTimer(wait_ms)
    while True:
        if send_to_running(name, arguments, min(CONNECT_TIMEOUT_MS, wait_ms)):
            return True
        if deadline.hasExpired():
            return False
        QThread.msleep(50)  # the first instance is starting up; no event loop to wait in


def claim(arguments: list[str], name: str | None = None,
          parent: QObject | None = None) -> SingleInstance | None:
    """Become the one instance, or hand `arguments` to the running one.

    Returns the listener when this process is the first (keep it alive while the app
    runs), or None when a running instance took the arguments (this process should exit).
    If neither works (no socket support, a name taken by something that never answers),
    a listener that is not listening is returned: the app then runs on its own rather than
    refusing to start.
    """
    name = name if name is not None else server_name()
    if send_to_running(name, arguments):
        return None
    instance = SingleInstance(name, parent)
    if instance.listen():
        return instance
    # In use: by an instance that started at the same moment (it answers now), or by the
    # socket file of one that crashed (nobody answers: take the name over).
    if send_to_running(name, arguments):
        instance.deleteLater()
        return None
    instance.listen(replace_stale=True)
    return instance
