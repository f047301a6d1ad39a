"""The settings stream's transport in the HTTP app: the channels plugin (memory, or Redis
when SVC_REDIS_URL is set) and a lifespan that connects Connect's event relay to it and
writes servers' last-seen batches in the background."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

from litestar import Litestar
from litestar.channels import ChannelsPlugin

from bootstrap.channels import ChannelsEventSink, build_channels_plugin
from bootstrap.core import Core
from bootstrap.settings import Settings
from domain.connect.events import ConnectEvent
from entrypoints.http.dto.connect.stream import encode_event

log = logging.getLogger("svc.connect")


class ConnectChannels:
    def __init__(self, settings: Settings) -> None:
        self.redis = None
        if settings.redis_url:
            from redis.asyncio import Redis

            self.redis = Redis.from_url(settings.redis_url)
        self.plugin: ChannelsPlugin = build_channels_plugin(self.redis)

    def lifespan(self) -> Callable[[Litestar], AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def connect_lifespan(app: Litestar) -> AsyncIterator[None]:
            core: Core = app.state.core
            sink = ChannelsEventSink(self.plugin, core.settings.redis_prefix, _encoder_for(core))
            core.connect.events.attach(sink)
            flusher = asyncio.create_task(_flush_server_presence(core), name="svc-connect-seen")
            try:
                yield
            finally:
                core.connect.events.detach(sink)
                flusher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await flusher
                if self.redis is not None:
                    await self.redis.aclose()

        return connect_lifespan


def _encoder_for(core: Core) -> Callable[[ConnectEvent], bytes]:
    ttl = core.connect.commands.ttl

    def encode(event: ConnectEvent) -> bytes:
        return encode_event(event, core.clock.now(), ttl)

    return encode


async def _flush_server_presence(core: Core) -> None:
    interval = core.settings.presence_flush_seconds
    while True:
        await asyncio.sleep(interval)
        try:
            await core.connect.presence.flush()
        except Exception:
            log.warning("could not record servers' last-seen times; will retry", exc_info=True)
