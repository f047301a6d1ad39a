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
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
)
from entrypoints.http.dto.profile import LastSeenAt, Online, PresenceStatus
from entrypoints.http.dto.social.common import PlayerOut, last_seen, player_out, status_of

Note = Annotated[str, msgspec.Meta(max_length=NOTE_MAX_LENGTH)]


class FriendOut(msgspec.Struct, rename="camel", omit_defaults=True):
    friend_id: Annotated[UUID, msgspec.Meta(description="The friend's user id.")]
    name: Annotated[str, msgspec.Meta(description="The friend's name.")]
    favorite: Annotated[
        bool, msgspec.Meta(description=("Whether the caller marked the friend as a favorite."))
    ]
    visibility: Annotated[
        Visibility,
        msgspec.Meta(
            description=("What the friend sees of the caller: DEFAULT, LIMITED or HIDDEN.")
        ),
    ]
    created_at: CreatedAt
    accepted_at: Annotated[Timestamp, msgspec.Meta(description="When the friendship was accepted.")]
    updated_at: UpdatedAt
    last_seen_at: LastSeenAt
    online: Online
    party_id: (
        Annotated[UUID, msgspec.Meta(description=("The friend's party; null when none or hidden."))]
        | None
    )
    status: PresenceStatus
    player: Annotated[
        PlayerOut,
        msgspec.Meta(description=("The friend as a player {id, name, online, status, partyId}.")),
    ]
    note: (
        Annotated[
            str, msgspec.Meta(description=("The caller's note on the friend; absent when none."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


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
    total: Annotated[int, msgspec.Meta(description="Number of friends.")]
    online: Annotated[int, msgspec.Meta(description="Number of friends online.")]
    favorites: Annotated[int, msgspec.Meta(description="Number of favorite friends.")]


def counts_out(counts: FriendCounts) -> CountsOut:
    return CountsOut(counts.total, counts.online, counts.favorites)


class FriendsOut(msgspec.Struct, rename="camel"):
    items: Items[FriendOut]
    counts: Annotated[CountsOut, msgspec.Meta(description="The counts of the list.")]
    next_cursor: NextCursor


def friends_out(page: FriendsPage) -> FriendsOut:
    return FriendsOut(
        [friend_out(f) for f in page.items], counts_out(page.counts), page.next_cursor
    )


class FriendEnvelope(msgspec.Struct):
    friend: Annotated[FriendOut, msgspec.Meta(description="The friend entry.")]


class FriendPatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Each field given changes the caller's side only; ``note: null`` clears the note."""

    favorite: (
        Annotated[bool, msgspec.Meta(description=("Mark or unmark the friend as a favorite."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    visibility: (
        Annotated[Visibility, msgspec.Meta(description=("DEFAULT, LIMITED or HIDDEN."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    note: (
        Annotated[
            Note, msgspec.Meta(description=("The caller's note on the friend; null removes it."))
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET


Status = Literal["pending", "accepted", "declined", "cancelled", "expired"]
STATUS_OUT: dict[RequestStatus, Status] = {
    RequestStatus.PENDING: "pending",
    RequestStatus.ACCEPTED: "accepted",
    RequestStatus.DECLINED: "declined",
    RequestStatus.CANCELLED: "cancelled",
    RequestStatus.EXPIRED: "expired",
}


class FriendRequestOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: RecordId
    sender_id: Annotated[UUID, msgspec.Meta(description="The sender's user id.")]
    recipient_id: Annotated[UUID, msgspec.Meta(description="The recipient's user id.")]
    direction: Annotated[
        Literal["incoming", "outgoing"],
        msgspec.Meta(description=("incoming or outgoing, relative to the caller.")),
    ]
    status: Annotated[
        Status, msgspec.Meta(description=("pending, accepted, declined, cancelled or expired."))
    ]
    created_at: CreatedAt
    expires_at: Annotated[Timestamp, msgspec.Meta(description="When the request expires.")]
    player: Annotated[
        PlayerOut,
        msgspec.Meta(
            description=("The other user as a player {id, name, online, status, partyId}.")
        ),
    ]
    note: (
        Annotated[str, msgspec.Meta(description=("The sender's note; absent when none."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET


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
    target_id: Annotated[UUID, msgspec.Meta(description="The recipient's user id.")]
    target_name: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=NAME_MAX_LENGTH, description=("The recipient's name.")
        ),
    ]
    note: Annotated[Note, msgspec.Meta(description="A note for the recipient.")] | None = None


class RequestResultOut(msgspec.Struct):
    """``friend`` is set when the request is accepted (also when sending crossed a request
    from the target)."""

    request: Annotated[FriendRequestOut, msgspec.Meta(description="The request.")]
    friend: (
        Annotated[
            FriendOut,
            msgspec.Meta(
                description=(
                    "The friendship once the request is accepted (also when sending it "
                    "crossed a request from the target); null otherwise."
                )
            ),
        ]
        | None
    )


def request_result_out(outcome: RequestOutcome) -> RequestResultOut:
    friend = friend_out(outcome.friend) if outcome.friend else None
    return RequestResultOut(request_out(outcome.request), friend)


class UserFriendsOut(msgspec.Struct, rename="camel"):
    user_id: Annotated[UUID, msgspec.Meta(description="The user's id.")]
    items: Items[FriendOut]
    counts: Annotated[CountsOut, msgspec.Meta(description="The counts of the user's friends.")]
    next_cursor: NextCursor
    requests: Annotated[
        RequestsOut, msgspec.Meta(description=("The user's incoming and outgoing requests."))
    ]


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
