"""Building blocks for the versions and news suites: people, scopes that exist, releases."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from application.identity.principal import OPERATOR, Principal
from application.permissions.grants import GrantChange
from application.permissions.roles import RoleDraft
from application.services.directory import ServiceDraft
from application.versions.releases import ReleaseDraft
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.permissions.grant import Grant
from domain.permissions.role import RoleScope
from domain.versions.release import Artifact, Release, ReleaseScope, ReleaseStatus, ScopeType
from tests.conftest import SUPER_ADMIN

SHA = "ab" * 32


async def person(core: Core, name: str = "Player", user_id: uuid.UUID | None = None) -> Principal:
    """A user and the principal of a fresh token (built from the claims: the suites' clock may
    be ahead of the wall clock the signature check uses)."""
    user_id = user_id or uuid.uuid4()
    await core.identity.users.ensure(user_id, name)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI, ())
    return Principal(issued.claims)


async def admin(core: Core) -> Principal:
    return await person(core, "Root", SUPER_ADMIN)


async def grant(core: Core, user: Principal, *nodes: str) -> None:
    """Global grants of these nodes (as a super admin would give them)."""
    for node in nodes:
        await core.permissions.grants.put(OPERATOR, user.user_id, GrantChange(node))


async def grant_within(core: Core, user: Principal, scope_key: str, *nodes: str) -> None:
    """A role limited to ``scope_key`` (``service:<id>``...) granting these nodes, assigned."""
    scope_type, _, scope_id = scope_key.partition(":")
    role = await core.permissions.roles.create(
        OPERATOR,
        RoleDraft(
            slug=f"team-{uuid.uuid4().hex[:8]}",
            name="Team",
            grants=tuple(Grant(node) for node in nodes),
            scope=RoleScope(scope_type, scope_id),
        ),
    )
    await core.permissions.roles.assign(OPERATOR, user.user_id, role.id)


async def service_scope(core: Core, owner: Principal | None = None) -> ReleaseScope:
    """A registered service, as a release scope."""
    owner = owner or await person(core, "Owner")
    service = await core.services.directory.create(
        owner, ServiceDraft(slug=f"svc-{uuid.uuid4().hex[:10]}", name="Launcher")
    )
    return ReleaseScope(ScopeType.SERVICE, service.id)


async def extension_scope(core: Core, owner: Principal | None = None) -> ReleaseScope:
    """A catalogued Connect extension, as a release scope."""
    owner = owner or await person(core, "Author")
    extension_id = f"ext.{uuid.uuid4().hex[:10]}"
    await core.connect.extensions.create(owner, extension_id, "Extension", "")
    return ReleaseScope(ScopeType.EXTENSION, extension_id)


def artifact(platform: str = "linux-x64", n: int = 0) -> Artifact:
    return Artifact(f"https://cdn.example/build-{n}.zip", SHA, 1024 + n, platform)


async def release(
    core: Core,
    by: Principal,
    scope: ReleaseScope,
    build_id: str,
    status: ReleaseStatus = ReleaseStatus.PUBLISHED,
    *,
    minimum: str | None = None,
    artifacts: Sequence[Artifact] = (),
    notes: str = "",
) -> Release:
    return await core.versions.releases.create(
        by,
        ReleaseDraft(scope, build_id, notes, tuple(artifacts), minimum, status),
    )
