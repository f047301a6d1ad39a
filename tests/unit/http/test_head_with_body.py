"""One write per short response (protocol.py, ``HeadWithBody``): the head goes out with the
body that follows it, or at the end of the event loop's turn; nothing is reordered or lost."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from entrypoints.http.protocol import HeadWithBody

HEAD = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n"


class Transport:
    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        assert not self.closed
        self.writes.append(data)

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


def _wrapped() -> tuple[Transport, HeadWithBody]:
    transport = Transport()
    return transport, HeadWithBody(transport, asyncio.get_running_loop())  # type: ignore[arg-type]


async def test_a_head_and_its_body_go_out_in_one_write() -> None:
    transport, wrapped = _wrapped()
    wrapped.write(HEAD)
    assert transport.writes == []
    wrapped.write(b"{}")
    assert transport.writes == [HEAD + b"{}"]
    await asyncio.sleep(0)
    assert transport.writes == [HEAD + b"{}"]


async def test_a_head_whose_body_does_not_follow_goes_out_at_the_end_of_the_turn() -> None:
    transport, wrapped = _wrapped()
    wrapped.write(HEAD)
    await asyncio.sleep(0)
    assert transport.writes == [HEAD]
    wrapped.write(b"{}")
    assert transport.writes == [HEAD, b"{}"]


async def test_an_interim_answer_is_not_held() -> None:
    transport, wrapped = _wrapped()
    wrapped.write(b"HTTP/1.1 100 Continue\r\n\r\n")
    assert transport.writes == [b"HTTP/1.1 100 Continue\r\n\r\n"]


async def test_closing_writes_a_held_head_first() -> None:
    transport, wrapped = _wrapped()
    wrapped.write(HEAD)
    wrapped.close()
    assert transport.writes == [HEAD] and transport.closed
    await asyncio.sleep(0)
    assert transport.writes == [HEAD]


@settings(deadline=None, max_examples=200)
@given(
    st.lists(
        st.tuples(
            st.one_of(st.just(HEAD), st.just(b"HTTP/1.1 100 Continue\r\n\r\n"), st.binary()),
            st.booleans(),
        ),
        max_size=12,
    )
)
def test_the_bytes_on_the_wire_are_the_bytes_written_in_order(steps: list[Any]) -> None:
    async def run() -> None:
        transport, wrapped = _wrapped()
        sent = b""
        for data, turn_ends in steps:
            wrapped.write(data)
            sent += data
            if turn_ends:
                await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert b"".join(transport.writes) == sent

    asyncio.run(run())
