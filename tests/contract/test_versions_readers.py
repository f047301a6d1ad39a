"""The resolve reader on every backend: what it answers follows every change of the pointer
and of the releases it names (the SQL reader keeps parsed releases per revision)."""

from __future__ import annotations

from application.versions.releases import ReleaseChanges
from bootstrap.areas.versions import version_readers
from bootstrap.core import Core
from domain.versions.release import ReleaseStatus
from tests.support.versions import admin, artifact, release, service_scope


async def test_resolve_follows_every_change(core: Core) -> None:
    root = await admin(core)
    scope = await service_scope(core)
    reader = version_readers(core.kernel).resolve
    assert await reader.pointer(scope, "stable") is None
    one = await release(core, root, scope, "2026.01.01-abcdef0", artifacts=[artifact()])
    two = await release(core, root, scope, "2026.02.01-abcdef0", notes="v2")
    await core.versions.channels.move(root, scope, "stable", one.id)
    view = await reader.pointer(scope, "stable")
    assert view and view.release and view.release.artifacts == (artifact(),)
    assert view.previous is None and view.pointer.revision == 1

    await core.versions.channels.move(root, scope, "stable", two.id, 40)
    view = await reader.pointer(scope, "stable")
    assert view and view.release and view.previous
    assert (view.release.id, view.previous.id, view.pointer.rollout_percent) == (two.id, one.id, 40)

    await core.versions.releases.update(root, two.id, ReleaseChanges(notes="v2, fixed"))
    view = await reader.pointer(scope, "stable")
    assert view and view.release and (view.release.notes, view.release.revision) == ("v2, fixed", 2)
    await core.versions.releases.update(
        root, two.id, ReleaseChanges(status=ReleaseStatus.DEPRECATED)
    )
    view = await reader.pointer(scope, "stable")
    assert view and view.release and view.release.status is ReleaseStatus.DEPRECATED

    await core.versions.releases.update(root, two.id, ReleaseChanges(status=ReleaseStatus.REVOKED))
    view = await reader.pointer(scope, "stable")
    assert view and view.release and view.release.id == one.id and view.previous is None
    await core.versions.releases.update(root, one.id, ReleaseChanges(status=ReleaseStatus.REVOKED))
    view = await reader.pointer(scope, "stable")
    assert view and view.release is None and view.pointer.release_id is None
    assert await reader.pointer(scope, "beta") is None
