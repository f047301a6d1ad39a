"""One page of a list: its items, and the cursor of the next page.

Every list of the API answers ``{items, nextCursor}``; the use cases return ``Page[Item]``.
``next_cursor`` is None on the last page; otherwise the client passes it back unchanged as
``cursor`` (application/shared/cursors.py). A list whose answer carries more than that (counts,
the active item, a period) has its own page type beside its use case.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

Item = TypeVar("Item")


@dataclass(frozen=True, slots=True)
class Page(Generic[Item]):
    items: list[Item]
    next_cursor: str | None
