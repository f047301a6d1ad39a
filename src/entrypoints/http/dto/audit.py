"""Shapes of the audit log's endpoint (docs/api.md, "Audit log")."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.shared.page import Page
from domain.audit.entry import AuditEntry
from entrypoints.http.dto.common import Items, NextCursor, RecordId, Timestamp, ts

ViaName = Literal["api", "console", "cli"]
SnapshotField = Annotated[
    dict[str, Any] | None,
    msgspec.Meta(
        description="The target's state as a small JSON object (camelCase keys, timestamps "
        "in UTC); null when not applicable."
    ),
]


class AuditTargetOut(msgspec.Struct, rename="camel"):
    kind: Annotated[
        str, msgspec.Meta(description="What was acted on: user, role, node, report, channel...")
    ]
    id: Annotated[str, msgspec.Meta(description="Its id (a user id, a role id, a node...).")]


class AuditEntryOut(msgspec.Struct, rename="camel"):
    id: RecordId
    at: Annotated[Timestamp, msgspec.Meta(description="When the action was done (UTC).")]
    actor_id: Annotated[
        UUID,
        msgspec.Meta(description="The user who acted; the nil UUID for the operator (`svc`)."),
    ]
    action: Annotated[
        str,
        msgspec.Meta(
            description="What was done: the area, then the action (`permissions.grant`, "
            "`roles.create`, `sessions.revoke`...)."
        ),
    ]
    target: Annotated[AuditTargetOut, msgspec.Meta(description="What it was done to.")]
    before: Annotated[SnapshotField, msgspec.Meta(description="The target before the action.")]
    after: Annotated[SnapshotField, msgspec.Meta(description="The target after the action.")]
    via: Annotated[
        ViaName,
        msgspec.Meta(description="Through what: the JSON API, the console or the CLI."),
    ]


def audit_entry_out(entry: AuditEntry) -> AuditEntryOut:
    return AuditEntryOut(
        entry.id,
        ts(entry.at),
        entry.actor_id,
        entry.action,
        AuditTargetOut(entry.target.kind, entry.target.id),
        entry.before,
        entry.after,
        entry.via.value,
    )


class AuditListOut(msgspec.Struct, rename="camel"):
    items: Items[AuditEntryOut]
    next_cursor: NextCursor


def audit_list_out(page: Page[AuditEntry]) -> AuditListOut:
    return AuditListOut([audit_entry_out(e) for e in page.items], page.next_cursor)


_ENTRY: dict[str, Any] = {
    "id": "6749a1d2e3f4a5b6c7d8e9f0",
    "at": "2026-11-29T14:05:00.000Z",
    "actorId": "0192e4a0-0000-7000-8000-000000000002",
    "action": "permissions.grant",
    "target": {"kind": "user", "id": "0192e4a0-0000-7000-8000-000000000001"},
    "before": {
        "node": "social:friends.max",
        "negated": False,
        "expiresAt": None,
        "value": 200,
    },
    "after": {
        "node": "social:friends.max",
        "negated": False,
        "expiresAt": "2026-12-31T00:00:00.000Z",
        "value": 500,
    },
    "via": "api",
}
EXAMPLES: dict[str, Any] = {
    "AuditTargetOut": _ENTRY["target"],
    "AuditEntryOut": _ENTRY,
    "AuditListOut": {"items": [_ENTRY], "nextCursor": "Njc0OWExZDJlM2Y0YTViNmM3ZDhlOWYw"},
}
