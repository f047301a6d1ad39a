"""Composition of the social area: friends, requests, blocks, reports, notifications, chat,
the social stream (its replay window is an outbound port, bootstrap/outbound.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
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
    social_replay_events: int = integer("SVC_SOCIAL_REPLAY_EVENTS", 500, 0, 100_000)
    social_replay_seconds: float = number("SVC_SOCIAL_REPLAY_SECONDS", 86_400.0, 60, 2_592_000)
    social_presence_sweep_seconds: float = number(
        "SVC_SOCIAL_PRESENCE_SWEEP_SECONDS", 30.0, 0.1, 3600
    )


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
        kernel.outbound.social_events,
    )
    kernel.infrastructure.closers.append(social.repairs.drain)  # run before the engine closes
    kernel.background.add(
        PeriodicJob(
            "social-presence", own.social_presence_sweep_seconds, social.presence_events.sweep
        )
    )
    return social


def social_readers(kernel: Kernel) -> SocialReaders:
    """The hot-path readers of friend lists and presence (the chat commands read them too)."""
    from adapters.memory.social import memory_social_readers
    from adapters.sql.social import sql_social_readers

    return kernel.readers(memory_social_readers, sql_social_readers)
