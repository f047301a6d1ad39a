"""Cursor encoding, and the chat rules for conversations and messages."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from application.shared import cursors
from domain.polls.poll import define_poll
from domain.shared.errors import InvalidInput
from domain.social.chat import ConversationKind, direct_key, new_conversation, new_message
from domain.social.notifications import friend_accepted

NOW = datetime(2026, 11, 22, tzinfo=UTC)
A, B, C = uuid.UUID(int=1), uuid.UUID(int=2), uuid.UUID(int=3)


PART = st.text(st.characters(exclude_characters="|", exclude_categories=("Cs",)), max_size=30)


@given(parts=st.lists(PART, min_size=1, max_size=4))
def test_cursors_round_trip(parts: list[str]) -> None:
    assert cursors.decode(cursors.encode(*parts), len(parts)) == parts


@given(text=st.text(max_size=60))
def test_any_other_cursor_is_a_400_not_a_crash(text: str) -> None:
    try:
        parts = cursors.decode(text, 3)
        cursors.millis(parts[1])
        cursors.uuid(parts[2])
    except InvalidInput as error:
        assert error.field == "cursor"


def test_direct_key_is_the_same_from_both_sides() -> None:
    assert direct_key(A, B) == direct_key(B, A)


def test_conversation_shapes() -> None:
    direct = new_conversation("1" * 24, ConversationKind.DIRECT, A, [B, A], None, NOW)
    assert direct.participants == (A, B) and direct.direct_key == direct_key(A, B)
    group = new_conversation("2" * 24, ConversationKind.GROUP, A, [B, C, B], " Team ", NOW)
    assert group.participants == (A, B, C) and group.title == "Team" and group.direct_key is None
    for kind, others, title in [
        (ConversationKind.DIRECT, [B, C], None),
        (ConversationKind.DIRECT, [A], None),
        (ConversationKind.DIRECT, [B], "title"),
        (ConversationKind.GROUP, [A], None),
        (ConversationKind.GROUP, [uuid.uuid4() for _ in range(50)], None),
    ]:
        with pytest.raises(InvalidInput):
            new_conversation("3" * 24, kind, A, others, title, NOW)


def test_a_message_has_text_a_poll_or_both() -> None:
    conversation = new_conversation("1" * 24, ConversationKind.DIRECT, A, [B], None, NOW)
    poll = define_poll("q", ["a", "b"], NOW)
    assert new_message("4" * 24, conversation, A, None, poll, NOW).poll == poll
    assert new_message("4" * 24, conversation, A, "line\nline", None, NOW).text == "line\nline"
    for text in (None, "", "   ", "x" * 2001, "bell\x07"):
        with pytest.raises(InvalidInput):
            new_message("4" * 24, conversation, A, text, None, NOW)


def test_a_notification_is_read_once() -> None:
    notification = friend_accepted("5" * 24, A, B, "6" * 24, NOW)
    assert notification.deeplink == "/friends" and notification.payload["friendId"] == str(B)
    first = notification.read(NOW)
    assert first.read(datetime(2027, 1, 1, tzinfo=UTC)).read_at == NOW
