"""Shapes of the feedback endpoints (docs/shop.md, "Feedback")."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.feedback.inbox import FeedbackDraft, Triage
from application.shared.page import Page
from domain.feedback.feedback import (
    CLIENT_VERSION_MAX,
    CONTACT_MAX,
    MESSAGE_MAX,
    NOTE_MAX,
    SERVER_ID_MAX,
    Category,
    Feedback,
    Status,
)
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, UpdatedAt, ts

CategoryName = Literal["bug", "idea", "praise", "complaint", "other"]
StatusName = Literal["new", "triaged", "closed"]


class FeedbackIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    category: CategoryName
    message: Annotated[str, msgspec.Meta(min_length=1, max_length=MESSAGE_MAX)]
    contact: Annotated[str, msgspec.Meta(max_length=CONTACT_MAX)] | None = None
    """How to reach the sender (an address, a handle), if they want an answer."""
    client_version: Annotated[str, msgspec.Meta(max_length=CLIENT_VERSION_MAX)] | None = None
    server_id: Annotated[str, msgspec.Meta(max_length=SERVER_ID_MAX)] | None = None

    def draft(self) -> FeedbackDraft:
        return FeedbackDraft(Category(self.category), self.message, self.contact,
                             self.client_version, self.server_id)  # fmt: skip


class FeedbackReceipt(msgspec.Struct, rename="camel"):
    id: str
    status: StatusName
    created_at: CreatedAt


def receipt_out(item: Feedback) -> FeedbackReceipt:
    return FeedbackReceipt(item.id, item.status.value, ts(item.created_at))


class FeedbackOut(msgspec.Struct, rename="camel"):
    id: str
    user_id: UUID | None
    category: CategoryName
    message: str
    contact: str | None
    client_version: str | None
    server_id: str | None
    status: StatusName
    note: str
    revision: int
    triaged_by: UUID | None
    created_at: CreatedAt
    updated_at: UpdatedAt


def feedback_out(f: Feedback) -> FeedbackOut:
    return FeedbackOut(
        f.id, f.user_id, f.category.value, f.message, f.contact, f.client_version,
        f.server_id, f.status.value, f.note, f.revision, f.triaged_by,
        ts(f.created_at), ts(f.updated_at),
    )  # fmt: skip


class FeedbackListOut(msgspec.Struct, rename="camel"):
    items: Items[FeedbackOut]
    next_cursor: NextCursor


def feedback_list_out(page: Page[Feedback]) -> FeedbackListOut:
    return FeedbackListOut([feedback_out(f) for f in page.items], page.next_cursor)


class TriageIn(msgspec.Struct, forbid_unknown_fields=True):
    status: StatusName | None = None
    note: Annotated[str, msgspec.Meta(max_length=NOTE_MAX)] | None = None

    def change(self) -> Triage:
        return Triage(Status(self.status) if self.status else None, self.note)


_FEEDBACK: dict[str, Any] = {
    "id": "6748b3c0d1e2f3a4b5c6d7e8",
    "userId": "0192e4a0-0000-7000-8000-000000000001",
    "category": "bug",
    "message": "The friends list stays empty after switching servers.",
    "contact": "alex@example.com",
    "clientVersion": "2026.11.20-3f2a9c1",
    "serverId": "0192e4b1-0000-7000-8000-00000000beef",
    "status": "triaged",
    "note": "Reproduced; tracked as #812.",
    "revision": 2,
    "triagedBy": "0192e4a0-0000-7000-8000-000000000002",
    "createdAt": "2026-11-28T09:40:00.000Z",
    "updatedAt": "2026-11-28T10:05:00.000Z",
}
EXAMPLES: dict[str, Any] = {
    "FeedbackIn": {
        "category": "bug",
        "message": "The friends list stays empty after switching servers.",
        "contact": "alex@example.com",
        "clientVersion": "2026.11.20-3f2a9c1",
    },
    "FeedbackReceipt": {
        "id": "6748b3c0d1e2f3a4b5c6d7e8",
        "status": "new",
        "createdAt": "2026-11-28T09:40:00.000Z",
    },
    "FeedbackOut": _FEEDBACK,
    "FeedbackListOut": {"items": [_FEEDBACK], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "TriageIn": {"status": "triaged", "note": "Reproduced; tracked as #812."},
}
