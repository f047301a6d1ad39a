"""The DTOs spell each domain enum as a Literal through a table: every member has its entry,
and the entry is the member's own value (what the API has always sent)."""

from __future__ import annotations

from enum import StrEnum
from typing import get_args

import pytest

from domain.connect.member import MemberRole
from domain.connect.schema import FieldType
from domain.profile.presence import PresenceState
from domain.social.chat import ConversationKind
from domain.social.requests import RequestStatus
from entrypoints.http.dto.connect import members, schema
from entrypoints.http.dto.social import chat, friends, presence


@pytest.mark.parametrize(
    ("table", "enum", "literal"),
    [
        (members.ROLE_OUT, MemberRole, members.Role),
        (chat.KIND_OUT, ConversationKind, None),
        (friends.STATUS_OUT, RequestStatus, friends.Status),
        (schema.TYPE_OUT, FieldType, schema.FieldType),
    ],
)
def test_every_member_is_sent_as_its_value(
    table: dict[StrEnum, str], enum: type[StrEnum], literal: object
) -> None:
    assert set(table) == set(enum)
    assert all(table[member] == member.value for member in enum)
    if literal is not None:
        assert set(get_args(literal)) == {member.value for member in enum}


def test_presence_sends_the_states_a_user_can_choose() -> None:
    assert presence.CHOSEN_OUT == {PresenceState.AWAY: "AWAY", PresenceState.BUSY: "BUSY"}
    assert set(get_args(presence.Chosen)) == {"ONLINE", "AWAY", "BUSY"}
