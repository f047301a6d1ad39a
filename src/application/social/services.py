"""The area's use cases, wired together from ports (bootstrap/core.py calls ``build``)."""

from __future__ import annotations

from dataclasses import dataclass

from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, InvalidationBus, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from application.social.blocks import BlocksService
from application.social.chat import ChatService
from application.social.counts import FriendCountsCache
from application.social.friends import FriendsService
from application.social.notifications import NotificationsService
from application.social.pairs import FriendLimits, PairWriter
from application.social.ports import SocialReaders
from application.social.presence import PresenceService
from application.social.repairs import LinkRepairs
from application.social.reports import ReportsService
from application.social.requests import FriendRequestsService


@dataclass(frozen=True, slots=True)
class SocialSettings:
    friends_max_default: int = 1000
    regions: tuple[str, ...] = ()
    counts_cache_seconds: float = 10.0


@dataclass(frozen=True, slots=True)
class SocialServices:
    friends: FriendsService
    requests: FriendRequestsService
    blocks: BlocksService
    reports: ReportsService
    notifications: NotificationsService
    presence: PresenceService
    chat: ChatService
    repairs: LinkRepairs


def build(
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
) -> SocialServices:
    counts = FriendCountsCache(readers.friends, bus, settings.counts_cache_seconds)
    writer = PairWriter(uow, ids, counts)
    repairs = LinkRepairs(uow, writer, clock)
    friends = FriendsService(
        writer, readers.friends, users, counts, access, repairs, clock, settings.regions
    )
    limits = FriendLimits(access, settings.friends_max_default)
    return SocialServices(
        friends=friends,
        requests=FriendRequestsService(
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
        blocks=BlocksService(writer, readers.blocks, users, access, clock),
        reports=ReportsService(uow, readers.reports, users, access, rates, clock, ids),
        notifications=NotificationsService(uow, readers.notifications, clock),
        presence=PresenceService(uow, readers.presence, users, recorder, clock),
        chat=ChatService(uow, readers.chat, access, clock, ids),
        repairs=repairs,
    )
