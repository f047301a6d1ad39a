"""Blocks, reports and notifications."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.shared.page import Page
from application.social.ports import BlockRow, ReportRow
from application.social.reports import ReportTriage
from domain.social.notifications import Notification
from domain.social.reports import NOTE_MAX_LENGTH, REASON_MAX_LENGTH, Report, ReportStatus
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    ts,
    ts_or_none,
    ts_or_unset,
)

ReportStatusName = Literal["open", "dismissed", "actioned"]
ReportStatusField = Annotated[
    ReportStatusName,
    msgspec.Meta(description="open until a moderator dismisses it or acts on it (actioned)."),
]
Note = Annotated[
    str, msgspec.Meta(description="The moderators' note (never shown to the reporter).")
]
Revision = Annotated[
    int,
    msgspec.Meta(
        description="Revision of the report's triage: each change is a new one (also the ETag)."
    ),
]
TriagedBy = Annotated[
    UUID | msgspec.UnsetType,
    msgspec.Meta(description="The moderator who last triaged it; absent before."),
]
TriagedAt = Annotated[
    Timestamp | msgspec.UnsetType,
    msgspec.Meta(description="When it was last triaged; absent before."),
]


class BlockIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_id: Annotated[UUID, msgspec.Meta(description="The user id to block.")]


class BlockOut(msgspec.Struct, rename="camel"):
    user_id: Annotated[UUID, msgspec.Meta(description="The blocked user's id.")]
    name: Annotated[str, msgspec.Meta(description="The blocked user's name.")]
    created_at: CreatedAt


def block_out(row: BlockRow) -> BlockOut:
    return BlockOut(row.block.blocked_id, row.name, ts(row.block.created_at))


class BlockEnvelope(msgspec.Struct):
    block: Annotated[BlockOut, msgspec.Meta(description="The block.")]


class BlocksOut(msgspec.Struct, rename="camel"):
    items: Items[BlockOut]
    next_cursor: NextCursor


def blocks_out(page: Page[BlockRow]) -> BlocksOut:
    return BlocksOut([block_out(r) for r in page.items], page.next_cursor)


# Described once, shared by the Structs below.
TargetId = Annotated[UUID, msgspec.Meta(description="The reported user's id.")]


class ReportIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_id: TargetId
    reason: (
        Annotated[
            str, msgspec.Meta(max_length=REASON_MAX_LENGTH, description=("Optional reason text."))
        ]
        | None
    ) = None


# Described once, shared by the Structs below.
Reason = Annotated[str, msgspec.Meta(description="The reason; null when none.")] | None


class ReportOut(msgspec.Struct, rename="camel"):
    id: RecordId
    target_id: TargetId
    reason: Reason
    created_at: CreatedAt


class ReportEnvelope(msgspec.Struct):
    report: Annotated[ReportOut, msgspec.Meta(description="The report.")]


def report_envelope(report: Report) -> ReportEnvelope:
    return ReportEnvelope(
        ReportOut(report.id, report.target_id, report.reason, ts(report.created_at))
    )


class AdminReportOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: RecordId
    reporter_id: Annotated[UUID, msgspec.Meta(description="The reporter's user id.")]
    reporter_name: Annotated[str, msgspec.Meta(description="The reporter's name.")]
    target_id: TargetId
    target_name: Annotated[str, msgspec.Meta(description="The reported user's name.")]
    reason: Reason
    created_at: CreatedAt
    status: ReportStatusField
    note: Note
    revision: Revision
    triaged_by: TriagedBy = msgspec.UNSET
    triaged_at: TriagedAt = msgspec.UNSET


class AdminReportsOut(msgspec.Struct, rename="camel"):
    items: Items[AdminReportOut]
    next_cursor: NextCursor


def admin_reports_out(page: Page[ReportRow]) -> AdminReportsOut:
    def item(row: ReportRow) -> AdminReportOut:
        r = row.report
        return AdminReportOut(
            r.id,
            r.reporter_id,
            row.reporter_name,
            r.target_id,
            row.target_name,
            r.reason,
            ts(r.created_at),
            r.status.value,
            r.note,
            r.revision,
            msgspec.UNSET if r.triaged_by is None else r.triaged_by,
            ts_or_unset(r.triaged_at),
        )

    return AdminReportsOut([item(r) for r in page.items], page.next_cursor)


class ReportTriageIn(msgspec.Struct, forbid_unknown_fields=True):
    status: (
        Annotated[ReportStatusName, msgspec.Meta(description="The new status; null leaves it.")]
        | None
    ) = None
    note: (
        Annotated[
            str,
            msgspec.Meta(max_length=NOTE_MAX_LENGTH, description="The note; null leaves it."),
        ]
        | None
    ) = None

    def change(self) -> ReportTriage:
        return ReportTriage(ReportStatus(self.status) if self.status else None, self.note)


class ReportTriageOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: RecordId
    status: ReportStatusField
    note: Note
    revision: Revision
    triaged_by: TriagedBy = msgspec.UNSET
    triaged_at: TriagedAt = msgspec.UNSET


def report_triage_out(r: Report) -> ReportTriageOut:
    return ReportTriageOut(
        r.id,
        r.status.value,
        r.note,
        r.revision,
        msgspec.UNSET if r.triaged_by is None else r.triaged_by,
        ts_or_unset(r.triaged_at),
    )


class NotificationOut(msgspec.Struct, rename="camel"):
    id: RecordId
    kind: Annotated[str, msgspec.Meta(description="What happened, e.g. friend_accepted.")]
    deeplink: Annotated[
        str, msgspec.Meta(description=("Where the notification leads (e.g. the friends view)."))
    ]
    payload: Annotated[dict[str, Any], msgspec.Meta(description="Free-form details of the kind.")]
    created_at: CreatedAt
    read_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the user read it; null while unread."))
        ]
        | None
    )


def notification_out(n: Notification) -> NotificationOut:
    return NotificationOut(
        n.id, str(n.kind), n.deeplink, n.payload, ts(n.created_at), ts_or_none(n.read_at)
    )


class NotificationsOut(msgspec.Struct, rename="camel"):
    items: Items[NotificationOut]
    next_cursor: NextCursor


class NotificationEnvelope(msgspec.Struct):
    notification: Annotated[NotificationOut, msgspec.Meta(description="The notification.")]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["BlockIn"] = {"targetId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9"}
EXAMPLES["BlockOut"] = {
    "userId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9",
    "name": "Griefer42",
    "createdAt": "2026-11-20T09:14:03.512Z",
}
EXAMPLES["BlockEnvelope"] = {"block": EXAMPLES["BlockOut"]}
EXAMPLES["BlocksOut"] = {
    "items": [EXAMPLES["BlockOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["ReportIn"] = {
    "targetId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9",
    "reason": "Spamming invites in chat",
}
EXAMPLES["ReportOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "targetId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9",
    "reason": "Spamming invites in chat",
    "createdAt": "2026-11-20T09:14:03.512Z",
}
EXAMPLES["ReportEnvelope"] = {"report": EXAMPLES["ReportOut"]}
EXAMPLES["AdminReportOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "reporterId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "reporterName": "Alex",
    "targetId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9",
    "targetName": "Griefer42",
    "reason": "Spamming invites in chat",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "status": "actioned",
    "note": "Chat muted for a week.",
    "revision": 2,
    "triagedBy": "0192e4a0-0000-7000-8000-000000000002",
    "triagedAt": "2026-11-20T10:02:00.000Z",
}
EXAMPLES["ReportTriageIn"] = {"status": "actioned", "note": "Chat muted for a week."}
EXAMPLES["ReportTriageOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "status": "actioned",
    "note": "Chat muted for a week.",
    "revision": 2,
    "triagedBy": "0192e4a0-0000-7000-8000-000000000002",
    "triagedAt": "2026-11-20T10:02:00.000Z",
}
EXAMPLES["AdminReportsOut"] = {
    "items": [EXAMPLES["AdminReportOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["NotificationOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "friend_accepted",
    "deeplink": "https://play.blockland.net/join/skyblock",
    "payload": {"friendId": "ce642ef6-6367-406e-82ea-b0236361440f", "friendName": "Alex"},
    "createdAt": "2026-11-20T09:14:03.512Z",
    "readAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["NotificationsOut"] = {
    "items": [EXAMPLES["NotificationOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["NotificationEnvelope"] = {"notification": EXAMPLES["NotificationOut"]}
