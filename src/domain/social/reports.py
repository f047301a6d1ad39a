"""Reports of users, kept for moderators, who triage them: open until dismissed or acted on
(and may be opened again), with a note of theirs."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import InvalidInput

REASON_MAX_LENGTH = 1000
NOTE_MAX_LENGTH = 2000


class ReportStatus(StrEnum):
    OPEN = "open"
    DISMISSED = "dismissed"
    """Nothing to do."""
    ACTIONED = "actioned"
    """A moderator acted (blocked, revoked a share...)."""


@dataclass(frozen=True, slots=True)
class Report:
    id: str
    reporter_id: UUID
    target_id: UUID
    created_at: datetime
    reason: str | None = None
    status: ReportStatus = ReportStatus.OPEN
    note: str = ""
    """The moderators' note (never shown to the reporter)."""
    revision: int = 1
    triaged_by: UUID | None = None
    triaged_at: datetime | None = None


def check_note(raw: str) -> str:
    note = raw.strip()
    if len(note) > NOTE_MAX_LENGTH:
        raise InvalidInput(f"note must be at most {NOTE_MAX_LENGTH} characters", field="note")
    return note


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
