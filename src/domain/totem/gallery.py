"""What the gallery shows, and in which order.

Entries rated ``sfw`` always show. Entries rated ``nsfw`` or ``nsfl`` show only to a caller who
opts in to that content (query ``content``) and whose ``age`` is at least the entry's rating
age. Pages are keyset pages over one sort key and the model id (so a page costs the same
wherever it starts).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.totem.model import AGES, Content, Rating

GALLERY_LIMIT = LimitRule(default=200, maximum=500)
HISTORY_LIMIT = LimitRule(default=10, maximum=50)


class Sort(StrEnum):
    SELECTED = "selected"
    CREATED = "created"
    LAST_USED = "last_used"
    NAME = "name"


class Order(StrEnum):
    ASC = "asc"
    DESC = "desc"


def sort_of(raw: str | None) -> Sort:
    try:
        return Sort(raw or "selected")
    except ValueError:
        raise InvalidInput(
            "sort must be one of selected, created, last_used, name", field="sort"
        ) from None


def order_of(raw: str | None, sort: Sort) -> Order:
    if raw is None:
        return Order.ASC if sort is Sort.NAME else Order.DESC
    try:
        return Order(raw)
    except ValueError:
        raise InvalidInput("order must be asc or desc", field="order") from None


@dataclass(frozen=True, slots=True)
class Audience:
    """What the caller opted in to see besides sfw entries, and up to which rating age."""

    contents: frozenset[Content] = frozenset()
    age: int = 0

    def sees(self, rating: Rating) -> bool:
        if not rating.mature:
            return True
        return rating.content in self.contents and rating.age <= self.age

    @property
    def mature(self) -> bool:
        return bool(self.contents)


def audience(contents: str | None, age: int | None) -> Audience:
    """``contents``: comma-separated out of sfw, nsfw, nsfl; ``age``: one of 0, 16, 18, 21."""
    chosen: set[Content] = set()
    for part in (contents or "").split(","):
        part = part.strip().lower()
        if not part:
            continue
        try:
            chosen.add(Content(part))
        except ValueError:
            raise InvalidInput(
                "content is a comma-separated list of sfw, nsfw, nsfl", field="content"
            ) from None
    years = 0 if age is None else age
    if years not in AGES:
        raise InvalidInput("age must be one of 0, 16, 18, 21", field="age")
    return Audience(frozenset(chosen - {Content.SFW}), years)
