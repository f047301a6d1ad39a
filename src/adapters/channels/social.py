"""The social stream's events over Litestar channels (the plugin of the settings stream:
in process, or Redis pub/sub across instances): one channel per user. Each event is numbered
and kept in the user's replay window first (``SocialEventLog``), then published as
``<seq> <body>``; an ephemeral one (typing) is published as ``0 <body>`` and kept nowhere."""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID

from litestar.channels import ChannelsPlugin

from application.social.events import SocialEvent
from application.social.ports import SocialEventLog

EPHEMERAL = 0
"""The number of an event that is not kept for replay."""


def social_channel(prefix: str, user: UUID) -> str:
    return f"{prefix}:social:{user.hex}"


def channel_message(seq: int, body: str) -> bytes:
    return f"{seq} {body}".encode()


def parse_message(data: bytes) -> tuple[int, str]:
    """``(seq, body)`` of a channel message."""
    text = data.decode()
    number, _, body = text.partition(" ")
    return int(number), body


class ChannelsSocialSink:
    """Numbers the event for each recipient (one call to the window for all of them), then
    hands it to the channels without waiting for delivery: a listener that misses it reads it
    from the window when the next one shows the gap, or when it reconnects with ``since``."""

    def __init__(
        self,
        plugin: ChannelsPlugin,
        prefix: str,
        log: SocialEventLog,
        encode: Callable[[SocialEvent, UUID], str],
    ) -> None:
        self._plugin = plugin
        self._prefix = prefix
        self._log = log
        self._encode = encode

    async def publish(self, event: SocialEvent) -> None:
        items = [(user, self._encode(event, user)) for user in event.recipients]
        if event.ephemeral:
            seqs = [EPHEMERAL] * len(items)
        else:
            seqs = await self._log.append(items)
        for (user, body), seq in zip(items, seqs, strict=True):
            self._plugin.publish(channel_message(seq, body), [social_channel(self._prefix, user)])
