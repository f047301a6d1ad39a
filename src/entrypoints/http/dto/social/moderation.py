"""Blocks, reports and notifications."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.social.blocks import BlocksPage
from application.social.ports import BlockRow, ReportRow
from application.social.reports import ReportsPage
from domain.social.notifications import Notification
from domain.social.reports import REASON_MAX_LENGTH, Report
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none


class BlockIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_id: UUID


class BlockOut(msgspec.Struct, rename="camel"):
    user_id: UUID
    name: str
    created_at: Timestamp


def block_out(row: BlockRow) -> BlockOut:
    return BlockOut(row.block.blocked_id, row.name, ts(row.block.created_at))


class BlockEnvelope(msgspec.Struct):
    block: BlockOut


class BlocksOut(msgspec.Struct, rename="camel"):
    items: list[BlockOut]
    next_cursor: str | None


def blocks_out(page: BlocksPage) -> BlocksOut:
    return BlocksOut([block_out(r) for r in page.items], page.next_cursor)


class ReportIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_id: UUID
    reason: Annotated[str, msgspec.Meta(max_length=REASON_MAX_LENGTH)] | None = None


class ReportOut(msgspec.Struct, rename="camel"):
    id: str
    target_id: UUID
    reason: str | None
    created_at: Timestamp


class ReportEnvelope(msgspec.Struct):
    report: ReportOut


def report_envelope(report: Report) -> ReportEnvelope:
    return ReportEnvelope(
        ReportOut(report.id, report.target_id, report.reason, ts(report.created_at))
    )


class AdminReportOut(msgspec.Struct, rename="camel"):
    id: str
    reporter_id: UUID
    reporter_name: str
    target_id: UUID
    target_name: str
    reason: str | None
    created_at: Timestamp


class AdminReportsOut(msgspec.Struct, rename="camel"):
    items: list[AdminReportOut]
    next_cursor: str | None


def admin_reports_out(page: ReportsPage) -> AdminReportsOut:
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
        )

    return AdminReportsOut([item(r) for r in page.items], page.next_cursor)


class NotificationOut(msgspec.Struct, rename="camel"):
    id: str
    kind: str
    deeplink: str
    payload: dict[str, Any]
    created_at: Timestamp
    read_at: Timestamp | None


def notification_out(n: Notification) -> NotificationOut:
    return NotificationOut(
        n.id, str(n.kind), n.deeplink, n.payload, ts(n.created_at), ts_or_none(n.read_at)
    )


class NotificationsOut(msgspec.Struct, rename="camel"):
    items: list[NotificationOut]
    next_cursor: str | None


class NotificationEnvelope(msgspec.Struct):
    notification: NotificationOut
