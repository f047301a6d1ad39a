"""Connect servers over every backend: registration, claim keys, claims, ownership, templates."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Callable
from datetime import timedelta

import pytest
import sqlalchemy as sa

from adapters.memory.bus import LocalBus, LocalHub
from adapters.sql.engine import create_engine
from adapters.system.clock import FrozenClock
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.connect.errors import (
    ClaimKeyExpired,
    ClaimKeyNotFound,
    ClaimKeyUsed,
    NetworkNotFound,
    NotServerOwner,
    ServerAlreadyClaimed,
)
from domain.connect.member import MemberRole
from domain.connect.schema import FieldType, SchemaField, build_schema
from domain.shared.errors import InvalidInput
from tests.support.connect import as_server, owned_server, user


class TestRegistration:
    async def test_a_new_server_is_unclaimed_with_a_key_of_300_seconds(
        self, core: Core, clock: FrozenClock
    ) -> None:
        registration = await core.connect.servers.register("paper", " Lobby ")
        server = registration.server
        assert (server.name, server.server_type, server.owner_id, server.network_id) == (
            "Lobby", "paper", None, None,
        )  # fmt: skip
        assert registration.claim_key.expires_at == clock.now() + timedelta(seconds=300)
        assert len(registration.claim_key.key) == 9 and registration.claim_key.key[4] == "-"
        credentials = await as_server(core, registration)
        assert credentials.owner_id is None

    @pytest.mark.parametrize(
        ("server_type", "name", "field"),
        [("", "x", "serverType"), ("agent", "x", "serverType"), ("a b", "x", "serverType"),
         ("paper", "  ", "serverName"), ("paper", "x" * 65, "serverName")],
    )  # fmt: skip
    async def test_bad_registrations_are_refused_naming_the_field(
        self, core: Core, server_type: str, name: str, field: str
    ) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.connect.servers.register(server_type, name)
        assert refused.value.field == field

    async def test_the_secret_is_stored_only_as_its_digest(
        self, core: Core, backend: str, database_url: str
    ) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        key_digest_input = registration.claim_key.key.replace("-", "")
        row = await _stored_server_row(core, backend, database_url, registration.server.server_id)
        flat = " ".join(str(value) for value in row)
        assert registration.secret not in flat
        assert key_digest_input not in flat
        assert hashlib.sha256(registration.secret.encode()).hexdigest() in flat


class TestClaim:
    async def test_the_key_makes_the_caller_owner_whatever_its_case(self, core: Core) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        owner = await user(core)
        server = await core.connect.claims.claim(owner, registration.claim_key.key.lower())
        assert server.owner_id == owner.user_id and server.claimed_at is not None
        assert [s.server_id for s in await core.connect.servers.owned(owner)] == [server.server_id]
        status = await core.connect.claims.claim_key(
            await as_server(core, registration), registration.server.server_id
        )
        assert (status.key, status.claimed, status.expires_at) == (None, True, None)

    async def test_a_used_key_is_a_conflict(self, core: Core) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        await core.connect.claims.claim(await user(core), registration.claim_key.key)
        with pytest.raises(ClaimKeyUsed):
            await core.connect.claims.claim(await user(core), registration.claim_key.key)

    async def test_an_expired_key_is_gone(self, core: Core, clock: FrozenClock) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        clock.advance(timedelta(seconds=300))
        with pytest.raises(ClaimKeyExpired):
            await core.connect.claims.claim(await user(core), registration.claim_key.key)

    @pytest.mark.parametrize("typed", ["0000-0000", "not a key", ""])
    async def test_an_unknown_key_is_not_found(self, core: Core, typed: str) -> None:
        await core.connect.servers.register("paper", "Lobby")
        with pytest.raises(ClaimKeyNotFound):
            await core.connect.claims.claim(await user(core), typed)

    async def test_the_server_asks_for_fresh_keys_while_unclaimed(
        self, core: Core, clock: FrozenClock
    ) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        clock.advance(timedelta(seconds=400))
        status = await core.connect.claims.claim_key(
            await as_server(core, registration), registration.server.server_id
        )
        assert status.claimed is False and status.key is not None
        assert status.expires_at == clock.now() + timedelta(seconds=300)
        with pytest.raises(ClaimKeyExpired):
            await core.connect.claims.claim(await user(core), registration.claim_key.key)
        owner = await user(core)
        assert (await core.connect.claims.claim(owner, status.key)).owner_id == owner.user_id

    async def test_a_second_valid_key_cannot_take_a_claimed_server(self, core: Core) -> None:
        registration = await core.connect.servers.register("paper", "Lobby")
        fresh = await core.connect.claims.claim_key(
            await as_server(core, registration), registration.server.server_id
        )
        first = await user(core)
        await core.connect.claims.claim(first, registration.claim_key.key)
        assert fresh.key is not None
        with pytest.raises(ServerAlreadyClaimed):
            await core.connect.claims.claim(await user(core), fresh.key)
        credentials = await core.connect.auth.credentials(registration.server.server_id)
        assert credentials is not None and credentials.owner_id == first.user_id


class TestOwnerChanges:
    async def test_a_server_joins_and_leaves_a_network_of_its_owner(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        network = await core.connect.networks.create(owner, "Net")
        servers = core.connect.servers
        assigned = await servers.update(owner, server.server_id, network_id=network.network_id)
        assert assigned.server.network_id == network.network_id
        assert assigned.template_key is None
        credentials = await core.connect.auth.credentials(server.server_id)
        assert credentials is not None
        assert f"network:{network.network_id}" in credentials.scopes
        left = await servers.update(owner, server.server_id, network_id=None)
        assert left.server.network_id is None

    async def test_a_networks_servers_by_name_with_their_total(self, core: Core) -> None:
        owner = await user(core)
        network = await core.connect.networks.create(owner, "Net")
        other = await core.connect.networks.create(owner, "Other")
        for name, where in (("Lobby", network), ("Arena", network), ("Mine", other),
                            ("Zeta", network), ("Loose", None)):  # fmt: skip
            server = await owned_server(core, owner, name)
            to = where.network_id if where else None
            await core.connect.servers.update(owner, server.server_id, network_id=to)
        temporary = await core.connect.servers.register("paper", "Aaa", temp_instance=True)
        await core.connect.claims.claim(owner, temporary.claim_key.key)
        await core.connect.servers.update(
            owner, temporary.server.server_id, network_id=network.network_id
        )
        async with core.uow() as uow:  # temporary instances and hosts are not listed
            listed, total = await uow.connect.servers.in_network(network.network_id, 2)
            assert ([s.name for s in listed], total) == (["Arena", "Lobby"], 3)
            listed, total = await uow.connect.servers.in_network(other.network_id, 5)
            assert ([s.name for s in listed], total) == (["Mine"], 1)
            assert await uow.connect.servers.in_network(uuid.uuid4(), 5) == ([], 0)

    async def test_a_network_of_someone_else_is_not_found(self, core: Core) -> None:
        owner, other = await user(core), await user(core, "Other")
        server = await owned_server(core, owner)
        theirs = await core.connect.networks.create(other, "Theirs")
        with pytest.raises(NetworkNotFound):
            await core.connect.servers.update(owner, server.server_id, network_id=theirs.network_id)

    async def test_only_the_owner_changes_the_server(self, core: Core) -> None:
        owner, admin = await user(core), await user(core, "Admin")
        server = await owned_server(core, owner)
        await core.connect.members.put(owner, server.server_id, admin.user_id, MemberRole.ADMIN)
        with pytest.raises(NotServerOwner):
            await core.connect.servers.update(admin, server.server_id, is_template=True)

    async def test_a_template_lends_its_settings_to_new_servers(self, core: Core) -> None:
        owner = await user(core)
        template = await owned_server(core, owner, "Template")
        schema = build_schema("2", [SchemaField("pvp", "PvP", FieldType.BOOL)])
        await core.connect.settings.put(owner, template.server_id, "game", {"pvp": True}, schema)
        await core.connect.settings.put(owner, template.server_id, "connect", {"temp": True})
        flagged = await core.connect.servers.update(owner, template.server_id, is_template=True)
        key = flagged.template_key
        assert key is not None

        copy = await core.connect.servers.register(
            "paper", "Copy", str(template.server_id), temp_instance=False, template_key=key
        )
        temp = await core.connect.servers.register(
            "paper", "Temp", template.registration.server.id, temp_instance=True, template_key=key
        )
        as_copy = await as_server(core, copy)
        copied = await core.connect.settings.current(as_copy, copy.server.server_id)
        assert [(e.source, e.revision, e.data) for e in copied] == [
            ("connect", 1, {}), ("game", 1, {"pvp": True}),
        ]  # fmt: skip
        assert copied[1].schema == schema and copied[1].schema_version == "2"
        as_temp = await as_server(core, temp)
        temps = await core.connect.settings.current(as_temp, temp.server.server_id)
        assert temps[0].data == {"temp": True} and temp.server.temp_instance

    async def test_a_temp_instance_without_template_is_flagged_in_connect_settings(
        self, core: Core
    ) -> None:
        temp = await core.connect.servers.register("paper", "Temp", temp_instance=True)
        entries = await core.connect.settings.current(
            await as_server(core, temp), temp.server.server_id
        )
        assert [(e.source, e.data) for e in entries] == [("connect", {"temp": True})]

    @pytest.mark.parametrize("flag", [False, True])
    async def test_only_claimed_templates_can_be_copied(self, core: Core, flag: bool) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        key = await core.connect.servers.update(owner, server.server_id, is_template=flag)
        unclaimed = await core.connect.servers.register("paper", "Unclaimed")
        candidates = [str(unclaimed.server.server_id), "nonsense"]
        if not flag:
            candidates.append(str(server.server_id))
        for template_id in candidates:
            with pytest.raises(InvalidInput) as refused:
                await core.connect.servers.register(
                    "paper", "Copy", template_id, template_key=key.template_key or "svct_x"
                )
            assert refused.value.field == "templateId"

    async def test_a_template_id_without_its_key_copies_nothing_and_tells_nothing(
        self, core: Core
    ) -> None:
        """Server ids can be guessed (or seen): the id alone must not copy another owner's
        settings (a password among them), and a wrong key answers like an unknown id."""
        owner = await user(core)
        template = await owned_server(core, owner, "Template")
        await core.connect.settings.put(owner, template.server_id, "game", {"password": "s3"})
        first = await core.connect.servers.update(owner, template.server_id, is_template=True)
        again = await core.connect.servers.update(owner, template.server_id, is_template=True)
        refusals = []
        for key in (None, "", "svct_guess", first.template_key):  # the first key was replaced
            with pytest.raises(InvalidInput) as refused:
                await core.connect.servers.register(
                    "paper", "Copy", str(template.server_id), template_key=key
                )
            refusals.append((refused.value.code, refused.value.detail))
        with pytest.raises(InvalidInput) as unknown:
            await core.connect.servers.register(
                "paper", "Copy", str(uuid.uuid4()), template_key="k"
            )
        assert set(refusals) == {(unknown.value.code, unknown.value.detail)}
        copy = await core.connect.servers.register(
            "paper", "Copy", str(template.server_id), template_key=again.template_key
        )
        assert copy.server.server_id != template.server_id

    async def test_a_server_is_named_by_an_unguessable_id(self, core: Core) -> None:
        ids = [(await core.connect.servers.register("paper", f"S{i}")).server.id for i in range(3)]
        assert all(len(i) == 24 and int(i, 16) >= 0 for i in ids)
        assert len({i[:16] for i in ids}) == 3  # not a time-ordered counter


class TestProfileServers:
    async def test_servers_owned_or_joined_as_member_are_listed(self, core: Core) -> None:
        owner, member = await user(core), await user(core, "Member")
        mine = await owned_server(core, owner, "Mine")
        theirs = await owned_server(core, member, "Theirs")
        await owned_server(core, await user(core, "Else"), "Unrelated")
        await core.connect.members.put(member, theirs.server_id, owner.user_id, MemberRole.VIEWER)
        listed = await core.connect.servers.profile_servers(owner, None)
        assert [s.name for s in listed] == ["Mine", "Theirs"]
        assert [s.name for s in await core.connect.servers.profile_servers(owner, "svc")] == [
            "Mine", "Theirs",
        ]  # fmt: skip
        assert await core.connect.servers.profile_servers(owner, "other") == []
        assert mine.server_id in {s.server_id for s in listed}


async def _stored_server_row(
    core: Core, backend: str, database_url: str, server_id: object
) -> tuple:
    """The server's stored row, read past the repositories."""
    if backend == "memory":
        assert core.infrastructure.store is not None
        stored = core.infrastructure.store.tables["connect_servers"][server_id]
        keys = core.infrastructure.store.tables["connect_claim_keys"].values()
        return (*vars_of(stored), *(k.digest for k in keys))
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            server = (
                await connection.execute(
                    sa.text("SELECT * FROM connect_servers WHERE server_id = :id"),
                    {"id": server_id.hex if backend == "sqlite" else server_id},  # type: ignore[attr-defined]
                )
            ).one()
            keys = (await connection.execute(sa.text("SELECT * FROM connect_claim_keys"))).all()
        return (*server, *(value for key in keys for value in key))
    finally:
        await engine.dispose()


def vars_of(entity: object) -> list[object]:
    return [getattr(entity, name) for name in entity.__slots__]  # type: ignore[attr-defined]


class TestInstances:
    async def test_a_claim_on_one_instance_refreshes_the_others_cache(
        self,
        backend: str,
        database_url: str,
        settings_for: Callable[..., Settings],
        clock: FrozenClock,
    ) -> None:
        if backend == "memory":
            pytest.skip("memory stores are not shared between instances")
        hub = LocalHub()
        settings = settings_for(database_url)
        async with (
            await build_core(settings, clock=clock, outbound=Outbound(bus=LocalBus(hub))) as first,
            await build_core(settings, clock=clock, outbound=Outbound(bus=LocalBus(hub))) as second,
        ):
            registration = await second.connect.servers.register("paper", "Shared")
            cached = await as_server(second, registration)
            owner = await user(first)
            await first.connect.claims.claim(owner, registration.claim_key.key)
            refreshed = await as_server(second, registration)
        assert cached.owner_id is None
        assert refreshed.owner_id == owner.user_id
