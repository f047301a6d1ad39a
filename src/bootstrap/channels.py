"""The Connect stream's transport, for the HTTP app: the entrypoints reach adapters only
through the composition root (tests/unit/architecture/test_layers.py), so they take the
channels plugin, the event sink and the channel names from here."""

from __future__ import annotations

from adapters.channels.connect import (
    ChannelsEventSink,
    build_channels_plugin,
    commands_channel,
    settings_channel,
)

__all__ = ["ChannelsEventSink", "build_channels_plugin", "commands_channel", "settings_channel"]
