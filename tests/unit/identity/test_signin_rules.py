"""Pure rules of sign-in, as properties: account names from provider claims, game scopes,
the PKCE challenge, session-list cursors, the platform parameter, join-token usability."""

from __future__ import annotations

import string
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from application.identity.idp_sign_in import pkce_challenge
from application.identity.sessions import decode_cursor, encode_cursor
from domain.identity.auth_session import AuthSession, SessionKind
from domain.identity.game_session import DEFAULT_GAME_SCOPES, GameJoinToken, game_scopes
from domain.identity.idp import IdpIdentity, Platform, display_name
from domain.identity.user import validate_user_name
from domain.shared.errors import InvalidInput
from domain.shared.time import from_millis
from tests.support.signin import PROFILE

SECONDARY = settings(max_examples=25)  # keeps the unit suite quick

subjects = st.text(min_size=1, max_size=255)
segments = st.text("abcdefghijklmnopqrstuvwxyz0123456789_-", min_size=1, max_size=8)
nodes = st.lists(segments, min_size=1, max_size=4).map(":".join)
object_ids = st.text("0123456789abcdef", min_size=24, max_size=24)
START = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


class TestDisplayName:
    @given(subject=subjects, name=st.none() | st.text(max_size=200))
    def test_a_new_account_always_gets_a_valid_name(self, subject: str, name: str | None) -> None:
        chosen = display_name(IdpIdentity(subject=subject, name=name))
        assert validate_user_name(chosen) == chosen

    @given(name=st.text(string.ascii_letters + string.digits, min_size=1, max_size=64))
    def test_a_plain_name_claim_is_used_as_it_is(self, name: str) -> None:
        assert display_name(IdpIdentity(subject="sub", name=name)) == name


class TestGameScopes:
    def test_none_gives_the_defaults(self) -> None:
        assert game_scopes(None) == DEFAULT_GAME_SCOPES

    @SECONDARY
    @given(st.lists(nodes, min_size=1, max_size=8, unique=True), st.data())
    def test_each_requested_node_is_kept_once_in_first_order(
        self, distinct: list[str], data: st.DataObject
    ) -> None:
        repeats = data.draw(st.lists(st.sampled_from(distinct), max_size=8))
        assert game_scopes([*distinct, *repeats]) == tuple(distinct)

    def test_more_than_32_distinct_nodes_are_refused(self) -> None:
        with pytest.raises(InvalidInput):
            game_scopes([f"totem:n{i}" for i in range(33)])


class TestPkceChallenge:
    def test_the_rfc_7636_example(self) -> None:
        verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        assert pkce_challenge(verifier) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

    @SECONDARY
    @given(st.text(string.ascii_letters + string.digits + "-._~", min_size=43, max_size=128))
    def test_a_challenge_is_43_unpadded_base64url_characters(self, verifier: str) -> None:
        challenge = pkce_challenge(verifier)
        assert len(challenge) == 43
        assert set(challenge) <= set(string.ascii_letters + string.digits + "-_")


class TestSessionCursor:
    @given(millis=st.integers(0, 2**45), session_id=object_ids)
    def test_a_cursor_names_the_session_it_was_made_from(
        self, millis: int, session_id: str
    ) -> None:
        created = from_millis(millis)
        session = AuthSession(
            session_id, PROFILE, SessionKind.CLI, created, created + timedelta(days=30)
        )
        assert decode_cursor(encode_cursor(session)) == (created, session_id)

    @given(st.text(max_size=60))
    def test_any_other_text_decodes_or_is_refused_as_input(self, cursor: str) -> None:
        try:
            decode_cursor(cursor)
        except InvalidInput as refused:
            assert refused.field == "cursor"


class TestPlatform:
    @given(st.sampled_from(["dash", "partner"]), st.data())
    def test_dash_and_partner_are_themselves_in_any_case(
        self, value: str, data: st.DataObject
    ) -> None:
        upper = data.draw(st.lists(st.booleans(), min_size=len(value), max_size=len(value)))
        raw = "".join(c.upper() if u else c for c, u in zip(value, upper, strict=True))
        assert Platform.parse(f" {raw} ") == Platform(value)

    @given(st.none() | st.text(max_size=40))
    def test_anything_else_is_the_web_flow_or_refused(self, raw: str | None) -> None:
        try:
            parsed = Platform.parse(raw)
        except InvalidInput as refused:
            assert refused.field == "platform"
        else:
            if raw is None or raw.strip().lower() not in ("dash", "partner"):
                assert parsed is Platform.WEB


class TestJoinTokenUsable:
    @given(
        age=st.integers(-10_000, 120_000),
        used=st.booleans(),
        same_server=st.booleans(),
    )
    def test_usable_only_unused_unexpired_and_for_its_server(
        self, age: int, used: bool, same_server: bool
    ) -> None:
        token = GameJoinToken(
            id="0" * 24,
            token_hash="digest",
            server_id="a" * 40,
            scopes=DEFAULT_GAME_SCOPES,
            created_at=START,
            expires_at=START + timedelta(seconds=60),
            used_at=START if used else None,
        )
        now = START + timedelta(milliseconds=age)
        server_id = "a" * 40 if same_server else "b" * 40
        expected = not used and same_server and age < 60_000
        assert token.usable(server_id, now) is expected
