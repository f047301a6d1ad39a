"""The transport of the settings stream, the games live stream and the social stream in the
HTTP app: the channels plugin (memory, or Redis when SVC_REDIS_URL is set) and a lifespan that
connects Connect's event relay, the games match relay and the social relay to it."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from datetime import timedelta

from litestar import Litestar
from litestar.channels import ChannelsPlugin

from application.ports import Clock
from bootstrap.channels import (
    ChannelsEventSink,
    ChannelsMatchSink,
    ChannelsSocialSink,
    build_channels_plugin,
)
from bootstrap.core import Core
from bootstrap.settings import Settings
from domain.connect.events import ConnectEvent
from entrypoints.http.dto.connect.stream import encode_event
from entrypoints.http.dto.games_live import encode_event as encode_match_event
from entrypoints.http.dto.social.stream import encode_event as encode_social_event


class ConnectChannels:
    def __init__(self, settings: Settings) -> None:
        self.redis = None
        if settings.redis.redis_url:
            from redis.asyncio import Redis

            self.redis = Redis.from_url(
                settings.redis.redis_url, socket_connect_timeout=settings.redis.redis_timeout
            )
        self.plugin: ChannelsPlugin = build_channels_plugin(self.redis)

    def lifespan(self) -> Callable[[Litestar], AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def connect_lifespan(app: Litestar) -> AsyncIterator[None]:
            core: Core = app.state.core
            sink = ChannelsEventSink(
                self.plugin,
                core.settings.redis.redis_prefix,
                _encoder_for(core.connect.commands.ttl, core.clock),
            )
            matches = ChannelsMatchSink(
                self.plugin, core.settings.redis.redis_prefix, encode_match_event
            )
            social = ChannelsSocialSink(
                self.plugin,
                core.settings.redis.redis_prefix,
                core.outbound.social_events,
                encode_social_event,
            )
            core.connect.events.attach(sink)
            core.games.matches.relay.attach(matches)
            core.social.events.attach(social)
            try:
                yield
            finally:
                core.social.events.detach(social)
                core.games.matches.relay.detach(matches)
                core.connect.events.detach(sink)
                if self.redis is not None:
                    await self.redis.aclose()

        return connect_lifespan


def _encoder_for(ttl: timedelta, clock: Clock) -> Callable[[ConnectEvent], bytes]:
    """Connect's events as the stream sends them (commands expire ``ttl`` after creation)."""

    def encode(event: ConnectEvent) -> bytes:
        return encode_event(event, clock.now(), ttl)

    return encode
