"""Composition of the social area: friends, requests, blocks, reports, notifications, chat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.permissions.area import Permissions
from application.social import area
from application.social.area import Social
from application.social.ports import SocialReaders
from bootstrap.config import integer, number, regions

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class SocialSettings:
    friends_max: int = integer("SVC_FRIENDS_MAX", 1000, 0, 1_000_000)
    regions: tuple[str, ...] = regions("SVC_REGIONS")
    friend_counts_cache_seconds: float = number("SVC_FRIEND_COUNTS_CACHE_SECONDS", 10.0, 0, 3600)


def build_social(*, kernel: Kernel, permissions: Permissions, identity: Identity) -> Social:
    own = kernel.settings.social
    social = area.build_social(
        kernel.uow,
        social_readers(kernel),
        identity.user_reader,
        permissions.access,
        kernel.limits,
        kernel.outbound.bus,
        identity.presence,
        kernel.clock,
        kernel.ids,
        area.SocialSettings(own.friends_max, own.regions, own.friend_counts_cache_seconds),
    )
    kernel.infrastructure.closers.append(social.repairs.drain)  # run before the engine closes
    return social


def social_readers(kernel: Kernel) -> SocialReaders:
    """The hot-path readers of friend lists and presence (the chat commands read them too)."""
    from adapters.memory.social import memory_social_readers
    from adapters.sql.social import sql_social_readers

    return kernel.readers(memory_social_readers, sql_social_readers)
