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
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, RecordId, UpdatedAt, ts

CategoryName = Literal["bug", "idea", "praise", "complaint", "other"]
StatusName = Literal["new", "triaged", "closed"]


# Described once, shared by the Structs below.
CategoryField = Annotated[
    CategoryName, msgspec.Meta(description="bug, idea, praise, complaint or other.")
]


class FeedbackIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    category: CategoryField
    message: Annotated[
        str, msgspec.Meta(min_length=1, max_length=MESSAGE_MAX, description=("The feedback."))
    ]
    contact: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=CONTACT_MAX,
                description=("How to reach the sender, if they want an answer."),
            ),
        ]
        | None
    ) = None
    """How to reach the sender (an address, a handle), if they want an answer."""
    client_version: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=CLIENT_VERSION_MAX,
                description=("The version of the client that sent it."),
            ),
        ]
        | None
    ) = None
    server_id: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=SERVER_ID_MAX, description=("The server the sender was playing on.")
            ),
        ]
        | None
    ) = None

    def draft(self) -> FeedbackDraft:
        return FeedbackDraft(Category(self.category), self.message, self.contact,
                             self.client_version, self.server_id)  # fmt: skip


class FeedbackReceipt(msgspec.Struct, rename="camel"):
    id: RecordId
    status: Annotated[StatusName, msgspec.Meta(description="new until staff triage it.")]
    created_at: CreatedAt


def receipt_out(item: Feedback) -> FeedbackReceipt:
    return FeedbackReceipt(item.id, item.status.value, ts(item.created_at))


class FeedbackOut(msgspec.Struct, rename="camel"):
    id: RecordId
    user_id: (
        Annotated[
            UUID, msgspec.Meta(description=("The sender's user id; null when sent anonymously."))
        ]
        | None
    )
    category: CategoryField
    message: Annotated[str, msgspec.Meta(description="The feedback.")]
    contact: (
        Annotated[str, msgspec.Meta(description=("How to reach the sender; null when not given."))]
        | None
    )
    client_version: (
        Annotated[str, msgspec.Meta(description=("The client's version; null when not given."))]
        | None
    )
    server_id: (
        Annotated[
            str,
            msgspec.Meta(
                description=("The server the sender was playing on; null when not given.")
            ),
        ]
        | None
    )
    status: Annotated[StatusName, msgspec.Meta(description="new, triaged or closed.")]
    note: Annotated[str, msgspec.Meta(description="Staff's note.")]
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the record: each change is a new one (also the ETag).")
        ),
    ]
    triaged_by: (
        Annotated[
            UUID, msgspec.Meta(description=("The staff user who last triaged it; null before."))
        ]
        | None
    )
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
    status: (
        Annotated[StatusName, msgspec.Meta(description=("The new status; null leaves it."))] | None
    ) = None
    note: (
        Annotated[
            str, msgspec.Meta(max_length=NOTE_MAX, description=("Staff's note; null leaves it."))
        ]
        | None
    ) = None

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
