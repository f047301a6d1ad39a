"""Connect stream events over Litestar channels: in process, or Redis pub/sub across
instances. Each server has two channels, its settings and its commands, so a listener that may
not see commands is never sent them. Channel names carry the deployment's Redis prefix, so
deployments (and parallel test runs) sharing one Redis never hear each other."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING
from uuid import UUID

from litestar.channels import ChannelsPlugin
from litestar.channels.backends.memory import MemoryChannelsBackend
from litestar.channels.backends.redis import RedisChannelsPubSubBackend

from domain.connect.events import CommandCreated, ConnectEvent

if TYPE_CHECKING:
    from redis.asyncio import Redis

MAX_BACKLOG = 1000
"""Unsent messages kept per listener; a listener that far behind loses the oldest first."""


def settings_channel(prefix: str, server_id: UUID) -> str:
    return f"{prefix}:connect:{server_id}:settings"


def commands_channel(prefix: str, server_id: UUID) -> str:
    return f"{prefix}:connect:{server_id}:commands"


def event_channel(prefix: str, event: ConnectEvent) -> str:
    if isinstance(event, CommandCreated):
        return commands_channel(prefix, event.server_id)
    return settings_channel(prefix, event.server_id)


def build_channels_plugin(redis: Redis | None) -> ChannelsPlugin:
    """A memory backend without Redis; Redis pub/sub (no history) with it."""
    backend = MemoryChannelsBackend() if redis is None else RedisChannelsPubSubBackend(redis=redis)
    return ChannelsPlugin(
        backend=backend,
        arbitrary_channels_allowed=True,
        subscriber_max_backlog=MAX_BACKLOG,
        subscriber_backlog_strategy="dropleft",
    )


class ChannelsEventSink:
    """An EventPublisher that puts events on the channels (awaited, with a time limit)."""

    def __init__(
        self,
        plugin: ChannelsPlugin,
        prefix: str,
        encode: Callable[[ConnectEvent], bytes],
        timeout_seconds: float = 2.0,
    ) -> None:
        self._plugin = plugin
        self._prefix = prefix
        self._encode = encode
        self._timeout = timeout_seconds

    async def publish(self, event: ConnectEvent) -> None:
        channel = event_channel(self._prefix, event)
        await asyncio.wait_for(
            self._plugin.wait_published(self._encode(event), [channel]), self._timeout
        )
