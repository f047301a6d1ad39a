"""Social, wired: every use case of the area behind one attribute (``core.social``);
bootstrap/core.py calls ``build_social``."""

from __future__ import annotations

from dataclasses import dataclass

from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, InvalidationBus, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from application.social.blocks import Blocks
from application.social.chat import Chat
from application.social.counts import FriendCountsCache
from application.social.friends import Friends
from application.social.notifications import Notifications
from application.social.pairs import FriendLimits, PairWriter
from application.social.ports import SocialReaders
from application.social.presence import PresenceSettings
from application.social.repairs import LinkRepairs
from application.social.reports import Reports
from application.social.requests import FriendRequests


@dataclass(frozen=True, slots=True)
class SocialSettings:
    friends_max_default: int = 1000
    regions: tuple[str, ...] = ()
    counts_cache_seconds: float = 10.0


@dataclass(frozen=True, slots=True)
class Social:
    friends: Friends
    requests: FriendRequests
    blocks: Blocks
    reports: Reports
    notifications: Notifications
    presence: PresenceSettings
    chat: Chat
    repairs: LinkRepairs


def build_social(
    uow: UnitOfWorkFactory,
    readers: SocialReaders,
    users: UserReader,
    access: AccessControl,
    rates: RateLimits,
    bus: InvalidationBus,
    recorder: PresenceRecorder,
    clock: Clock,
    ids: IdGenerator,
    settings: SocialSettings,
) -> Social:
    counts = FriendCountsCache(readers.friends, bus, settings.counts_cache_seconds)
    writer = PairWriter(uow, ids, counts)
    repairs = LinkRepairs(uow, writer, clock)
    friends = Friends(
        writer, readers.friends, users, counts, access, repairs, clock, settings.regions
    )
    limits = FriendLimits(access, settings.friends_max_default)
    return Social(
        friends=friends,
        requests=FriendRequests(
            uow,
            writer,
            readers.requests,
            users,
            access,
            limits,
            rates,
            friends,
            clock,
            ids,
            settings.regions,
        ),
        blocks=Blocks(writer, readers.blocks, users, access, clock),
        reports=Reports(uow, readers.reports, users, access, rates, clock, ids),
        notifications=Notifications(uow, readers.notifications, clock),
        presence=PresenceSettings(uow, readers.presence, users, recorder, clock),
        chat=Chat(uow, readers.chat, access, clock, ids),
        repairs=repairs,
    )
