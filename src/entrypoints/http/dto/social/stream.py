"""The social stream's frames (docs/social.md, "The social stream"): JSON text frames
``{"seq": ..., "type": ..., ...}`` from the server, ``{"type": "typing" | "read", ...}`` from
the client.

An event is encoded once per recipient without its number (``encode_event``) and kept so in
the replay window; the number is put in front when it is sent (``numbered``). ``seq`` is on
every kept event; ``hello``, ``reset``, ``ping``, ``chat.typing`` and ``session.revoked`` carry
none.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal
from uuid import UUID

import msgspec

from application.social.events import (
    ChatMessageEvent,
    FriendRequestEvent,
    FriendsAcceptedEvent,
    FriendsRemovedEvent,
    NotificationEvent,
    PresenceEvent,
    ReadReceiptEvent,
    SocialEvent,
    TypingEvent,
)
from application.social.stream import Hello
from entrypoints.http.dto.common import ObjectIdStr, Timestamp, ts
from entrypoints.http.dto.profile import StatusOut
from entrypoints.http.dto.social.chat import MessageOut, message_out
from entrypoints.http.dto.social.common import last_seen, status_of
from entrypoints.http.dto.social.friends import STATUS_OUT, Status
from entrypoints.http.dto.social.moderation import NotificationOut, notification_out

_encoder = msgspec.json.Encoder()


class UnreadOut(msgspec.Struct, rename="camel"):
    notifications: int
    friend_requests: int


class SocialHello(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                  tag="hello", tag_field="type"):  # fmt: skip
    user_id: UUID
    seq: int
    unread: UnreadOut
    at: Timestamp


class SocialReset(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                  tag="reset", tag_field="type"):  # fmt: skip
    """What was missed left the replay window: reload, then follow from ``seq``."""

    seq: int


class UserRef(msgspec.Struct):
    id: UUID
    name: str


class ChatMessageMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                         tag="chat.message", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    action: Literal["created", "poll"]
    message: MessageOut


class NotificationMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                          tag="notification", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    notification: NotificationOut


class StreamRequestOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: str
    sender_id: UUID
    recipient_id: UUID
    direction: Literal["incoming", "outgoing"]
    status: Status
    created_at: Timestamp
    expires_at: Timestamp
    note: str | msgspec.UnsetType = msgspec.UNSET


class FriendsRequestMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                            tag="friends.request", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    request: StreamRequestOut
    user: UserRef
    """The other user of the request."""


class FriendsAcceptedMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                             tag="friends.accepted", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    friend: UserRef
    request_id: str
    at: Timestamp


class FriendsRemovedMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                            tag="friends.removed", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    friend_id: UUID
    at: Timestamp


class PresenceMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                      tag="presence", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    user_id: UUID
    online: bool
    status: StatusOut
    last_seen_at: Timestamp | None
    party_id: UUID | None


class ChatTypingMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                        tag="chat.typing", tag_field="type"):  # fmt: skip
    conversation_id: str
    user_id: UUID
    at: Timestamp


class ChatReadMessage(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                      tag="chat.read", tag_field="type"):  # fmt: skip
    seq: int = 0
    """The event's number in the user's sequence (always set on the wire)."""
    conversation_id: str
    user_id: UUID
    message_id: str
    at: Timestamp


class StreamError(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                  tag="error", tag_field="type"):  # fmt: skip
    """A frame the client sent was refused (nothing changed)."""

    code: str
    detail: str


class SessionRevoked(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                     tag="session.revoked", tag_field="type"):  # fmt: skip
    at: Timestamp


class SocialPing(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True,
                 tag="ping", tag_field="type"):  # fmt: skip
    at: Timestamp


class TypingFrame(msgspec.Struct, rename="camel", forbid_unknown_fields=True, tag="typing",
                  tag_field="type"):  # fmt: skip
    """Client to server: I am typing in this conversation."""

    conversation_id: ObjectIdStr


class ReadFrame(msgspec.Struct, rename="camel", forbid_unknown_fields=True, tag="read",
                tag_field="type"):  # fmt: skip
    """Client to server: I read this conversation up to this message."""

    conversation_id: ObjectIdStr
    message_id: ObjectIdStr


ClientFrame = TypingFrame | ReadFrame
CLIENT_FRAMES = (TypingFrame, ReadFrame)
_client_decoder: msgspec.json.Decoder[ClientFrame] = msgspec.json.Decoder(ClientFrame)


def decode_client_frame(data: str | bytes) -> ClientFrame:
    """Raises ``msgspec.ValidationError`` / ``DecodeError`` on anything else."""
    return _client_decoder.decode(data)


def encode_hello(hello: Hello) -> str:
    unread = UnreadOut(hello.unread.notifications, hello.unread.friend_requests)
    return _text(SocialHello(user_id=hello.user_id, seq=hello.seq, unread=unread, at=ts(hello.at)))


def encode_reset(seq: int) -> str:
    return _text(SocialReset(seq=seq))


def encode_ping(now: datetime) -> str:
    return _text(SocialPing(at=ts(now)))


def encode_error(code: str, detail: str) -> str:
    return _text(StreamError(code=code, detail=detail))


def encode_revoked(now: datetime) -> str:
    return _text(SessionRevoked(at=ts(now)))


def numbered(seq: int, body: str) -> str:
    """The frame of a kept event: its body with ``seq`` first (an ephemeral one, 0, as is)."""
    return body if seq == 0 else f'{{"seq":{seq},{body[1:]}'


def encode_event(event: SocialEvent, user: UUID) -> str:
    """``event`` as ``user`` receives it, without its number."""
    return _text(_message(event, user))


def _message(event: SocialEvent, user: UUID) -> msgspec.Struct:
    if isinstance(event, ChatMessageEvent):
        out = message_out(event.message)
        if out.poll is not None and user != event.message.message.sender_id:
            out.poll.viewer_selection = None  # the sender's vote is theirs
        return ChatMessageMessage(action=str(event.action), message=out)  # type: ignore[arg-type]
    if isinstance(event, NotificationEvent):
        return NotificationMessage(notification=notification_out(event.notification))
    if isinstance(event, FriendRequestEvent):
        return _request_message(event, user)
    if isinstance(event, FriendsAcceptedEvent):
        other = event.request.other(user)
        return FriendsAcceptedMessage(
            friend=UserRef(other, event.names.get(other, "")),
            request_id=event.request.id,
            at=ts(event.at),
        )
    if isinstance(event, FriendsRemovedEvent):
        a, b = event.pair
        return FriendsRemovedMessage(friend_id=b if user == a else a, at=ts(event.at))
    if isinstance(event, PresenceEvent):
        seen = event.seen[user]
        return PresenceMessage(
            user_id=event.user_id,
            online=seen.online,
            status=status_of(seen),
            last_seen_at=last_seen(seen),
            party_id=seen.party_id,
        )
    if isinstance(event, TypingEvent):
        return ChatTypingMessage(
            conversation_id=event.conversation_id, user_id=event.user_id, at=ts(event.at)
        )
    if isinstance(event, ReadReceiptEvent):
        return ChatReadMessage(
            conversation_id=event.conversation_id,
            user_id=event.user_id,
            message_id=event.message_id,
            at=ts(event.at),
        )
    raise TypeError(f"not a social event: {event!r}")


def _request_message(event: FriendRequestEvent, user: UUID) -> FriendsRequestMessage:
    request = event.request
    other = request.other(user)
    out = StreamRequestOut(
        id=request.id,
        sender_id=request.sender_id,
        recipient_id=request.recipient_id,
        direction="incoming" if request.recipient_id == user else "outgoing",
        status=STATUS_OUT[request.status],
        created_at=ts(request.created_at),
        expires_at=ts(request.expires_at),
        note=request.note if request.note is not None else msgspec.UNSET,
    )
    return FriendsRequestMessage(request=out, user=UserRef(other, event.names.get(other, "")))


def _text(message: msgspec.Struct) -> str:
    return _encoder.encode(message).decode()


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
_USER = "55d57bfa-e4c5-4c6b-afda-173bab48c43f"
_FRIEND = "ce642ef6-6367-406e-82ea-b0236361440f"
_AT = "2026-11-22T10:00:00.000Z"
_CONVERSATION = "6741f0c2a9e3b15d2c8f4a17"
EXAMPLES: dict[str, Any] = {}
EXAMPLES["UnreadOut"] = {"notifications": 2, "friendRequests": 1}
EXAMPLES["SocialHello"] = {
    "type": "hello",
    "userId": _USER,
    "seq": 1764410400000123,
    "unread": EXAMPLES["UnreadOut"],
    "at": _AT,
}
EXAMPLES["SocialReset"] = {"type": "reset", "seq": 1764410400000123}
EXAMPLES["UserRef"] = {"id": _FRIEND, "name": "Alex"}
EXAMPLES["ChatMessageMessage"] = {
    "seq": 1764410400000124,
    "type": "chat.message",
    "action": "created",
    "message": {
        "id": "6741f0c2a9e3b15d2c8f4a18",
        "conversationId": _CONVERSATION,
        "senderId": _FRIEND,
        "senderName": "Alex",
        "text": "gg! rematch?",
        "poll": None,
        "createdAt": _AT,
    },
}
EXAMPLES["NotificationMessage"] = {
    "seq": 1764410400000125,
    "type": "notification",
    "notification": {
        "id": "6741f0c2a9e3b15d2c8f4a19",
        "kind": "friend_accepted",
        "deeplink": "/friends",
        "payload": {"friendId": _FRIEND, "requestId": "6741f0c2a9e3b15d2c8f4a1a"},
        "createdAt": _AT,
        "readAt": None,
    },
}
EXAMPLES["StreamRequestOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a1a",
    "senderId": _FRIEND,
    "recipientId": _USER,
    "direction": "incoming",
    "status": "pending",
    "createdAt": _AT,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "note": "from the arena",
}
EXAMPLES["FriendsRequestMessage"] = {
    "seq": 1764410400000126,
    "type": "friends.request",
    "request": EXAMPLES["StreamRequestOut"],
    "user": EXAMPLES["UserRef"],
}
EXAMPLES["FriendsAcceptedMessage"] = {
    "seq": 1764410400000127,
    "type": "friends.accepted",
    "friend": EXAMPLES["UserRef"],
    "requestId": "6741f0c2a9e3b15d2c8f4a1a",
    "at": _AT,
}
EXAMPLES["FriendsRemovedMessage"] = {
    "seq": 1764410400000128,
    "type": "friends.removed",
    "friendId": _FRIEND,
    "at": _AT,
}
EXAMPLES["PresenceMessage"] = {
    "seq": 1764410400000129,
    "type": "presence",
    "userId": _FRIEND,
    "online": True,
    "status": {"state": "AWAY", "timestamp": _AT},
    "lastSeenAt": _AT,
    "partyId": None,
}
EXAMPLES["ChatTypingMessage"] = {
    "type": "chat.typing",
    "conversationId": _CONVERSATION,
    "userId": _FRIEND,
    "at": _AT,
}
EXAMPLES["ChatReadMessage"] = {
    "seq": 1764410400000130,
    "type": "chat.read",
    "conversationId": _CONVERSATION,
    "userId": _FRIEND,
    "messageId": "6741f0c2a9e3b15d2c8f4a18",
    "at": _AT,
}
EXAMPLES["StreamError"] = {
    "type": "error",
    "code": "rate_limited",
    "detail": "too many typing frames; wait a moment",
}
EXAMPLES["SessionRevoked"] = {"type": "session.revoked", "at": _AT}
EXAMPLES["SocialPing"] = {"type": "ping", "at": _AT}
EXAMPLES["TypingFrame"] = {"type": "typing", "conversationId": _CONVERSATION}
EXAMPLES["ReadFrame"] = {
    "type": "read",
    "conversationId": _CONVERSATION,
    "messageId": "6741f0c2a9e3b15d2c8f4a18",
}
