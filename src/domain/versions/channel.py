"""Channels and their active release pointer (docs/versions.md, "Channels, rollout and
rollback").

- One pointer per (scope, channel): the release clients of that channel should run.
- Moving it to an older release is a rollback, to a newer one a roll-forward; every move is
  kept (who, when, from, to, kind, rollout, reason).
- A staged rollout gives the new release to ``rolloutPercent`` of the clients, chosen by a
  stable hash of (scope, channel, client id): raising the percentage keeps everyone who had
  it. The other clients, and clients that send no id, keep the release the pointer left.
- Revoking the pointer's release moves it back to the most recent earlier target that is
  still published or deprecated, or clears it (nothing resolves) when there is none; revoking
  the release that clients outside a staged rollout keep ends the rollout (everyone gets the
  target).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import InvalidInput
from domain.shared.time import to_millis
from domain.versions.errors import NothingToStage
from domain.versions.release import ReleaseScope

CHANNEL_MAX = 32
REASON_MAX = 500
FULL = 100
_CHANNEL = re.compile(r"[a-z][a-z0-9-]*")
_CLIENT_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")


def check_channel(raw: str, field: str = "channel") -> str:
    if len(raw) > CHANNEL_MAX or not _CHANNEL.fullmatch(raw):
        raise InvalidInput(
            f"must be 1..{CHANNEL_MAX} characters of a-z, 0-9 and '-', starting with a letter",
            field=field,
            code="versions.invalid_channel",
        )
    return raw


def check_client_id(raw: str | None, field: str = "clientId") -> str | None:
    if raw is None:
        return None
    if not _CLIENT_ID.fullmatch(raw):
        raise InvalidInput(
            "must be 1..128 letters, digits, '.', '_', ':' or '-'",
            field=field,
            code="versions.invalid_client_id",
        )
    return raw


def check_reason(raw: str | None) -> str:
    reason = (raw or "").strip()
    if len(reason) > REASON_MAX or any(not ch.isprintable() for ch in reason):
        raise InvalidInput(f"at most {REASON_MAX} printable characters", field="reason")
    return reason


def check_rollout(percent: int) -> int:
    if not 1 <= percent <= FULL:
        raise InvalidInput("must be 1..100", field="rolloutPercent")
    return percent


def bucket(scope: ReleaseScope, channel: str, client_id: str) -> int:
    """0..99, the same for a client on a channel whatever the release (so a growing rollout
    keeps the clients it had)."""
    digest = hashlib.sha256(f"{scope.key}\n{channel}\n{client_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % FULL


class MoveKind(StrEnum):
    INITIAL = "initial"  # the channel's first release
    ROLL_FORWARD = "roll-forward"  # to a newer release
    ROLLBACK = "rollback"  # to an older release
    ROLLOUT = "rollout"  # same release, another percentage
    REVOKED = "revoked"  # the target was revoked: back to an earlier target, or cleared


@dataclass(frozen=True, slots=True)
class Pointer:
    scope: ReleaseScope
    channel: str
    release_id: str | None
    """None once revocation left nothing to fall back to."""
    previous_release_id: str | None
    """What clients outside a staged rollout keep (None: everyone gets ``release_id``)."""
    rollout_percent: int
    revision: int
    updated_at: datetime
    updated_by: UUID | None

    @property
    def staged(self) -> bool:
        return self.rollout_percent < FULL and self.previous_release_id is not None

    def release_for(self, client_id: str | None) -> str | None:
        """The release this client should run."""
        if not self.staged:
            return self.release_id
        if client_id is not None and bucket(self.scope, self.channel, client_id) < (
            self.rollout_percent
        ):
            return self.release_id
        return self.previous_release_id


@dataclass(frozen=True, slots=True)
class Move:
    id: str
    scope: ReleaseScope
    channel: str
    from_release_id: str | None
    to_release_id: str | None
    kind: MoveKind
    rollout_percent: int
    reason: str
    moved_by: UUID | None
    moved_at: datetime
    revision: int
    """The channel's revision this move made: the order of a channel's moves."""

    def key(self, per_channel: bool) -> tuple[int, str]:
        """Where a page of moves, newest first, stands: the revision within one channel,
        the moment (then the id) across channels."""
        return (self.revision, self.id) if per_channel else (to_millis(self.moved_at), self.id)


def move_kind(
    old_target: tuple[str, tuple[object, ...]] | None, new_target: tuple[str, tuple[object, ...]]
) -> MoveKind:
    """``(release id, order key)`` of the old and new target."""
    if old_target is None:
        return MoveKind.INITIAL
    if old_target[0] == new_target[0]:
        return MoveKind.ROLLOUT
    return MoveKind.ROLL_FORWARD if new_target[1] > old_target[1] else MoveKind.ROLLBACK


def moved(
    pointer: Pointer | None,
    scope: ReleaseScope,
    channel: str,
    release_id: str,
    percent: int,
    by: UUID | None,
    now: datetime,
) -> Pointer:
    """The pointer after an operator's move to ``release_id`` at ``percent``."""
    if pointer is None or pointer.release_id is None:
        previous = None
    elif pointer.release_id == release_id:
        previous = pointer.previous_release_id
    else:
        previous = pointer.release_id
    if percent < FULL and previous is None:
        raise NothingToStage()
    return Pointer(
        scope=scope,
        channel=channel,
        release_id=release_id,
        previous_release_id=previous if percent < FULL else None,
        rollout_percent=percent,
        revision=(pointer.revision + 1) if pointer else 1,
        updated_at=now,
        updated_by=by,
    )
