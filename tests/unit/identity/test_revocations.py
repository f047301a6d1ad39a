"""core.identity.revocations: every instance knows the revoked sessions in memory; a message from
another instance adds one at once, a catch-up heals a lost message, expiry forgets."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.memory.bus import LocalBus
from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from application.identity.revocation import TOPIC
from bootstrap.core import Core
from domain.identity.claims import CLOCK_LEEWAY_SECONDS
from domain.identity.errors import InvalidToken
from tests.conftest import sign_in


def arrives(core: Core) -> LocalBus:
    """The core's bus, to hand it messages as if another instance had published them."""
    bus = core.outbound.bus
    assert isinstance(bus, LocalBus)
    return bus


class TestLocalRevoke:
    async def test_a_revoked_session_is_in_the_list(self, core: Core) -> None:
        _, token = await sign_in(core)
        caller = Principal(core.identity.tokens.verify(token))
        await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        assert (
            caller.claims.sid in core.identity.revocations and len(core.identity.revocations) == 1
        )


class TestAnotherInstance:
    async def test_its_message_refuses_the_session_here_at_once(self, core: Core) -> None:
        _, token = await sign_in(core)
        claims = core.identity.tokens.verify(token)
        await arrives(core).deliver(TOPIC, f"{claims.sid} {claims.exp * 1000}")
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(token)

    async def test_a_malformed_message_is_ignored(self, core: Core) -> None:
        _, token = await sign_in(core)
        await arrives(core).deliver(TOPIC, "garbage without expiry")
        assert len(core.identity.revocations) == 0
        assert core.identity.tokens.verify(token)

    async def test_a_lost_message_heals_at_the_next_catch_up(self, core: Core) -> None:
        user_id, token = await sign_in(core)
        claims = core.identity.tokens.verify(token)
        async with core.uow() as uow:  # revoked by another instance; its message was lost
            await uow.auth_sessions.revoke(claims.sid, user_id, core.clock.now())
            await uow.commit()
        assert core.identity.tokens.verify(token)
        assert await core.identity.revocations.catch_up() == 1
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(token)


class TestExpiry:
    async def test_an_entry_outlives_its_session_by_the_clock_leeway(
        self, core: Core, clock: FrozenClock
    ) -> None:
        """A token passes up to the leeway past its expiry: its revocation must hold as long."""
        _, token = await sign_in(core)
        caller = Principal(core.identity.tokens.verify(token))
        revoked = await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        clock.advance(revoked.expires_at - clock.now() + timedelta(seconds=5))
        await core.identity.revocations.catch_up()
        assert caller.claims.sid in core.identity.revocations
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(token)

    async def test_an_entry_is_forgotten_once_its_token_cannot_pass_anyway(
        self, core: Core, clock: FrozenClock
    ) -> None:
        _, token = await sign_in(core)
        caller = Principal(core.identity.tokens.verify(token))
        revoked = await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        past = timedelta(seconds=CLOCK_LEEWAY_SECONDS, milliseconds=1)
        clock.advance(revoked.expires_at - clock.now() + past)
        await core.identity.revocations.catch_up()
        assert caller.claims.sid not in core.identity.revocations
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(token)  # expired anyway: forgetting the entry is safe
