"""How `svc serve` runs uvicorn: one process, or a supervisor and N workers.

Shutdown (SIGTERM or Ctrl-C) is graceful and ends with exit code 0:

- every worker stops accepting, closes its WebSockets with 1012 (reconnect, elsewhere), gives
  requests in flight ``SVC_SHUTDOWN_GRACE_SECONDS`` to finish, then runs the app's shutdown
  (the core's final jobs flush presence and last-seen times) and exits;
- uvicorn re-raises the signal it handled once it is done, so that a SIGTERM'd process would
  die *by* SIGTERM (exit status -15): our handler turns that into a normal exit 0, which is
  what process managers expect of a clean stop;
- with workers, the supervisor closes its copy of the listening socket as soon as it is told
  to stop: once the workers closed theirs, new connections are refused at once (a load
  balancer moves on) instead of waiting in a backlog no one will accept from.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from typing import Any

import uvicorn
from uvicorn.supervisors import Multiprocess

from bootstrap.settings import Settings
from entrypoints.http.protocol import LimitedHttpProtocol
from entrypoints.logs import logging_config

APP = "entrypoints.http.asgi:create"


def serve(settings: Settings) -> None:
    config = uvicorn.Config(
        APP,
        factory=True,
        host=settings.server.host,
        port=settings.server.port,
        workers=settings.server.workers,
        http=LimitedHttpProtocol,  # request-head deadline and size limits (SVC_HTTP_*)
        log_config=logging_config(settings),  # applied in every worker: credentials redacted
        log_level=settings.server.log_level,
        proxy_headers=False,  # X-Forwarded-For is ours to judge (SVC_TRUSTED_PROXIES)
        server_header=False,
        access_log=False,  # its lines carry query strings; svc.access logs each request
        timeout_graceful_shutdown=settings.server.shutdown_grace_seconds,
    )
    signal.signal(signal.SIGTERM, _stopped)  # what uvicorn re-raises after a clean shutdown
    if settings.server.workers > 1:
        sock = config.bind_socket()
        _Supervisor(config, sockets=[sock]).run()
        return
    config.load_app()
    server = uvicorn.Server(config)
    with contextlib.suppress(KeyboardInterrupt):  # the re-raised SIGINT, after the shutdown
        server.run()
    if not server.started:
        raise SystemExit(3)  # uvicorn's STARTUP_FAILURE: the app did not start


def _stopped(_signum: int, _frame: Any) -> None:
    """SIGTERM outside uvicorn's own handling: re-raised by it after the graceful shutdown
    (nothing left to do), or during start-up (nothing to finish): exit normally."""
    raise SystemExit(0)


class _Supervisor(Multiprocess):
    def __init__(self, config: uvicorn.Config, sockets: list[socket.socket]) -> None:
        super().__init__(config, sockets)
        self._listening = sockets

    def handle_term(self) -> None:
        self._stop_listening()
        super().handle_term()

    def handle_int(self) -> None:
        self._stop_listening()
        super().handle_int()

    def _stop_listening(self) -> None:
        for sock in self._listening:
            sock.close()
