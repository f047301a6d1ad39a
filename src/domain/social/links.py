"""A friend link: one direction of a friendship, carrying its owner's preferences.

A friendship is two links, (a -> b) and (b -> a), written together. Each side keeps its own
``favorite``, ``visibility`` (how much of the owner's presence the friend sees) and ``note``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import InvalidInput

NOTE_MAX_LENGTH = 200


class Visibility(StrEnum):
    DEFAULT = "DEFAULT"  # the friend sees everything
    LIMITED = "LIMITED"  # the friend sees online or offline only
    HIDDEN = "HIDDEN"  # the friend always sees the owner offline


def validate_note(note: str | None, field: str = "note") -> str | None:
    """``None`` or text of at most 200 characters, without control characters."""
    if note is None:
        return None
    if len(note) > NOTE_MAX_LENGTH:
        raise InvalidInput(f"note must be at most {NOTE_MAX_LENGTH} characters", field=field)
    if any(not ch.isprintable() for ch in note):
        raise InvalidInput("note must not contain control characters", field=field)
    return note or None


@dataclass(frozen=True, slots=True)
class FriendLink:
    owner_id: UUID
    friend_id: UUID
    created_at: datetime  # when the request that made the friendship was sent
    accepted_at: datetime  # when it became a friendship
    updated_at: datetime  # the owner's last change of favorite, visibility or note
    favorite: bool = False
    visibility: Visibility = Visibility.DEFAULT
    note: str | None = None

    def reverse(self) -> FriendLink:
        """The missing other direction, with default preferences and the same dates."""
        return FriendLink(
            owner_id=self.friend_id,
            friend_id=self.owner_id,
            created_at=self.created_at,
            accepted_at=self.accepted_at,
            updated_at=self.accepted_at,
        )

    def edited(
        self,
        now: datetime,
        favorite: bool | None = None,
        visibility: Visibility | None = None,
        note: str | None = None,
        clear_note: bool = False,
    ) -> FriendLink:
        return replace(
            self,
            favorite=self.favorite if favorite is None else favorite,
            visibility=self.visibility if visibility is None else visibility,
            note=None if clear_note else (self.note if note is None else validate_note(note)),
            updated_at=now,
        )


def link_pair(a: UUID, b: UUID, created_at: datetime, accepted_at: datetime) -> list[FriendLink]:
    """Both directions of a new friendship."""
    return [
        FriendLink(a, b, created_at, accepted_at, accepted_at),
        FriendLink(b, a, created_at, accepted_at, accepted_at),
    ]
