"""Releases through the use cases (memory core): scopes, permissions, statuses, revisions."""

from __future__ import annotations

import pytest

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from application.versions.releases import ReleaseChanges, ReleaseDraft
from bootstrap.core import Core
from domain.permissions.role import RoleScope
from domain.shared.errors import Forbidden, InvalidInput, NotFound
from domain.versions.errors import (
    BuildIdTaken,
    InvalidTransition,
    NotDraft,
    ReleaseFrozen,
    StaleRevision,
)
from domain.versions.release import ReleaseScope, ReleaseStatus, ScopeType
from tests.support.versions import (
    admin,
    artifact,
    extension_scope,
    grant,
    grant_within,
    person,
    release,
    service_scope,
)

DRAFT, PUBLISHED = ReleaseStatus.DRAFT, ReleaseStatus.PUBLISHED


async def test_a_release_needs_an_existing_scope(core: Core) -> None:
    root = await admin(core)
    for scope in (
        ReleaseScope(ScopeType.SERVICE, "0" * 24),
        ReleaseScope(ScopeType.EXTENSION, "no.such.extension"),
    ):
        with pytest.raises(InvalidInput) as refused:
            await release(core, root, scope, "2026.01.01")
        assert refused.value.code == "versions.unknown_scope"
        assert scope.key in refused.value.detail
    for scope in (await service_scope(core), await extension_scope(core)):
        created = await release(core, root, scope, "2026.01.01-abcdef0", DRAFT)
        assert (created.scope, created.status, created.revision) == (scope, DRAFT, 1)


async def test_build_ids_are_unique_per_scope(core: Core) -> None:
    root = await admin(core)
    one, two = await service_scope(core), await service_scope(core)
    await release(core, root, one, "2026.01.01-abcdef0")
    with pytest.raises(BuildIdTaken):
        await release(core, root, one, "2026.01.01-abcdef0", DRAFT)
    await release(core, root, two, "2026.01.01-abcdef0")  # another scope: fine
    draft = await release(core, root, one, "2026.01.02", DRAFT)
    with pytest.raises(BuildIdTaken):
        await core.versions.releases.update(
            root, draft.id, ReleaseChanges(build_id="2026.01.01-abcdef0")
        )


async def test_writing_and_publishing_need_their_nodes_within_the_scope(core: Core) -> None:
    scope, other = await service_scope(core), await service_scope(core)
    writer = await person(core, "Writer")
    with pytest.raises(Forbidden):  # everyone reads; nobody writes by default
        await release(core, writer, scope, "2026.01.01", DRAFT)
    await grant_within(core, writer, scope.key, "versions:write")
    draft = await release(core, writer, scope, "2026.01.01", DRAFT)
    with pytest.raises(Forbidden):  # the role is limited to its scope
        await release(core, writer, other, "2026.01.01", DRAFT)
    with pytest.raises(Forbidden):  # publishing is another node
        await release(core, writer, scope, "2026.01.02", PUBLISHED)
    with pytest.raises(Forbidden):
        await core.versions.releases.update(writer, draft.id, ReleaseChanges(status=PUBLISHED))
    await core.versions.releases.update(writer, draft.id, ReleaseChanges(notes="Fixes"))
    await grant(core, writer, "versions:publish")
    published = await core.versions.releases.update(
        writer, draft.id, ReleaseChanges(status=PUBLISHED)
    )
    assert published.status is PUBLISHED and published.published_at is not None


