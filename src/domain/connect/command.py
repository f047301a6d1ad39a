"""Commands: dash creates them, the server polls and acknowledges them.

A command is ``pending`` until acknowledged. One that is still pending when its time to live
(SVC_COMMAND_TTL) has passed reads as ``expired``: that is computed from ``created_at`` on every
read, so no sweeper is needed. Acknowledging an expired command is refused (410), a second
acknowledgement too (409).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any
from uuid import UUID

from domain.connect.errors import CommandAlreadyAcknowledged, CommandExpired, invalid

ACTION_MAX_LENGTH = 160
MAX_PAYLOAD_BYTES = 64 * 1024
MAX_RESULT_BYTES = 64 * 1024
MAX_PENDING_PER_SERVER = 500
EXTENSION_PREFIX = "extension:"
_ACTION = re.compile(r"[!-~]{1,160}")  # printable ASCII, no spaces


class CommandStatus(StrEnum):
    PENDING = "pending"
    ACKNOWLEDGED = "acknowledged"
    EXPIRED = "expired"


class AckStatus(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    REJECTED = "rejected"


@dataclass(frozen=True, slots=True)
class ExtensionActionRef:
    extension_id: str
    action_id: str


def validate_action(raw: str) -> str:
    if not _ACTION.fullmatch(raw):
        raise invalid(
            f"must be 1..{ACTION_MAX_LENGTH} printable ASCII characters without spaces", "action"
        )
    return raw


def extension_action(action: str) -> ExtensionActionRef | None:
    """``extension:<extensionId>:<actionId>`` parsed; None for any other action."""
    if not action.startswith(EXTENSION_PREFIX):
        return None
    extension_id, sep, action_id = action[len(EXTENSION_PREFIX) :].partition(":")
    if not sep or not extension_id or not action_id:
        raise invalid("must be extension:<extensionId>:<actionId>", "action")
    return ExtensionActionRef(extension_id, action_id)


@dataclass(frozen=True, slots=True)
class Acknowledgement:
    status: AckStatus
    result: dict[str, Any]
    at: datetime


@dataclass(frozen=True, slots=True)
class Command:
    id: str
    server_id: UUID
    action: str
    payload: dict[str, Any]
    created_at: datetime
    created_by: UUID | None = None
    ack: Acknowledgement | None = None

    def expires_at(self, ttl: timedelta) -> datetime:
        return self.created_at + ttl

    def status(self, now: datetime, ttl: timedelta) -> CommandStatus:
        if self.ack is not None:
            return CommandStatus.ACKNOWLEDGED
        if self.expires_at(ttl) <= now:
            return CommandStatus.EXPIRED
        return CommandStatus.PENDING

    def ack_refusal(
        self, now: datetime, ttl: timedelta
    ) -> CommandAlreadyAcknowledged | CommandExpired:
        """Why an acknowledgement did not apply (a concurrent one may just have won)."""
        if self.status(now, ttl) is CommandStatus.EXPIRED:
            return CommandExpired()
        return CommandAlreadyAcknowledged()
