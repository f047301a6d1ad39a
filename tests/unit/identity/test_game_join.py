"""core.identity.game_auth.join: the first step of the game handshake (docs/auth.md section 1)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.game_auth import token_digest
from bootstrap.core import Core
from domain.identity.game_session import DEFAULT_GAME_SCOPES, MAX_SCOPES
from domain.shared.errors import InvalidInput


class TestTicket:
    async def test_a_join_hands_out_a_server_id_and_a_token_valid_60_seconds(
        self, core: Core
    ) -> None:
        ticket = await core.identity.game_auth.join(name="Steve")
        assert len(ticket.server_id) == 40 and int(ticket.server_id, 16) >= 0
        assert len(ticket.join_token) >= 40
        assert ticket.expires_in == 60

    async def test_every_join_is_a_new_server_id_and_token(self, core: Core) -> None:
        first, second = await core.identity.game_auth.join(), await core.identity.game_auth.join()
        assert first.server_id != second.server_id
        assert first.join_token != second.join_token

    async def test_only_the_digest_of_the_token_is_stored(self, core: Core) -> None:
        ticket = await core.identity.game_auth.join(name="Steve")
        async with core.uow() as uow:
            stored = await uow.game_join_tokens.find(token_digest(ticket.join_token))
            by_text = await uow.game_join_tokens.find(ticket.join_token)
        assert stored is not None and stored.server_id == ticket.server_id
        assert stored.name == "Steve" and stored.used_at is None
        assert by_text is None


class TestScopes:
    async def test_without_scopes_the_token_gets_the_game_defaults(self, core: Core) -> None:
        ticket = await core.identity.game_auth.join()
        async with core.uow() as uow:
            stored = await uow.game_join_tokens.find(token_digest(ticket.join_token))
        assert stored is not None and stored.scopes == DEFAULT_GAME_SCOPES

    async def test_requested_scopes_are_kept_once_each_in_order(self, core: Core) -> None:
        ticket = await core.identity.game_auth.join(
            scopes=["totem:read", "profile:read", "totem:read"]
        )
        async with core.uow() as uow:
            stored = await uow.game_join_tokens.find(token_digest(ticket.join_token))
        assert stored is not None and stored.scopes == ("totem:read", "profile:read")

    @pytest.mark.parametrize(
        "scopes",
        [
            [],
            ["admin:*"],
            ["NOT A NODE"],
            [f"totem:read{i}" for i in range(MAX_SCOPES + 1)],
        ],
        ids=["none", "wildcard", "malformed", "too-many"],
    )
    async def test_bad_scopes_are_refused(self, core: Core, scopes: list[str]) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.identity.game_auth.join(scopes=scopes)
        assert refused.value.field == "scopes"


class TestName:
    @pytest.mark.parametrize("name", ["", "   ", "x" * 65, "Ste\x00ve"])
    async def test_a_bad_name_is_refused(self, core: Core, name: str) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.identity.game_auth.join(name=name)
        assert refused.value.field == "name"


class TestPurge:
    async def test_a_join_deletes_tokens_expired_for_over_an_hour(
        self, core: Core, clock: FrozenClock
    ) -> None:
        old = await core.identity.game_auth.join()
        clock.advance(timedelta(seconds=60) + timedelta(hours=1, seconds=1))
        await core.identity.game_auth.join()
        async with core.uow() as uow:
            assert await uow.game_join_tokens.find(token_digest(old.join_token)) is None


class TestAccountScopes:
    async def test_a_game_token_cannot_ask_for_account_scopes(self, core: Core) -> None:
        with pytest.raises(InvalidInput, match="account scopes"):
            await core.identity.game_auth.join(
                name="Steve", scopes=["profile:read", "account:sessions"]
            )
