"""A piece of feedback: who sent it (or nobody), what about, and where triage has it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import InvalidInput, NotFound

MESSAGE_MAX = 4000
CONTACT_MAX = 200
CLIENT_VERSION_MAX = 64
SERVER_ID_MAX = 128
NOTE_MAX = 2000


class Category(StrEnum):
    BUG = "bug"
    IDEA = "idea"
    PRAISE = "praise"
    COMPLAINT = "complaint"
    OTHER = "other"


class Status(StrEnum):
    NEW = "new"
    TRIAGED = "triaged"
    CLOSED = "closed"


class FeedbackNotFound(NotFound):
    """No such feedback."""

    code = "feedback.not_found"


@dataclass(frozen=True, slots=True)
class Feedback:
    id: str
    user_id: UUID | None
    """None for anonymous feedback."""
    category: Category
    message: str
    contact: str | None
    client_version: str | None
    server_id: str | None
    status: Status
    note: str
    """The triager's note (never shown to the sender)."""
    created_at: datetime
    updated_at: datetime
    revision: int = 1
    triaged_by: UUID | None = None


def check_text(value: str, field: str, maximum: int, required: bool = False) -> str:
    value = value.strip()
    if required and not value:
        raise InvalidInput("must not be blank", field=field)
    if len(value) > maximum:
        raise InvalidInput(f"at most {maximum} characters", field=field)
    return value


def check_status_change(current: Status, wanted: Status) -> None:
    """Triage moves forward or reopens; nothing goes back to ``new``."""
    if wanted is Status.NEW and current is not Status.NEW:
        raise InvalidInput("feedback does not go back to new", field="status")
