"""Reports of users, kept for moderators."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.shared.errors import InvalidInput

REASON_MAX_LENGTH = 1000


@dataclass(frozen=True, slots=True)
class Report:
    id: str
    reporter_id: UUID
    target_id: UUID
    created_at: datetime
    reason: str | None = None


def new_report(
    report_id: str, reporter: UUID, target: UUID, reason: str | None, now: datetime
) -> Report:
    if reporter == target:
        raise InvalidInput("you cannot report yourself", field="targetId", code="reports.self")
    if reason is not None:
        reason = reason.strip()
        if len(reason) > REASON_MAX_LENGTH:
            raise InvalidInput(
                f"reason must be at most {REASON_MAX_LENGTH} characters", field="reason"
            )
    return Report(report_id, reporter, target, now, reason or None)
