"""GrantRepository, RoleRepository and AccessReader behave alike on every adapter."""

from __future__ import annotations

import uuid
from datetime import timedelta

from adapters.system.clock import FrozenClock
from bootstrap.areas.permissions import access_reader
from bootstrap.catalogue import catalogue
from bootstrap.core import Core
from domain.permissions.default_role import DEFAULT_ROLE_ID
from domain.permissions.grant import Grant
from domain.permissions.quantity import parse_quantity
from domain.permissions.role import Role, RoleAssignment, RoleScope
from tests.conftest import sign_in


async def new_user(core: Core) -> uuid.UUID:
    user_id, _ = await sign_in(core)
    return user_id


class TestSeed:
    async def test_a_fresh_database_has_the_default_role_and_the_catalog(self, core: Core) -> None:
        book = await access_reader(core.kernel).role_book()
        default = book.roles[DEFAULT_ROLE_ID]
        assert default.is_default and default.builtin and default.slug == "default"
        assert {g.node for g in default.grants} == set(catalogue().everyday)
        assert book.catalog == frozenset(catalogue().known)


class TestGrants:
    async def test_a_grant_with_expiry_and_value_reads_back_equal(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user_id = await new_user(core)
        grant = Grant(
            "social:friends.max", False, clock.now() + timedelta(days=1), parse_quantity(5, "count")
        )
        async with core.uow() as uow:
            await uow.grants.put_for_user(user_id, grant)
            await uow.grants.put_for_user(user_id, Grant("totem:*", negated=True))
            await uow.commit()
        async with core.uow() as uow:
            stored = await uow.grants.list_for_user(user_id)
        access = await access_reader(core.kernel).user_access(user_id)
        assert stored == [grant, Grant("totem:*", negated=True)]
        assert set(access.grants) == set(stored)

    async def test_putting_a_node_again_replaces_the_grant(self, core: Core) -> None:
        user_id = await new_user(core)
        async with core.uow() as uow:
            await uow.grants.put_for_user(user_id, Grant("profile:read"))
            await uow.grants.put_for_user(user_id, Grant("profile:read", negated=True))
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.grants.list_for_user(user_id) == [Grant("profile:read", True)]

    async def test_removing_counts_what_was_removed(self, core: Core) -> None:
        user_id = await new_user(core)
        async with core.uow() as uow:
            await uow.grants.put_for_user(user_id, Grant("profile:read"))
            first = await uow.grants.remove_for_user(user_id, "profile:read")
            second = await uow.grants.remove_for_user(user_id, "profile:read")
            await uow.commit()
        assert (first, second) == (1, 0)

    async def test_registering_a_known_node_returns_the_existing_entry(self, core: Core) -> None:
        async with core.uow() as uow:
            existing = await uow.grants.register_node(core.ids.new_object_id(), "totem:read")
            added = await uow.grants.register_node("0" * 23 + "f", "shop:buy")
            await uow.commit()
        async with core.uow() as uow:
            catalog = dict(await uow.grants.catalog())
        assert catalog[existing[0]] == "totem:read"
        assert added == ("0" * 23 + "f", "shop:buy") and catalog[added[0]] == "shop:buy"

    async def test_unregistering_a_missing_node_reports_false(self, core: Core) -> None:
        async with core.uow() as uow:
            assert await uow.grants.unregister_node("f" * 24) is False


def make_role(clock: FrozenClock, slug: str, **fields: object) -> Role:
    now = clock.now()
    return Role(
        id=uuid.uuid4().hex[:24],
        slug=slug,
        name=slug.title(),
        created_at=now,
        updated_at=now,
        **fields,
    )


class TestRoles:
    async def test_a_role_with_grants_and_scope_reads_back_equal(
        self, core: Core, clock: FrozenClock
    ) -> None:
        role = make_role(
            clock,
            "moderator",
            description="Keeps order",
            scope=RoleScope("network", "n1"),
            grants=(Grant("admin:user:view"), Grant("social:*", negated=True)),
        )
        async with core.uow() as uow:
            await uow.roles.add(role)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.roles.get(role.id) == role
            assert await uow.roles.find_slug("moderator", RoleScope("network", "n1")) == role
            assert await uow.roles.find_slug("moderator", None) is None
        assert (await access_reader(core.kernel).role_book()).roles[role.id] == role

    async def test_update_replaces_grants(self, core: Core, clock: FrozenClock) -> None:
        role = make_role(clock, "helper", grants=(Grant("a:b"), Grant("c:d")))
        async with core.uow() as uow:
            await uow.roles.add(role)
            await uow.commit()
        role.grants = (Grant("e:f", negated=True),)
        role.is_default = True
        async with core.uow() as uow:
            await uow.roles.update(role)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.roles.get(role.id) == role

    async def test_assignments_follow_the_role_and_go_with_it(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user_id = await new_user(core)
        role = make_role(clock, "vip")
        assignment = RoleAssignment(user_id, role.id, clock.now(), clock.now() + timedelta(days=7))
        async with core.uow() as uow:
            await uow.roles.add(role)
            await uow.roles.assign(assignment)
            await uow.roles.assign(assignment)  # idempotent
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.roles.assignments_of(user_id) == [assignment]
        assert (await access_reader(core.kernel).user_access(user_id)).assignments == (assignment,)
        async with core.uow() as uow:
            assert await uow.roles.remove(role.id) is True
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.roles.assignments_of(user_id) == []
            assert await uow.roles.get(role.id) is None