async def test_reading_is_for_versions_read_and_hides_what_one_may_not_read(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    made = await release(core, root, scope, "2026.01.01")
    reader = await person(core)
    assert (await core.versions.releases.get(reader, made.id)).id == made.id
    denied = await person(core)
    await core.permissions.grants.put(
        OPERATOR, denied.user_id, GrantChange("versions:read", negated=True)
    )
    with pytest.raises(NotFound):
        await core.versions.releases.get(denied, made.id)
    with pytest.raises(Forbidden):
        await core.versions.releases.page(denied, scope, None, None, None, None)


async def test_status_moves_and_what_stays_fixed(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    draft = await release(core, root, scope, "2026.01.01", DRAFT, artifacts=[artifact()])
    moved = await core.versions.releases.update(
        root,
        draft.id,
        ReleaseChanges(build_id="2026.01.02-abcdef0", artifacts=(artifact(n=1),)),
    )
    assert moved.build_id.text == "2026.01.02-abcdef0" and moved.revision == 2
    published = await core.versions.releases.update(
        root, draft.id, ReleaseChanges(status=PUBLISHED)
    )
    for frozen in (
        ReleaseChanges(build_id="2026.01.03"),
        ReleaseChanges(artifacts=(artifact(n=2),)),
    ):
        with pytest.raises(ReleaseFrozen):
            await core.versions.releases.update(root, published.id, frozen)
    with pytest.raises(InvalidTransition):
        await core.versions.releases.update(root, published.id, ReleaseChanges(status=DRAFT))
    deprecated = await core.versions.releases.update(
        root, published.id, ReleaseChanges(status=ReleaseStatus.DEPRECATED)
    )
    assert deprecated.status is ReleaseStatus.DEPRECATED
    back = await core.versions.releases.update(root, published.id, ReleaseChanges(status=PUBLISHED))
    assert back.status is PUBLISHED
    revoked = await core.versions.releases.update(
        root, published.id, ReleaseChanges(status=ReleaseStatus.REVOKED)
    )
    for change in (
        ReleaseChanges(status=PUBLISHED),
        ReleaseChanges(status=ReleaseStatus.DEPRECATED),
    ):
        with pytest.raises(InvalidTransition):
            await core.versions.releases.update(root, revoked.id, change)
    with pytest.raises(ReleaseFrozen):
        await core.versions.releases.update(
            root, revoked.id, ReleaseChanges(minimum_supported="2026.01.01")
        )
    noted = await core.versions.releases.update(root, revoked.id, ReleaseChanges(notes="Bad"))
    assert noted.notes == "Bad"


async def test_only_drafts_are_deleted(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    draft = await release(core, root, scope, "2026.01.01", DRAFT)
    published = await release(core, root, scope, "2026.01.02")
    with pytest.raises(NotDraft):
        await core.versions.releases.delete(root, published.id)
    await core.versions.releases.delete(root, draft.id)
    with pytest.raises(NotFound):
        await core.versions.releases.get(root, draft.id)
    with pytest.raises(NotFound):
        await core.versions.releases.delete(root, draft.id)


async def test_if_match_refuses_a_stale_revision(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    made = await release(core, root, scope, "2026.01.01", DRAFT)
    await core.versions.releases.update(root, made.id, ReleaseChanges(notes="one"), 1)
    with pytest.raises(StaleRevision):
        await core.versions.releases.update(root, made.id, ReleaseChanges(notes="two"), 1)
    with pytest.raises(StaleRevision):
        await core.versions.releases.delete(root, made.id, 1)
    unchanged = await core.versions.releases.update(root, made.id, ReleaseChanges(notes="one"), 2)
    assert unchanged.revision == 2  # nothing changed: no new revision


async def test_minimum_supported_is_set_checked_and_cleared(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    made = await release(core, root, scope, "2026.05.01", minimum="2026.04.01")
    assert made.minimum_supported is not None
    with pytest.raises(InvalidInput):
        await core.versions.releases.update(
            root, made.id, ReleaseChanges(minimum_supported="2026.06.01")
        )
    cleared = await core.versions.releases.update(root, made.id, ReleaseChanges(clear_minimum=True))
    assert cleared.minimum_supported is None


async def test_pages_filter_by_scope_status_and_channel(core: Core) -> None:
    root = await admin(core)
    scope, other = await service_scope(core), await service_scope(core)
    made = [await release(core, root, scope, f"2026.01.{d:02d}") for d in range(1, 8)]
    await release(core, root, other, "2026.01.01")
    draft = await release(core, root, scope, "2026.02.01", DRAFT)
    await core.versions.channels.move(root, scope, "beta", made[2].id)
    await core.versions.channels.move(root, scope, "beta", made[4].id)
    seen, cursor = [], None
    while True:
        page = await core.versions.releases.page(root, scope, None, None, 3, cursor)
        seen += [r.id for r in page.items]
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert seen == [draft.id, *(r.id for r in reversed(made))]
    drafts = await core.versions.releases.page(root, scope, None, DRAFT, None, None)
    assert [r.id for r in drafts.items] == [draft.id]
    beta = await core.versions.releases.page(root, scope, "beta", None, None, None)
    assert [r.id for r in beta.items] == [made[4].id, made[2].id]
    every = await core.versions.releases.page(root, None, None, None, 200, None)
    assert len(every.items) == 9
    with pytest.raises(InvalidInput):
        await core.versions.releases.page(root, scope, None, None, 0, None)


async def test_roles_scoped_to_an_extension_apply_to_its_releases(core: Core) -> None:
    scope = await extension_scope(core)
    team = await person(core, "Team")
    await grant_within(core, team, scope.key, "versions:write", "versions:publish")
    made = await release(core, team, scope, "2026.01.01")
    assert made.status is PUBLISHED
    assert RoleScope("extension", scope.id).key == scope.key


async def test_a_draft_is_created_with_its_fields(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    made = await core.versions.releases.create(
        root,
        ReleaseDraft(scope, "2026.03.04-0123abc", "Notes\nline", (artifact(),), "2026.01.01"),
    )
    got = await core.versions.releases.get(root, made.id)
    assert (got.notes, got.artifacts, got.minimum_supported, got.status) == (
        "Notes\nline",
        (artifact(),),
        made.minimum_supported,
        DRAFT,
    )
