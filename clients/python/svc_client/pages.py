"""Cursor pages: every list answers ``{"items": [...], "nextCursor": "..." | null}``; the next
page is the same call with ``cursor=<nextCursor>`` (docs/api.md, "Pagination")."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from svc_client._generated.types import UNSET, Unset
from svc_client.problems import unwrap

T_co = TypeVar("T_co", covariant=True)


class Page(Protocol[T_co]):
    @property
    def items(self) -> Sequence[T_co]: ...

    @property
    def next_cursor(self) -> str | Unset | None: ...


def iterate(fetch: Callable[[str | Unset], Page[T_co] | Any]) -> Iterator[T_co]:
    """Every item of every page; ``fetch(cursor)`` is one generated ``sync`` call, e.g.
    ``iterate(lambda cursor: list_friends.sync(client=client, cursor=cursor))``."""
    cursor: str | Unset = UNSET
    while True:
        page: Page[T_co] = unwrap(fetch(cursor))
        yield from page.items
        if not isinstance(page.next_cursor, str):
            return
        cursor = page.next_cursor


async def aiterate(
    fetch: Callable[[str | Unset], Awaitable[Page[T_co] | Any]],
) -> AsyncIterator[T_co]:
    """The async ``iterate``: ``fetch(cursor)`` is one generated ``asyncio`` call."""
    cursor: str | Unset = UNSET
    while True:
        page: Page[T_co] = unwrap(await fetch(cursor))
        for item in page.items:
            yield item
        if not isinstance(page.next_cursor, str):
            return
        cursor = page.next_cursor
