"""Dash access to a server (docs/connect.md, "Dash access, for
reference"): owner, member roles, grants, scopes."""

from __future__ import annotations

import pytest

from application.identity.principal import OPERATOR
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from application.permissions.roles import RoleDraft
from bootstrap.core import Core
from domain.connect.errors import NotServerOwner, ServerNotFound
from domain.connect.member import (
    COMMANDS_READ,
    COMMANDS_WRITE,
    CONNECT_NODES,
    MEMBERS_READ,
    MEMBERS_WRITE,
    SETTINGS_READ,
    SETTINGS_WRITE,
    MemberRole,
)
from domain.permissions.grant import Grant
from domain.permissions.role import RoleScope
from tests.support.connect import owned_server, user


class TestOwner:
    async def test_the_owner_may_use_every_node(self, memory_core: Core) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        for node in CONNECT_NODES:
            found = await memory_core.connect.access.require(owner, server.server_id, node)
            assert found.server_id == server.server_id

    async def test_a_scoped_token_of_the_owner_is_held_to_its_scopes(
        self, memory_core: Core
    ) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        limited = await _same_user_scoped(memory_core, owner, (SETTINGS_READ,))
        await memory_core.connect.access.require(limited, server.server_id, SETTINGS_READ)
        with pytest.raises(MissingPermission):
            await memory_core.connect.access.require(limited, server.server_id, COMMANDS_WRITE)


class TestStrangers:
    async def test_a_stranger_is_told_the_server_does_not_exist(self, memory_core: Core) -> None:
        server = await owned_server(memory_core, await user(memory_core))
        stranger = await user(memory_core, "Stranger")
        for node in CONNECT_NODES:
            with pytest.raises(ServerNotFound):
                await memory_core.connect.access.require(stranger, server.server_id, node)
        with pytest.raises(ServerNotFound):
            await memory_core.connect.access.require_owner(stranger, server.server_id)


class TestMembers:
    @pytest.mark.parametrize(
        ("role", "allowed"),
        [
            (MemberRole.ADMIN, set(CONNECT_NODES)),
            (
                MemberRole.OPERATOR,
                {COMMANDS_READ, COMMANDS_WRITE, SETTINGS_READ, SETTINGS_WRITE, MEMBERS_READ},
            ),
            (MemberRole.VIEWER, {COMMANDS_READ, SETTINGS_READ, MEMBERS_READ}),
        ],
    )
    async def test_a_role_allows_its_nodes_and_forbids_the_rest(
        self, memory_core: Core, role: MemberRole, allowed: set[str]
    ) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        member = await user(memory_core, "Member")
        await memory_core.connect.members.put(owner, server.server_id, member.user_id, role)
        for node in CONNECT_NODES:
            if node in allowed:
                await memory_core.connect.access.require(member, server.server_id, node)
            else:
                with pytest.raises(MissingPermission):
                    await memory_core.connect.access.require(member, server.server_id, node)

    async def test_a_member_is_not_the_owner(self, memory_core: Core) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        admin = await user(memory_core, "Admin")
        await memory_core.connect.members.put(
            owner, server.server_id, admin.user_id, MemberRole.ADMIN
        )
        with pytest.raises(NotServerOwner):
            await memory_core.connect.access.require_owner(admin, server.server_id)

    async def test_removing_a_member_takes_access_away(self, memory_core: Core) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        member = await user(memory_core, "Member")
        members = memory_core.connect.members
        await members.put(owner, server.server_id, member.user_id, MemberRole.VIEWER)
        assert await members.remove(owner, server.server_id, member.user_id)
        with pytest.raises(ServerNotFound):
            await memory_core.connect.access.require(member, server.server_id, SETTINGS_READ)


class TestGrants:
    async def test_a_global_grant_of_the_node_allows(self, memory_core: Core) -> None:
        server = await owned_server(memory_core, await user(memory_core))
        staff = await user(memory_core, "Staff")
        await memory_core.permissions.grants.put(
            OPERATOR, staff.user_id, GrantChange(SETTINGS_READ)
        )
        await memory_core.connect.access.require(staff, server.server_id, SETTINGS_READ)
        with pytest.raises(MissingPermission):
            await memory_core.connect.access.require(staff, server.server_id, MEMBERS_WRITE)

    async def test_a_role_scoped_to_the_server_applies_there_only(self, memory_core: Core) -> None:
        owner = await user(memory_core)
        first = await owned_server(memory_core, owner, "First")
        second = await owned_server(memory_core, owner, "Second")
        helper = await user(memory_core, "Helper")
        await _scoped_role(memory_core, helper, RoleScope("server", str(first.server_id)))
        await memory_core.connect.access.require(helper, first.server_id, COMMANDS_WRITE)
        with pytest.raises(ServerNotFound):
            await memory_core.connect.access.require(helper, second.server_id, COMMANDS_WRITE)

    async def test_a_role_scoped_to_the_network_applies_to_its_servers(
        self, memory_core: Core
    ) -> None:
        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        network = await memory_core.connect.networks.create(owner, "Net")
        helper = await user(memory_core, "Helper")
        await _scoped_role(memory_core, helper, RoleScope("network", str(network.network_id)))
        with pytest.raises(ServerNotFound):
            await memory_core.connect.access.require(helper, server.server_id, COMMANDS_WRITE)
        await memory_core.connect.servers.update(
            owner, server.server_id, network_id=network.network_id
        )
        await memory_core.connect.access.require(helper, server.server_id, COMMANDS_WRITE)

    async def test_scopes_must_name_an_existing_server_or_network(self, memory_core: Core) -> None:
        from domain.shared.errors import InvalidInput

        owner = await user(memory_core)
        server = await owned_server(memory_core, owner)
        scopes = memory_core.permissions.scopes
        assert await scopes.exists(RoleScope("server", str(server.server_id)))
        assert not await scopes.exists(RoleScope("server", str(server.server_id).upper()))
        assert not await scopes.exists(RoleScope("network", str(server.server_id)))
        with pytest.raises(InvalidInput):
            await _scoped_role(memory_core, owner, RoleScope("server", "not-a-uuid"))


async def _scoped_role(core: Core, holder, scope: RoleScope) -> None:
    role = await core.permissions.roles.create(
        OPERATOR,
        RoleDraft(slug="helpers", name="Helpers", grants=(Grant(COMMANDS_WRITE),), scope=scope),
    )
    await core.permissions.roles.assign(OPERATOR, holder.user_id, role.id)


async def _same_user_scoped(core: Core, principal, scopes: tuple[str, ...]):
    from application.identity.principal import Principal
    from domain.identity.auth_session import SessionKind

    issued = await core.identity.tokens.issue(principal.user_id, SessionKind.CLI, scopes)
    return Principal(issued.claims)


async def test_scoped_tokens_cannot_claim_or_manage(memory_core: Core) -> None:
    owner = await user(memory_core)
    server = await owned_server(memory_core, owner)
    game = await _same_user_scoped(memory_core, owner, ("profile:read",))
    registration = await memory_core.connect.servers.register("paper", "Other")
    attempts = [
        memory_core.connect.claims.claim(game, registration.claim_key.key),
        memory_core.connect.servers.update(game, server.server_id, is_template=True),
        memory_core.connect.networks.create(game, "Net"),
        memory_core.connect.extensions.create(game, "chat", "Chat", ""),
    ]
    for attempt in attempts:
        with pytest.raises(MissingPermission):
            await attempt
