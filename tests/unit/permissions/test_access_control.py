"""Permission decisions as requests see them: grants, roles, scopes, caches."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.memory.bus import LocalBus, LocalHub
from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR, Principal
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from application.permissions.roles import RoleDraft
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.permissions.grant import Grant
from domain.permissions.quantity import Dimension, parse_quantity
from domain.permissions.role import RoleScope
from tests.conftest import SUPER_ADMIN, sign_in


@pytest.fixture
async def memory_core(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    async with await build_core(settings_for("memory://"), clock=clock) as core:
        yield core


async def principal_of(core: Core, scopes: tuple[str, ...] = ()) -> Principal:
    _, token = await sign_in(core, uuid.uuid4(), "Player", scopes)
    return Principal(core.identity.tokens.verify(token))


class TestEverydayNodes:
    async def test_everyone_holds_the_default_roles_nodes(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        for node in ("profile:read", "totem:write", "social:friends.edit", "social:chat.read"):
            assert await memory_core.permissions.access.allows(player, node)

    async def test_nodes_outside_the_default_role_are_refused(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        assert not await memory_core.permissions.access.allows(player, "admin:user:view")
        with pytest.raises(MissingPermission):
            await memory_core.permissions.access.require(player, "versions:write")

    async def test_a_users_own_deny_beats_the_default_role(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        await memory_core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("totem:write", negated=True)
        )
        assert not await memory_core.permissions.access.allows(player, "totem:write")
        assert await memory_core.permissions.access.allows(player, "totem:read")

    async def test_absent_friends_and_totem_nodes_are_allowed(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        assert await memory_core.permissions.access.allows(player, "totem:export")
        assert await memory_core.permissions.access.allows(player, "social:friends.favorite")
        assert not await memory_core.permissions.access.allows(
            player, "social:gifts.send"
        )  # not friends.*

    async def test_a_node_granted_once_is_no_longer_absent(self, memory_core: Core) -> None:
        player, other = await principal_of(memory_core), await principal_of(memory_core)
        await memory_core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("totem:export")
        )
        assert await memory_core.permissions.access.allows(player, "totem:export")
        assert not await memory_core.permissions.access.allows(other, "totem:export")


class TestExpiry:
    async def test_an_expired_grant_stops_counting(
        self, memory_core: Core, clock: FrozenClock
    ) -> None:
        player = await principal_of(memory_core)
        until = clock.now() + timedelta(hours=1)
        await memory_core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("admin:user:view", False, until)
        )
        assert await memory_core.permissions.access.allows(player, "admin:user:view")
        clock.advance(timedelta(hours=2))
        assert not await memory_core.permissions.access.allows(player, "admin:user:view")


class TestScopedTokens:
    async def test_a_scoped_token_is_refused_outside_its_scopes(self, memory_core: Core) -> None:
        player = await principal_of(memory_core, scopes=("profile:read", "totem:read"))
        assert await memory_core.permissions.access.allows(player, "profile:read")
        assert not await memory_core.permissions.access.allows(player, "social:friends.read")

    async def test_a_scoped_super_admin_token_has_no_admin_power(self, memory_core: Core) -> None:
        _, token = await sign_in(memory_core, SUPER_ADMIN, "Root", ("profile:read",))
        with pytest.raises(MissingPermission):
            memory_core.permissions.access.require_super_admin(
                Principal(memory_core.identity.tokens.verify(token))
            )


class TestRoles:
    async def test_an_assigned_role_grants_its_nodes(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        role = await memory_core.permissions.roles.create(
            OPERATOR, RoleDraft("support", "Support", grants=(Grant("admin:user:view"),))
        )
        await memory_core.permissions.roles.assign(OPERATOR, player.user_id, role.id)
        assert await memory_core.permissions.access.allows(player, "admin:user:view")
        await memory_core.permissions.roles.unassign(OPERATOR, player.user_id, role.id)
        assert not await memory_core.permissions.access.allows(player, "admin:user:view")

    async def test_a_new_default_role_applies_to_everyone(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        await memory_core.permissions.roles.create(
            OPERATOR, RoleDraft("beta", "Beta", is_default=True, grants=(Grant("versions:track"),))
        )
        assert await memory_core.permissions.access.allows(player, "versions:track")

    async def test_a_scoped_role_applies_only_in_its_scope(self, memory_core: Core) -> None:
        async def network_exists(network_id: str) -> bool:
            return network_id == "net-1"

        memory_core.permissions.scopes.register("network", network_exists)
        player = await principal_of(memory_core)
        role = await memory_core.permissions.roles.create(
            OPERATOR,
            RoleDraft(
                "ops",
                "Ops",
                grants=(Grant("connect:commands:write"),),
                scope=RoleScope("network", "net-1"),
            ),
        )
        await memory_core.permissions.roles.assign(OPERATOR, player.user_id, role.id)
        node = "connect:commands:write"
        assert await memory_core.permissions.access.allows(
            player, node, frozenset({"network:net-1"})
        )
        assert not await memory_core.permissions.access.allows(
            player, node, frozenset({"network:net-2"})
        )
        assert not await memory_core.permissions.access.allows(player, node)


class TestQuantities:
    async def test_the_largest_value_held_applies(self, memory_core: Core) -> None:
        player = await principal_of(memory_core)
        await memory_core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("social:friends.max", value=parse_quantity(50))
        )
        await memory_core.permissions.roles.create(
            OPERATOR,
            RoleDraft(
                "whale",
                "Whale",
                is_default=True,
                grants=(Grant("social:friends.max", value=parse_quantity(200, "count")),),
            ),
        )
        value = await memory_core.permissions.access.quantity(
            player.user_id, "social:friends.max", Dimension.COUNT
        )
        assert value == 200


class TestInvalidationAcrossInstances:
    async def test_a_grant_made_on_one_instance_is_seen_by_the_other_at_once(
        self,
        database_url_for: Callable[[str], str],
        settings_for: Callable[..., Settings],
    ) -> None:
        settings = settings_for(database_url_for("sqlite"), permission_cache_seconds=3600)
        hub = LocalHub()
        async with (
            await build_core(settings, outbound=Outbound(bus=LocalBus(hub))) as first,
            await build_core(settings, outbound=Outbound(bus=LocalBus(hub))) as second,
        ):
            _, token = await sign_in(first, uuid.uuid4(), "Player")
            player = Principal(second.identity.tokens.verify(token))
            assert not await second.permissions.access.allows(
                player, "admin:user:view"
            )  # now cached
            await first.permissions.grants.put(
                OPERATOR, player.user_id, GrantChange("admin:user:view")
            )
            assert await second.permissions.access.allows(player, "admin:user:view")

    async def test_without_the_message_the_cache_would_have_answered(
        self,
        database_url_for: Callable[[str], str],
        settings_for: Callable[..., Settings],
    ) -> None:
        """The control for the test above: separate buses, long TTL, stale answer."""
        settings = settings_for(database_url_for("sqlite"), permission_cache_seconds=3600)
        async with (
            await build_core(settings, outbound=Outbound(bus=LocalBus())) as first,
            await build_core(settings, outbound=Outbound(bus=LocalBus())) as second,
        ):
            _, token = await sign_in(first, uuid.uuid4(), "Player")
            player = Principal(second.identity.tokens.verify(token))
            assert not await second.permissions.access.allows(player, "admin:user:view")
            await first.permissions.grants.put(
                OPERATOR, player.user_id, GrantChange("admin:user:view")
            )
            assert not await second.permissions.access.allows(player, "admin:user:view")


class TestListingCache:
    async def test_the_listing_follows_grants_and_lapses_with_them(
        self, memory_core: Core, clock: FrozenClock
    ) -> None:
        player = await principal_of(memory_core)
        assert "admin:user:view" not in await memory_core.permissions.access.allowed_nodes(
            player.user_id
        )
        until = clock.now() + timedelta(minutes=10)
        await memory_core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("admin:user:view", False, until)
        )
        assert "admin:user:view" in await memory_core.permissions.access.allowed_nodes(
            player.user_id
        )
        clock.advance(timedelta(minutes=11))
        assert "admin:user:view" not in await memory_core.permissions.access.allowed_nodes(
            player.user_id
        )

    async def test_the_listing_lapses_with_a_role_assignment(
        self, memory_core: Core, clock: FrozenClock
    ) -> None:
        player = await principal_of(memory_core)
        role = await memory_core.permissions.roles.create(
            OPERATOR, RoleDraft("trial", "Trial", grants=(Grant("versions:track"),))
        )
        await memory_core.permissions.roles.assign(
            OPERATOR, player.user_id, role.id, clock.now() + timedelta(hours=1)
        )
        assert "versions:track" in await memory_core.permissions.access.allowed_nodes(
            player.user_id
        )
        clock.advance(timedelta(hours=2))
        assert "versions:track" not in await memory_core.permissions.access.allowed_nodes(
            player.user_id
        )


class TestExplain:
    async def test_the_explanation_answers_what_the_check_answers(
        self, memory_core: Core, clock: FrozenClock
    ) -> None:
        """Grants, an expiring assignment, a scoped role and the default role, before and
        after the assignment lapses: AccessControl.explain builds the check's permission set."""
        core, access = memory_core, memory_core.permissions.access
        player = await principal_of(core)
        await core.permissions.grants.put(
            OPERATOR, player.user_id, GrantChange("totem:write", negated=True)
        )
        helpers = await core.permissions.roles.create(OPERATOR, RoleDraft(
            "helpers", "Helpers", grants=(Grant("admin:user:view"), Grant("totem:*"))))  # fmt: skip
        await core.permissions.roles.assign(
            OPERATOR, player.user_id, helpers.id, clock.now() + timedelta(hours=1)
        )
        nodes = ("totem:write", "totem:read", "admin:user:view", "admin:shop:view",
                 "profile:read", "social:friends.extra")  # fmt: skip
        for _ in range(2):
            for node in nodes:
                why = await access.explain(player.user_id, node)
                assert why.allowed == await access.allows(player, node), node
            clock.advance(timedelta(hours=2))  # the assignment lapses
            await access.changed(player.user_id)
        lapsed = await access.explain(player.user_id, "admin:user:view")
        assert (lapsed.allowed, lapsed.decider.value) == (False, "none")
