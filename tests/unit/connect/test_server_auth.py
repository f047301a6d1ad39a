"""Server auth: constant-time secret checks on cached credentials, and batched last-seen."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.connect.errors import InvalidServerCredentials
from tests.support.connect import user


class TestAuthenticate:
    async def test_the_right_secret_proves_the_server(self, memory_core: Core) -> None:
        registration = await memory_core.connect.servers.register("paper", "Lobby")
        server_id = registration.server.server_id
        found = await memory_core.connect.auth.authenticate(
            str(server_id), registration.secret, "198.51.100.1"
        )
        assert found.server_id == server_id
        assert found.owner_id is None

    @pytest.mark.parametrize(
        ("server_id", "secret"),
        [
            ("known", "wrong"),
            ("known", None),
            ("known", ""),
            (None, "right"),
            ("not-a-uuid", "right"),
            ("00000000-0000-7000-8000-000000000000", "right"),
        ],
    )
    async def test_anything_else_is_refused_alike(
        self, memory_core: Core, server_id: str | None, secret: str | None
    ) -> None:
        registration = await memory_core.connect.servers.register("paper", "Lobby")
        known = str(registration.server.server_id)
        presented = {"known": known}.get(server_id, server_id)  # type: ignore[arg-type]
        given = {"right": registration.secret}.get(secret, secret)  # type: ignore[arg-type]
        with pytest.raises(InvalidServerCredentials):
            await memory_core.connect.auth.authenticate(presented, given, "198.51.100.1")

    async def test_a_claim_refreshes_the_cached_credentials(self, memory_core: Core) -> None:
        registration = await memory_core.connect.servers.register("paper", "Lobby")
        auth = memory_core.connect.auth
        before = await auth.authenticate(
            str(registration.server.server_id), registration.secret, "198.51.100.1"
        )
        owner = await user(memory_core)
        await memory_core.connect.claims.claim(owner, registration.claim_key.key)
        after = await auth.credentials(registration.server.server_id)
        assert before.owner_id is None
        assert after is not None and after.owner_id == owner.user_id


class TestLastSeen:
    async def test_polls_are_noted_in_memory_and_written_once_per_interval(
        self, memory_core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(memory_core)
        network = await memory_core.connect.networks.create(owner, "Net")
        token = await memory_core.connect.networks.issue_join_token(owner, network.network_id)
        joined = await memory_core.connect.networks.join(token.token, "host-1")
        host_id = str(joined.host.server_id)
        presence = memory_core.connect.presence

        await memory_core.connect.auth.authenticate(host_id, joined.secret, "198.51.100.1")
        first_seen = clock.now()
        clock.advance(timedelta(seconds=30))
        await memory_core.connect.auth.authenticate(host_id, joined.secret, "198.51.100.2")
        (listed,) = await memory_core.connect.networks.hosts(owner)
        assert (listed.last_seen_at, listed.last_seen_ip) == (first_seen, "198.51.100.1")

        assert await presence.flush() == 1
        assert await presence.flush() == 0
        clock.advance(timedelta(seconds=31))
        await memory_core.connect.auth.authenticate(host_id, joined.secret, "198.51.100.3")
        assert await presence.flush() == 1
        async with memory_core.uow() as uow:
            stored = await uow.connect.servers.get(joined.host.server_id)
        assert stored is not None
        assert (stored.last_seen_at, stored.last_seen_ip) == (clock.now(), "198.51.100.3")
