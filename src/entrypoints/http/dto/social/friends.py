from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.shared.page import Page
from application.social.ports import FriendCounts
from application.social.requests import RequestOutcome
from application.social.views import FriendsPage, FriendView, RequestView
from domain.identity.user import NAME_MAX_LENGTH
from domain.profile.presence import PresenceState
from domain.social.links import NOTE_MAX_LENGTH, Visibility
from domain.social.requests import RequestStatus
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, Timestamp, UpdatedAt, ts
from entrypoints.http.dto.profile import StatusOut
from entrypoints.http.dto.social.common import PlayerOut, last_seen, player_out, status_of

Note = Annotated[str, msgspec.Meta(max_length=NOTE_MAX_LENGTH)]


class FriendOut(msgspec.Struct, rename="camel", omit_defaults=True):
    friend_id: UUID
    name: str
    favorite: bool
    visibility: Visibility
    created_at: CreatedAt
    accepted_at: Timestamp
    updated_at: UpdatedAt
    last_seen_at: Timestamp | None
    online: bool
    party_id: UUID | None
    status: StatusOut
    player: PlayerOut
    note: str | msgspec.UnsetType = msgspec.UNSET


def friend_out(view: FriendView) -> FriendOut:
    link, seen = view.link, view.presence
    status = status_of(seen)
    return FriendOut(
        friend_id=link.friend_id,
        name=view.name,
        favorite=link.favorite,
        visibility=link.visibility,
        created_at=ts(link.created_at),
        accepted_at=ts(link.accepted_at),
        updated_at=ts(link.updated_at),
        last_seen_at=last_seen(seen),
        online=seen.online,
        party_id=seen.party_id,
        status=status,
        player=PlayerOut(link.friend_id, view.name, seen.online, status, seen.party_id),
        note=link.note if link.note is not None else msgspec.UNSET,
    )


class CountsOut(msgspec.Struct):
    total: int
    online: int
    favorites: int


def counts_out(counts: FriendCounts) -> CountsOut:
    return CountsOut(counts.total, counts.online, counts.favorites)


class FriendsOut(msgspec.Struct, rename="camel"):
    items: Items[FriendOut]
    counts: CountsOut
    next_cursor: NextCursor


def friends_out(page: FriendsPage) -> FriendsOut:
    return FriendsOut(
        [friend_out(f) for f in page.items], counts_out(page.counts), page.next_cursor
    )


class FriendEnvelope(msgspec.Struct):
    friend: FriendOut


class FriendPatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Each field given changes the caller's side only; ``note: null`` clears the note."""

    favorite: bool | msgspec.UnsetType = msgspec.UNSET
    visibility: Visibility | msgspec.UnsetType = msgspec.UNSET
    note: Note | msgspec.UnsetType | None = msgspec.UNSET


Status = Literal["pending", "accepted", "declined", "cancelled", "expired"]
STATUS_OUT: dict[RequestStatus, Status] = {
    RequestStatus.PENDING: "pending",
    RequestStatus.ACCEPTED: "accepted",
    RequestStatus.DECLINED: "declined",
    RequestStatus.CANCELLED: "cancelled",
    RequestStatus.EXPIRED: "expired",
}


class FriendRequestOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: str
    sender_id: UUID
    recipient_id: UUID
    direction: Literal["incoming", "outgoing"]
    status: Status
    created_at: CreatedAt
    expires_at: Timestamp
    player: PlayerOut
    note: str | msgspec.UnsetType = msgspec.UNSET


def request_out(view: RequestView) -> FriendRequestOut:
    request = view.request
    return FriendRequestOut(
        id=request.id,
        sender_id=request.sender_id,
        recipient_id=request.recipient_id,
        direction="incoming" if view.incoming else "outgoing",
        status=STATUS_OUT[request.status],
        created_at=ts(request.created_at),
        expires_at=ts(request.expires_at),
        player=player_out(request.other(view.viewer), view.other_name, view.presence),
        note=request.note if request.note is not None else msgspec.UNSET,
    )


class RequestsOut(msgspec.Struct, rename="camel"):
    items: Items[FriendRequestOut]
    next_cursor: NextCursor


def requests_out(page: Page[RequestView]) -> RequestsOut:
    return RequestsOut([request_out(r) for r in page.items], page.next_cursor)


class RequestIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_id: UUID
    target_name: Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_MAX_LENGTH)]
    note: Note | None = None


class RequestResultOut(msgspec.Struct):
    """``friend`` is set when the request is accepted (also when sending crossed a request
    from the target)."""

    request: FriendRequestOut
    friend: FriendOut | None


def request_result_out(outcome: RequestOutcome) -> RequestResultOut:
    friend = friend_out(outcome.friend) if outcome.friend else None
    return RequestResultOut(request_out(outcome.request), friend)


class UserFriendsOut(msgspec.Struct, rename="camel"):
    user_id: UUID
    items: Items[FriendOut]
    counts: CountsOut
    next_cursor: NextCursor
    requests: RequestsOut


def user_friends_out(
    user_id: UUID, friends: FriendsPage, requests: Page[RequestView]
) -> UserFriendsOut:
    page = friends_out(friends)
    return UserFriendsOut(
        user_id, page.items, page.counts, page.next_cursor, requests_out(requests)
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["FriendOut"] = {
    "friendId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "name": "Alex",
    "favorite": True,
    "visibility": "DEFAULT",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "acceptedAt": "2026-11-22T10:00:00.000Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
    "online": True,
    "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3",
    "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
    "player": {
        "id": "55d57bfa-e4c5-4c6b-afda-173bab48c43f",
        "name": "Steve",
        "online": True,
        "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
        "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3",
    },
    "note": "Rolled out after the weekend test",
}
EXAMPLES["CountsOut"] = {"total": 2, "online": 1, "favorites": 1}
EXAMPLES["FriendsOut"] = {
    "items": [EXAMPLES["FriendOut"]],
    "counts": EXAMPLES["CountsOut"],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["FriendEnvelope"] = {"friend": EXAMPLES["FriendOut"]}
EXAMPLES["FriendPatch"] = {
    "favorite": True,
    "visibility": "DEFAULT",
    "note": "Rolled out after the weekend test",
}
EXAMPLES["FriendRequestOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "senderId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "recipientId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "direction": "incoming",
    "status": "pending",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "player": {
        "id": "55d57bfa-e4c5-4c6b-afda-173bab48c43f",
        "name": "Steve",
        "online": True,
        "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
        "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3",
    },
    "note": "Rolled out after the weekend test",
}
EXAMPLES["RequestsOut"] = {
    "items": [EXAMPLES["FriendRequestOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["RequestIn"] = {
    "targetId": "0463ae63-b7f8-41ed-8fbb-7a2257a912b9",
    "targetName": "Griefer42",
    "note": "Rolled out after the weekend test",
}
EXAMPLES["RequestResultOut"] = {
    "request": EXAMPLES["FriendRequestOut"],
    "friend": EXAMPLES["FriendOut"],
}
EXAMPLES["UserFriendsOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "items": [EXAMPLES["FriendOut"]],
    "counts": EXAMPLES["CountsOut"],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
    "requests": EXAMPLES["RequestsOut"],
}
