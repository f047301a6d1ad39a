"""What the use cases publish for the social stream, per backend (memory, SQLite, PostgreSQL):
a recording sink attached to the relay, as the HTTP app attaches the channels. Presence online
and offline (the sweep), each friend's visibility, the recipients of chat events with blocks,
and nothing for a refused action."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.social.events import (
    ChatMessageEvent,
    PresenceEvent,
    SocialEvent,
    TypingEvent,
)
from bootstrap.core import Core
from domain.shared.errors import DomainError
from domain.social.chat import ConversationKind
from domain.social.links import Visibility
from tests.support.social import member


class Recording:
    def __init__(self) -> None:
        self.events: list[SocialEvent] = []

    async def publish(self, event: SocialEvent) -> None:
        self.events.append(event)

    def of(self, kind: type) -> list[SocialEvent]:
        return [e for e in self.events if isinstance(e, kind)]


@pytest.fixture
def sink(core: Core) -> Recording:
    recording = Recording()
    core.social.events.attach(recording)
    return recording


async def befriend(core: Core, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await core.social.requests.send(a[1], b[0], "x", None)
    await core.social.requests.accept(b[1], sent.request.request.id)


async def test_a_user_is_announced_online_then_offline_after_the_last_stream_closes(
    core: Core, sink: Recording
) -> None:
    assert isinstance(core.clock, FrozenClock)
    alex, bo, cy, di = [await member(core, n) for n in ("Alex", "Bo", "Cy", "Di")]
    for friend, shown in ((bo, "DEFAULT"), (cy, "LIMITED"), (di, "HIDDEN")):
        await befriend(core, alex, friend)
        await core.social.friends.edit(alex[1], friend[0], visibility=Visibility(shown))
    sink.events.clear()

    await core.social.stream.opened(alex[0])
    [online] = sink.of(PresenceEvent)
    assert isinstance(online, PresenceEvent)
    assert set(online.recipients) == {bo[0], cy[0]}, "the HIDDEN friend is never told"
    assert online.seen[bo[0]].online and online.seen[bo[0]].last_seen_at is not None
    assert online.seen[cy[0]].online and online.seen[cy[0]].last_seen_at is None

    await core.social.stream.opened(alex[0])  # a second device: already online
    core.social.stream.closed(alex[0])
    assert len(sink.of(PresenceEvent)) == 1
    core.clock.advance(timedelta(minutes=10))
    assert await core.social.presence_events.sweep() == 0, "one stream is still open here"

    core.social.stream.closed(alex[0])
    assert await core.social.presence_events.sweep() == 1
    offline = sink.of(PresenceEvent)[-1]
    assert isinstance(offline, PresenceEvent)
    assert set(offline.recipients) == {bo[0], cy[0]}
    assert not offline.seen[bo[0]].online and not offline.seen[cy[0]].online
    assert await core.social.presence_events.sweep() == 0, "announced once"


async def test_a_state_change_reaches_default_friends_only_while_online(
    core: Core, sink: Recording
) -> None:
    alex, bo, cy = [await member(core, n) for n in ("Alex", "Bo", "Cy")]
    await befriend(core, alex, bo)
    await befriend(core, alex, cy)
    await core.social.friends.edit(alex[1], cy[0], visibility=Visibility.LIMITED)
    sink.events.clear()
    await core.social.presence.set(alex[1], "BUSY", None)
    assert sink.of(PresenceEvent) == [], "offline: friends see no state"
    await core.social.stream.opened(alex[0])
    sink.events.clear()
    await core.social.presence.set(alex[1], "BUSY", None)
    [busy] = sink.of(PresenceEvent)
    assert isinstance(busy, PresenceEvent)
    assert busy.recipients == (bo[0],) and str(busy.seen[bo[0]].state) == "BUSY"


async def test_chat_events_skip_those_who_blocked_the_author(core: Core, sink: Recording) -> None:
    alex, bo, cy = [await member(core, n) for n in ("Alex", "Bo", "Cy")]
    await befriend(core, alex, bo)
    await befriend(core, alex, cy)
    row, _ = await core.social.chat.create(alex[1], ConversationKind.GROUP, [bo[0], cy[0]], None)
    group = row.conversation.id
    await core.social.blocks.block(cy[1], bo[0])
    sink.events.clear()
    await core.social.chat.post(bo[1], group, "hello?", None)
    [posted] = sink.of(ChatMessageEvent)
    assert set(posted.recipients) == {alex[0], bo[0]}
    assert await core.social.signals.typing(bo[1], group)
    [typing] = sink.of(TypingEvent)
    assert set(typing.recipients) == {alex[0], bo[0]}
    assert not await core.social.signals.typing(bo[1], group), "again at once: dropped"
    await core.social.chat.post(alex[1], group, "all", None)
    assert set(sink.of(ChatMessageEvent)[-1].recipients) == {alex[0], bo[0], cy[0]}


async def test_a_refused_action_publishes_nothing(core: Core, sink: Recording) -> None:
    alex, bo = await member(core, "Alex"), await member(core, "Bo")
    with pytest.raises(DomainError):
        await core.social.chat.post(alex[1], "0" * 24, "nowhere", None)
    with pytest.raises(DomainError):
        await core.social.signals.typing(bo[1], "0" * 24)
    assert sink.events == []
