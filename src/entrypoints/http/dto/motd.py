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
    RecordId,
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

    text: Annotated[
        str, msgspec.Meta(min_length=1, max_length=TEXT_MAX, description=("The message's text."))
    ]
    scope: Annotated[
        ScopeName, msgspec.Meta(description=("Who sees it: global, a network or a server."))
    ] = "global"
    scope_id: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=64, description=("The network's or server's id; null for global.")
            ),
        ]
        | None
    ) = None
    locale: Annotated[
        Locale,
        msgspec.Meta(description=("The message's locale (e.g. `en`); empty for every locale.")),
    ] = ""
    """"" (the default, for every locale without its own), or a tag: en, de, pt-br."""
    starts_at: (
        Annotated[
            TimestampIn,
            msgspec.Meta(description=("When the message starts showing; null for now.")),
        ]
        | None
    ) = None
    ends_at: (
        Annotated[TimestampIn, msgspec.Meta(description=("When it stops; null for never."))] | None
    ) = None

    def draft(self, scope: MotdScope) -> MotdDraft:
        return MotdDraft(
            scope,
            parse_locale(self.locale),
            self.text,
            incoming(self.starts_at),
            incoming(self.ends_at),
        )


class MotdOut(msgspec.Struct, rename="camel"):
    id: RecordId
    scope: Annotated[ScopeName, msgspec.Meta(description="global, network or server.")]
    scope_id: (
        Annotated[str, msgspec.Meta(description=("The network's or server's id; null for global."))]
        | None
    )
    locale: Annotated[
        str, msgspec.Meta(description=("The message's locale; empty for every locale."))
    ]
    text: Annotated[str, msgspec.Meta(description="The message's text.")]
    starts_at: Annotated[Timestamp, msgspec.Meta(description="When the message starts showing.")]
    ends_at: Annotated[str, msgspec.Meta(description="When it stops; null for never.")] | None
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the message: each write is a new one (also the ETag).")
        ),
    ]
    updated_at: UpdatedAt


def motd_out(m: Motd) -> MotdOut:
    return MotdOut(
        m.id, m.scope.type.value, m.scope.id or None, m.locale, m.text, ts(m.starts_at),
        ts_or_none(m.ends_at), m.revision, ts(m.updated_at),
    )  # fmt: skip


class CurrentOut(msgspec.Struct):
    message: (
        Annotated[
            MotdOut,
            msgspec.Meta(
                description=("The message to show now (by scope, then locale); null for none.")
            ),
        ]
        | None
    )
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
