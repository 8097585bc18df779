"""One Spiderette per user: a second launch hands its arguments to the first and exits.

Why: two windows each save "the current game" to the same file, so the last one to act
overwrote the other's game. The first instance listens on a local socket in the
user's private runtime folder (runtime_folder.py: $XDG_RUNTIME_DIR or a 0700 folder of ours,
never a name in /tmp another user could take first), named after the data directory (so a
test with its own data folder never meets the player's game); a later launch connects, sends
its game code as one JSON line, and quits; the first window comes to the front and acts on it.

Who is first is decided by an OS file lock (app/instance_lock.py): cheap, and dropped by the
kernel when a process dies. The holder of the lock then listens (after its first paint), and
any socket file already there is a crashed instance's (a crash or SIGKILL leaves it behind):
it is removed and the name taken (listen(replace_stale)). A normal quit (and SIGTERM, which
quits normally: app/start.py) closes the listener, which removes the socket file.
A later launch retries for a moment if the first is not listening yet (hand_over).
claim() is the same without the lock, for callers that have none.
"""

from __future__ import annotations

import json
import logging
import os

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

#: How long a second launch waits for the first to accept its message (ms). The first
#: instance answers from its event loop; a busy one (a long first paint) still answers well
#: within this.
CONNECT_TIMEOUT_MS = 1500
#: A message is a short JSON line; anything longer is not from us and is dropped.
MAX_MESSAGE_BYTES = 64 * 1024


def server_name(data_folder: str | None = None) -> str | None:
    """The socket of this user and data folder (`data_folder` defaults to the app's); None
    when there is no private place for it (then there is no one-instance socket).

    On POSIX a full path in the user's private runtime folder (runtime_folder.py), never a
    name in /tmp that another user could take first; on Windows a named pipe's name (the
    user is part of it), as before.
    """
    from spiderette_qt.platform.runtime_folder import data_folder_name, instance_key, runtime_folder

    key = instance_key(data_folder_name() if data_folder is None else data_folder)
    if os.name != "posix":
        return key
    folder = runtime_folder()
    return None if folder is None else str(folder / key)


def encode_message(arguments: list[str]) -> bytes:
    return json.dumps({"arguments": arguments}).encode("utf-8") + b"\n"


def decode_message(raw: bytes) -> list[str] | None:
    """The arguments of a message, or None when it is not one of ours."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # deeply nested: not ours either
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
        if replace_stale and self._move_aside_what_is_in_the_way():
            return self._server.listen(self.name)
        in_use = self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError
        if in_use and replace_stale:
            QLocalServer.removeServer(self.name)
            if self._server.listen(self.name):
                return True
        if not in_use or replace_stale:
            log.warning("cannot listen on %s: %s", self.name, self._server.errorString())
        return False

    def _move_aside_what_is_in_the_way(self) -> bool:
        """Something that is no socket (a folder, a file) holds the socket's path: Qt can
        neither remove it nor listen there ("Unknown error"), and every later launch would
        open a window of its own. The path is in the user's private runtime folder, so what
        is there is the user's own: it is renamed, not deleted, and the log says where."""
        path = self.name
        if os.name != "posix" or not os.path.lexists(path):
            return False
        import stat

        try:
            if stat.S_ISSOCK(os.lstat(path).st_mode):
                return False  # a crashed instance's socket: removeServer's case
            aside = _free_name(path)
            os.rename(path, aside)
        except OSError as exc:
            log.warning("cannot listen on %s: something that is not a socket is there and "
                        "cannot be moved aside (%s)", path, exc)
            return False
        log.warning("%s was in the place of Spiderette's socket, not a socket: moved it to %s",
                    path, aside)
        return True

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


def _free_name(path: str) -> str:
    """`path` with the first free suffix ".in-the-way", ".in-the-way-2", ..."""
    aside = f"{path}.in-the-way"
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = f"{path}.in-the-way-{number}"
    return aside


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
    if name is None:  # no private place for a socket: run alone
        return SingleInstance("", parent)
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
