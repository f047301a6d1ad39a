"""Networks, join tokens and hosts over every backend."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.connect.errors import InvalidJoinToken, NetworkNotFound
from domain.connect.server import ServerKind
from domain.shared.errors import InvalidInput
from tests.support.connect import user


class TestNetworks:
    async def test_a_user_lists_the_networks_they_created(self, core: Core) -> None:
        owner, other = await user(core), await user(core, "Other")
        first = await core.connect.networks.create(owner, " First ")
        second = await core.connect.networks.create(owner, "Second")
        await core.connect.networks.create(other, "Theirs")
        listed = await core.connect.networks.owned(owner)
        assert [(n.network_id, n.name) for n in listed] == [
            (first.network_id, "First"), (second.network_id, "Second"),
        ]  # fmt: skip

    @pytest.mark.parametrize("name", ["", "   ", "x" * 65])
    async def test_a_network_needs_a_name(self, core: Core, name: str) -> None:
        with pytest.raises(InvalidInput):
            await core.connect.networks.create(await user(core), name)


class TestJoin:
    async def test_a_join_token_registers_an_agent_host_in_the_network(self, core: Core) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        issued = await core.connect.networks.issue_join_token(owner, network.network_id)
        assert (issued.expires_in, issued.network_id) == (900, network.network_id)

        joined = await core.connect.networks.join(issued.token, "host-1")
        host = joined.host
        assert (host.kind, host.server_type, host.network_id, host.owner_id) == (
            ServerKind.HOST, "agent", network.network_id, owner.user_id,
        )  # fmt: skip
        credentials = await core.connect.auth.authenticate(
            str(host.server_id), joined.secret, "192.0.2.1"
        )
        assert credentials.network_id == network.network_id
        assert [h.server_id for h in await core.connect.networks.hosts(owner)] == [host.server_id]
        assert await core.connect.networks.hosts(await user(core, "Other")) == []
        assert await core.connect.servers.owned(owner) == []

    async def test_a_token_is_used_once(self, core: Core) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        issued = await core.connect.networks.issue_join_token(owner, network.network_id)
        await core.connect.networks.join(issued.token, "host-1")
        with pytest.raises(InvalidJoinToken):
            await core.connect.networks.join(issued.token, "host-2")

    async def test_a_token_expires_after_900_seconds(self, core: Core, clock: FrozenClock) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        issued = await core.connect.networks.issue_join_token(owner, network.network_id)
        clock.advance(timedelta(seconds=900))
        with pytest.raises(InvalidJoinToken):
            await core.connect.networks.join(issued.token, "host-1")

    @pytest.mark.parametrize("token", ["", "not.a.jwt", "x" * 100])
    async def test_anything_but_our_token_is_refused(self, core: Core, token: str) -> None:
        with pytest.raises(InvalidJoinToken):
            await core.connect.networks.join(token, "host-1")

    async def test_only_the_owner_issues_tokens(self, core: Core) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        with pytest.raises(NetworkNotFound):
            await core.connect.networks.issue_join_token(await user(core, "X"), network.network_id)


class TestLastSeen:
    async def test_the_batch_moves_last_seen_forward_only(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        issued = await core.connect.networks.issue_join_token(owner, network.network_id)
        host = (await core.connect.networks.join(issued.token, "host-1")).host
        later, earlier = clock.now() + timedelta(minutes=5), clock.now()
        async with core.uow() as uow:
            await uow.connect.servers.record_last_seen({host.server_id: (later, "192.0.2.9")})
            await uow.commit()
        async with core.uow() as uow:
            await uow.connect.servers.record_last_seen({host.server_id: (earlier, "192.0.2.1")})
            await uow.commit()
        (listed,) = await core.connect.networks.hosts(owner)
        assert (listed.last_seen_at, listed.last_seen_ip) == (later, "192.0.2.9")
