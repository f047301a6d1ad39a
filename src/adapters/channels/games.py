"""Live match events of the games area over Litestar channels (the plugin the settings stream
uses: in process, or Redis pub/sub across instances). Each event goes to three channels: every
match, the minigame's, the server's; a listener subscribes to the one its filter needs."""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID

from litestar.channels import ChannelsPlugin

from application.games.matches import MatchEvent


def live_channel(prefix: str, minigame_id: str | None = None, server_id: UUID | None = None) -> str:
    if minigame_id is not None:
        return f"{prefix}:games:live:minigame:{minigame_id}"
    if server_id is not None:
        return f"{prefix}:games:live:server:{server_id}"
    return f"{prefix}:games:live"


class ChannelsMatchSink:
    """Hands match events to the channels without waiting for delivery (a listener that
    misses one sees the match in its next snapshot)."""

    def __init__(
        self, plugin: ChannelsPlugin, prefix: str, encode: Callable[[MatchEvent], bytes]
    ) -> None:
        self._plugin = plugin
        self._prefix = prefix
        self._encode = encode

    async def publish(self, event: MatchEvent) -> None:
        match = event.match
        self._plugin.publish(
            self._encode(event),
            [
                live_channel(self._prefix),
                live_channel(self._prefix, minigame_id=match.minigame_id),
                live_channel(self._prefix, server_id=match.server_id),
            ],
        )
