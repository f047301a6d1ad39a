"""A TCP proxy on 127.0.0.1 that a test can cut and restore: a database outage on demand.

``cut()`` stops listening and drops every open connection (what a restarting PostgreSQL looks
like to its clients: connections reset, new ones refused); ``black_hole()`` drops the open
connections and accepts new ones without ever answering (a host gone from the network: only a
client's own timeout ends the wait); ``stall()`` keeps the open connections open but stops
carrying what they send (a database that hangs in the middle of a query), while new
connections work; ``restore()`` forwards again, on the same port (what a stalled connection
sent meanwhile is delivered then). It runs
in a thread of the test process, one thread per direction per connection.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class TcpProxy:
    def __init__(self, target_host: str, target_port: int) -> None:
        self._target = (target_host, target_port)
        self._lock = threading.Lock()
        self._open: set[socket.socket] = set()
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._silent = False
        self._held: list[socket.socket] = []
        self._stalled: frozenset[socket.socket] = frozenset()
        self._flowing = threading.Event()
        self._flowing.set()
        self.port = 0
        self._listen()

    def cut(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()
        if self._thread is not None:
            self._thread.join(10)
        self._drop_open()

    def _drop_open(self) -> None:
        with self._lock:
            dropped, self._open = self._open, set()
        for sock in dropped:
            _close(sock)

    def black_hole(self) -> None:
        self._silent = True
        self._drop_open()

    def stall(self) -> None:
        with self._lock:
            self._stalled = frozenset(self._open)
        self._flowing.clear()

    def restore(self) -> None:
        self._silent = False
        self._stalled = frozenset()
        self._flowing.set()
        with self._lock:
            held, self._held = self._held, []
        for sock in held:
            _close(sock)
        if self._listener is None:
            self._listen()

    def close(self) -> None:
        self.restore()
        self.cut()

    def _listen(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(128)
        self.port = listener.getsockname()[1]
        self._listener = listener
        self._thread = threading.Thread(target=self._accept, args=(listener,), daemon=True)
        self._thread.start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # cut
            if self._silent:
                with self._lock:
                    self._held.append(client)
                continue
            try:
                upstream = socket.create_connection(self._target, timeout=10)
            except OSError:
                _close(client)
                continue
            upstream.settimeout(None)
            with self._lock:
                self._open |= {client, upstream}
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                if source in self._stalled:
                    self._flowing.wait()
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                _close(sock)
            with self._lock:
                self._open -= {source, sink}


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        sock.close()


@contextmanager
def tcp_proxy(target_host: str, target_port: int) -> Iterator[TcpProxy]:
    proxy = TcpProxy(target_host, target_port)
    try:
        yield proxy
    finally:
        proxy.close()
