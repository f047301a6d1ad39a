"""What clients report about the releases they run (docs/versions.md, "Client events").

A batch holds 1..100 events of one client (an optional client id); each event names its
scope and build, a kind, an event id unique per client (the idempotency key: sending it
again is a no-op), optionally the channel, when it happened and a small JSON object.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from domain.shared.errors import InvalidInput
from domain.shared.json_document import nests_deeper_than, serialized_size
from domain.versions.release import ReleaseScope

BATCH_MAX = 100
DATA_MAX_BYTES = 2048
DATA_MAX_DEPTH = 4
PAST_MAX = timedelta(days=30)
FUTURE_MAX = timedelta(minutes=5)
HOUR_MS = 3_600_000
_EVENT_ID = re.compile(r"[A-Za-z0-9._:-]{8,64}")


class EventKind(StrEnum):
    INSTALL = "install"
    UPDATE = "update"
    START = "start"
    STOP = "stop"
    CRASH = "crash"
    ROLLBACK = "rollback"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class ClientEvent:
    """One event as stored: ``client_id`` is "" when the client sent none."""

    id: str
    scope: ReleaseScope
    event_id: str
    client_id: str
    release_id: str
    kind: EventKind
    channel: str | None
    occurred_at: datetime | None
    received_at: datetime
    data: Mapping[str, Any] | None


def check_event_id(raw: str, field: str) -> str:
    if not _EVENT_ID.fullmatch(raw):
        raise InvalidInput(
            "must be 8..64 letters, digits, '.', '_', ':' or '-'",
            field=field,
            code="versions.invalid_event",
        )
    return raw


def check_kind(raw: str, field: str) -> EventKind:
    try:
        return EventKind(raw)
    except ValueError:
        raise InvalidInput(
            "must be one of " + ", ".join(k.value for k in EventKind),
            field=field,
            code="versions.invalid_event",
        ) from None


def check_occurred_at(at: datetime | None, now: datetime, field: str) -> datetime | None:
    if at is not None and not now - PAST_MAX <= at <= now + FUTURE_MAX:
        raise InvalidInput(
            "must be within the last 30 days (and not in the future)",
            field=field,
            code="versions.invalid_event",
        )
    return at


def check_data(data: Mapping[str, Any] | None, field: str) -> Mapping[str, Any] | None:
    if data is None:
        return None
    if nests_deeper_than(data, DATA_MAX_DEPTH) or serialized_size(data) > DATA_MAX_BYTES:
        raise InvalidInput(
            f"must be at most {DATA_MAX_BYTES} bytes as compact JSON, nesting at most "
            f"{DATA_MAX_DEPTH} levels",
            field=field,
            code="versions.invalid_event",
        )
    return data


def hour_of(millis: int) -> int:
    """The start of the hour (epoch ms) the counts of an event go to."""
    return millis - millis % HOUR_MS


@dataclass(frozen=True, slots=True)
class EventCount:
    release_id: str
    kind: EventKind
    hour: int
    """Epoch ms of the hour's start."""
    count: int
