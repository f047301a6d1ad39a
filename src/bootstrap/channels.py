"""The transport of the Connect settings stream, the games live stream and the social stream,
for the HTTP app:
the entrypoints reach adapters only through the composition root
(tests/unit/architecture/test_layers.py), so they take the channels plugin, the event sinks
and the channel names from here."""

from __future__ import annotations

from adapters.channels.connect import (
    ChannelsEventSink,
    build_channels_plugin,
    commands_channel,
    settings_channel,
)
from adapters.channels.games import ChannelsMatchSink, live_channel
from adapters.channels.social import (
    EPHEMERAL,
    ChannelsSocialSink,
    parse_message,
    social_channel,
)

__all__ = [
    "EPHEMERAL",
    "ChannelsEventSink",
    "ChannelsMatchSink",
    "ChannelsSocialSink",
    "build_channels_plugin",
    "commands_channel",
    "live_channel",
    "parse_message",
    "settings_channel",
    "social_channel",
]
