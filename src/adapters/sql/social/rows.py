"""Row <-> entity mapping shared by the repositories and the fast readers of the area."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adapters.sql.fast_read import as_json, as_uuid, uuid_or_none
from adapters.sql.rows import dt, dt_required, flag
from domain.polls.poll import Poll
from domain.profile.presence import PresenceState
from domain.social.chat import Message
from domain.social.links import FriendLink, Visibility
from domain.social.notifications import Notification, NotificationKind
from domain.social.reports import Report, ReportStatus
from domain.social.requests import FriendRequest, RequestStatus

LINK_COLUMNS = (
    "owner_id",
    "friend_id",
    "favorite",
    "visibility",
    "note",
    "created_at",
    "accepted_at",
    "updated_at",
)
REQUEST_COLUMNS = (
    "id",
    "sender_id",
    "recipient_id",
    "status",
    "note",
    "created_at",
    "expires_at",
    "closed_at",
)
NOTIFICATION_COLUMNS = ("id", "user_id", "kind", "deeplink", "payload", "created_at", "read_at")
MESSAGE_COLUMNS = (
    "id",
    "conversation_id",
    "sender_id",
    "text",
    "poll_question",
    "poll_options",
    "poll_expires_at",
    "created_at",
)


def link_from(row: Sequence[Any]) -> FriendLink:
    owner, friend, favorite, visibility, note, created, accepted, updated = row
    return FriendLink(
        owner_id=as_uuid(owner),
        friend_id=as_uuid(friend),
        favorite=flag(favorite),
        visibility=Visibility(visibility),
        note=note,
        created_at=dt_required(created),
        accepted_at=dt_required(accepted),
        updated_at=dt_required(updated),
    )


def request_from(row: Sequence[Any]) -> FriendRequest:
    request_id, sender, recipient, status, note, created, expires, closed = row
    return FriendRequest(
        id=request_id,
        sender_id=as_uuid(sender),
        recipient_id=as_uuid(recipient),
        status=RequestStatus(status),
        note=note,
        created_at=dt_required(created),
        expires_at=dt_required(expires),
        closed_at=dt(closed),
    )


def notification_from(row: Sequence[Any]) -> Notification:
    notification_id, user, kind, deeplink, payload, created, read = row
    return Notification(
        id=notification_id,
        user_id=as_uuid(user),
        kind=NotificationKind(kind),
        deeplink=deeplink,
        payload=as_json(payload),
        created_at=dt_required(created),
        read_at=dt(read),
    )


def message_from(row: Sequence[Any]) -> Message:
    message_id, conversation, sender, text, question, options, expires, created = row
    poll = None
    if question is not None:
        poll = Poll(question, tuple(as_json(options)), dt(expires))
    return Message(message_id, conversation, as_uuid(sender), dt_required(created), text, poll)


def presence_state(value: str | None) -> PresenceState | None:
    return PresenceState(value) if value else None


REPORT_COLUMNS = (
    "id", "reporter_id", "target_id", "created_at", "reason", "status", "note", "revision",
    "triaged_by", "triaged_at",
)  # fmt: skip
"""The columns ``report_from`` reads, in its order (both read paths select them so)."""


def report_from(row: Sequence[Any]) -> Report:
    rid, reporter, target, created_at, reason, status, note, revision, by, at = row[:10]
    return Report(
        id=rid,
        reporter_id=as_uuid(reporter),
        target_id=as_uuid(target),
        created_at=dt_required(created_at),
        reason=reason,
        status=ReportStatus(status),
        note=note,
        revision=int(revision),
        triaged_by=uuid_or_none(by),
        triaged_at=dt(at),
    )
