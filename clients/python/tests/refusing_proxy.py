"""A TCP proxy in front of a live server that refuses WebSocket upgrades (403), as some
proxies do: every other request passes through unchanged."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()


def _serve(target: int, ready: threading.Event, port: list[int], stop: threading.Event) -> None:
    async def handle(client_r: asyncio.StreamReader, client_w: asyncio.StreamWriter) -> None:
        try:
            head = await client_r.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            client_w.close()
            return
        if b"upgrade: websocket" in head.lower():
            client_w.write(
                b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
            )
            await client_w.drain()
            client_w.close()
            return
        server_r, server_w = await asyncio.open_connection("127.0.0.1", target)
        server_w.write(head)
        await asyncio.gather(_pipe(client_r, server_w), _pipe(server_r, client_w))

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port.append(server.sockets[0].getsockname()[1])
        ready.set()
        await asyncio.get_running_loop().run_in_executor(None, stop.wait)
        server.close()

    asyncio.run(main())


@contextlib.contextmanager
def refusing_proxy(target_port: int) -> Iterator[str]:
    """The proxy's base URL while the block runs."""
    ready, stop, port = threading.Event(), threading.Event(), []
    thread = threading.Thread(target=_serve, args=(target_port, ready, port, stop), daemon=True)
    thread.start()
    ready.wait(30)
    try:
        yield f"http://127.0.0.1:{port[0]}"
    finally:
        stop.set()
        thread.join(10)
