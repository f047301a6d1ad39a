"""What a client should run: the public, cacheable resolve (docs/versions.md, "Resolve")."""

from __future__ import annotations

from dataclasses import dataclass

from application.versions.ports import ResolveReader
from domain.versions.channel import check_channel, check_client_id
from domain.versions.errors import NothingResolved
from domain.versions.release import Release, ReleaseScope, parse_build_id


@dataclass(frozen=True, slots=True)
class Resolution:
    scope: ReleaseScope
    channel: str
    release: Release
    must_update: bool
    """The client's build is below the release's minimum supported build."""
    update_available: bool
    """The client does not run this release (or did not say what it runs)."""
    tag: str
    """Changes whenever the answer does (the HTTP ``ETag``)."""


class Resolver:
    def __init__(self, reader: ResolveReader) -> None:
        self._reader = reader

    async def resolve(
        self,
        scope: ReleaseScope,
        channel: str,
        current: str | None = None,
        client_id: str | None = None,
    ) -> Resolution:
        check_channel(channel)
        running = parse_build_id(current, "current") if current is not None else None
        client = check_client_id(client_id)
        view = await self._reader.pointer(scope, channel)
        if view is None:
            raise NothingResolved()
        pointer = view.pointer
        wanted = pointer.release_for(client)
        release = view.release if wanted == pointer.release_id else view.previous
        if release is None or not release.status.activatable:
            release = view.release  # never a revoked or draft release: the target or nothing
        if release is None or not release.status.activatable:
            raise NothingResolved()
        must_update = release.must_update(running)
        update_available = running is None or running.text != release.build_id.text
        tag = (
            f"{pointer.revision}.{release.id}.{release.revision}."
            f"{int(must_update)}{int(update_available)}"
        )
        return Resolution(scope, channel, release, must_update, update_available, tag)
