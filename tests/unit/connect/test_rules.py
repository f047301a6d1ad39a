"""Small pure rules: secrets, command states and actions, member roles, temp instances."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import uuid4

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.connect.command import (
    Acknowledgement,
    AckStatus,
    Command,
    CommandStatus,
    ExtensionActionRef,
    extension_action,
    validate_action,
)
from domain.connect.credentials import secret_digest, secret_matches
from domain.connect.errors import CommandAlreadyAcknowledged, CommandExpired
from domain.connect.member import CONNECT_NODES, MemberRole, role_allows
from domain.connect.settings import temp_instance_data
from domain.shared.errors import InvalidInput

NOW = datetime(2026, 11, 22, 10, tzinfo=UTC)
TTL = timedelta(seconds=600)


@given(st.text(min_size=1, max_size=100), st.text(min_size=1, max_size=100))
def test_a_secret_matches_only_its_own_digest(secret: str, other: str) -> None:
    digest = secret_digest(secret)
    assert secret_matches(digest, secret)
    assert secret_matches(digest, other) == (secret == other)


def test_empty_and_oversized_secrets_never_match() -> None:
    assert not secret_matches(secret_digest(""), "")
    huge = "x" * 1000
    assert not secret_matches(secret_digest(huge), huge)


def _command(created: datetime, ack: bool = False) -> Command:
    acknowledgement = Acknowledgement(AckStatus.SUCCESS, {}, created) if ack else None
    return Command("a" * 24, uuid4(), "say", {}, created, None, acknowledgement)


@given(st.integers(min_value=-10_000, max_value=10_000))
def test_a_pending_command_expires_exactly_at_its_ttl(offset_ms: int) -> None:
    command = _command(NOW)
    now = NOW + TTL + timedelta(milliseconds=offset_ms)
    expected = CommandStatus.EXPIRED if offset_ms >= 0 else CommandStatus.PENDING
    assert command.status(now, TTL) is expected
    assert command.expires_at(TTL) == NOW + TTL


def test_an_acknowledged_command_never_expires() -> None:
    command = _command(NOW, ack=True)
    assert command.status(NOW + 10 * TTL, TTL) is CommandStatus.ACKNOWLEDGED
    assert isinstance(command.ack_refusal(NOW + 10 * TTL, TTL), CommandAlreadyAcknowledged)
    assert isinstance(_command(NOW).ack_refusal(NOW + TTL, TTL), CommandExpired)


def test_extension_actions_are_parsed_and_others_left_alone() -> None:
    assert extension_action("extension:chat:mute") == ExtensionActionRef("chat", "mute")
    assert extension_action("extension:a.b:c:d") == ExtensionActionRef("a.b", "c:d")
    assert extension_action("say") is None
    for malformed in ("extension:", "extension:chat", "extension::mute", "extension:chat:"):
        with pytest.raises(InvalidInput):
            extension_action(malformed)


@pytest.mark.parametrize("action", ["", "two words", "x" * 161, "tab\tbed", "é"])
def test_actions_are_printable_ascii_without_spaces(action: str) -> None:
    with pytest.raises(InvalidInput):
        validate_action(action)


def test_roles_map_to_nodes_as_design_section_4_says() -> None:
    allowed = {role: {n for n in CONNECT_NODES if role_allows(role, n)} for role in MemberRole}
    assert allowed[MemberRole.ADMIN] == set(CONNECT_NODES)
    assert allowed[MemberRole.OPERATOR] == {
        "connect:commands:read", "connect:commands:write", "connect:settings:read",
        "connect:settings:write", "connect:members:read",
    }  # fmt: skip
    assert allowed[MemberRole.VIEWER] == {n for n in CONNECT_NODES if n.endswith(":read")}
    assert not role_allows(MemberRole.ADMIN, "svc.connect.extensions.chat")


def test_temp_instance_data_sets_or_clears_the_flag_only() -> None:
    assert temp_instance_data(None, True) == {"temp": True}
    assert temp_instance_data({"temp": True, "motd": "hi"}, False) == {"motd": "hi"}
    assert temp_instance_data({"motd": "hi"}, True) == {"motd": "hi", "temp": True}
