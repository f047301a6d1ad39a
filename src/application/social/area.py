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
from application.social.chat_signals import ChatSignals
from application.social.counts import FriendCountsCache
from application.social.events import SocialRelay
from application.social.friends import Friends
from application.social.notifications import Notifications
from application.social.pair_events import PairEvents
from application.social.pairs import FriendLimits, PairWriter
from application.social.ports import SocialEventLog, SocialReaders
from application.social.presence import PresenceSettings
from application.social.presence_events import PresenceAnnouncer
from application.social.repairs import LinkRepairs
from application.social.reports import Reports
from application.social.requests import FriendRequests
from application.social.stream import SocialStream


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
    signals: ChatSignals
    repairs: LinkRepairs
    stream: SocialStream
    events: SocialRelay
    """Where the use cases publish what the social stream tells (the HTTP app attaches the
    channels)."""
    presence_events: PresenceAnnouncer


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
    log: SocialEventLog,
) -> Social:
    counts = FriendCountsCache(readers.friends, bus, settings.counts_cache_seconds)
    relay = SocialRelay()
    writer = PairWriter(uow, ids, counts, PairEvents(relay, users, clock))
    repairs = LinkRepairs(uow, writer, clock)
    friends = Friends(
        writer, readers.friends, users, counts, access, repairs, clock, settings.regions
    )
    limits = FriendLimits(access, settings.friends_max_default)
    announcer = PresenceAnnouncer(relay, readers.friends, readers.presence, users, recorder, clock)
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
        notifications=Notifications(uow, readers.notifications, clock, relay),
        presence=PresenceSettings(uow, readers.presence, users, recorder, clock, announcer),
        chat=Chat(uow, readers.chat, access, clock, ids, relay, readers.blocks),
        signals=ChatSignals(readers.chat, readers.blocks, access, rates, relay, clock),
        repairs=repairs,
        stream=SocialStream(access, log, readers.notifications, readers.requests, announcer, clock),
        events=relay,
        presence_events=announcer,
    )
