"""Shapes of the message-of-the-day endpoints (docs/shop.md, "Messages of the day")."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from application.motd.messages import MotdDraft
from application.shared.page import Page
from domain.motd.message import TEXT_MAX, Motd, MotdScope, parse_locale
from entrypoints.http.dto.common import (
    Items,
    NextCursor,
    Timestamp,
    TimestampIn,
    UpdatedAt,
    incoming,
    ts,
    ts_or_none,
)

ScopeName = Literal["global", "network", "server"]
Locale = Annotated[str, msgspec.Meta(max_length=16)]


class MotdIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A message (create). ``scope``/``scopeId`` are ignored on PUT (a message keeps its
    scope)."""

    text: Annotated[str, msgspec.Meta(min_length=1, max_length=TEXT_MAX)]
    scope: ScopeName = "global"
    scope_id: Annotated[str, msgspec.Meta(max_length=64)] | None = None
    locale: Locale = ""
    """"" (the default, for every locale without its own), or a tag: en, de, pt-br."""
    starts_at: TimestampIn | None = None
    ends_at: TimestampIn | None = None

    def draft(self, scope: MotdScope) -> MotdDraft:
        return MotdDraft(
            scope,
            parse_locale(self.locale),
            self.text,
            incoming(self.starts_at),
            incoming(self.ends_at),
        )


class MotdOut(msgspec.Struct, rename="camel"):
    id: str
    scope: ScopeName
    scope_id: str | None
    locale: str
    text: str
    starts_at: Timestamp
    ends_at: str | None
    revision: int
    updated_at: UpdatedAt


def motd_out(m: Motd) -> MotdOut:
    return MotdOut(
        m.id, m.scope.type.value, m.scope.id or None, m.locale, m.text, ts(m.starts_at),
        ts_or_none(m.ends_at), m.revision, ts(m.updated_at),
    )  # fmt: skip


class CurrentOut(msgspec.Struct):
    message: MotdOut | None
    """null when no message is active for the scope."""


class MotdListOut(msgspec.Struct, rename="camel"):
    items: Items[MotdOut]
    next_cursor: NextCursor


def motd_list_out(page: Page[Motd]) -> MotdListOut:
    return MotdListOut([motd_out(m) for m in page.items], page.next_cursor)


_MOTD: dict[str, Any] = {
    "id": "6748c1d0e2f3a4b5c6d7e8f9",
    "scope": "network",
    "scopeId": "0192e4b1-0000-7000-8000-00000000cafe",
    "locale": "de",
    "text": "&6Willkommen!&r Das Winter-Event startet am Samstag.",
    "startsAt": "2026-12-01T00:00:00.000Z",
    "endsAt": "2026-12-08T00:00:00.000Z",
    "revision": 1,
    "updatedAt": "2026-11-28T09:45:00.000Z",
}
EXAMPLES: dict[str, Any] = {
    "MotdIn": {
        "text": "&6Willkommen!&r Das Winter-Event startet am Samstag.",
        "scope": "network",
        "scopeId": "0192e4b1-0000-7000-8000-00000000cafe",
        "locale": "de",
        "startsAt": "2026-12-01T00:00:00.000Z",
        "endsAt": "2026-12-08T00:00:00.000Z",
    },
    "MotdOut": _MOTD,
    "CurrentOut": {"message": _MOTD},
    "MotdListOut": {"items": [_MOTD], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
}
