"""Versions, wired: every use case of the area behind one attribute (``core.versions``)."""

from __future__ import annotations

from dataclasses import dataclass

from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from application.versions.access import VersionAccess
from application.versions.channels import Channels
from application.versions.events import ClientEvents
from application.versions.ports import VersionReaders
from application.versions.releases import Releases
from application.versions.resolver import Resolver


@dataclass(frozen=True, slots=True)
class Versions:
    releases: Releases
    channels: Channels
    resolver: Resolver
    events: ClientEvents


def build_versions(
    uow: UnitOfWorkFactory,
    readers: VersionReaders,
    permissions: AccessControl,
    scopes: ScopeRegistry,
    limits: RateLimits,
    clock: Clock,
    ids: IdGenerator,
) -> Versions:
    """Release scopes are the scope types ``service`` and ``extension`` of ``scopes`` (the
    registry roles use), so a role limited to one service grants its nodes there only."""
    access = VersionAccess(permissions, scopes)
    return Versions(
        releases=Releases(uow, access, clock, ids),
        channels=Channels(uow, access, clock, ids),
        resolver=Resolver(readers.resolve),
        events=ClientEvents(uow, access, limits, clock, ids),
    )
