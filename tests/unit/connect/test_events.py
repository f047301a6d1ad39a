"""The event relay: use cases publish; whatever delivery is attached hears it."""

from __future__ import annotations

import pytest

from bootstrap.core import Core
from domain.connect.errors import ServerNotFound
from domain.connect.events import CommandCreated, ConnectEvent, SettingsUpdated
from tests.support.connect import owned_server, user


class Recorder:
    def __init__(self) -> None:
        self.events: list[ConnectEvent] = []

    async def publish(self, event: ConnectEvent) -> None:
        self.events.append(event)


class Broken:
    async def publish(self, event: ConnectEvent) -> None:
        raise ConnectionError("the transport is down")


async def test_committed_changes_are_published_to_attached_sinks(memory_core: Core) -> None:
    owner = await user(memory_core)
    server = await owned_server(memory_core, owner)
    recorder = Recorder()
    memory_core.connect.events.attach(Broken())
    memory_core.connect.events.attach(recorder)

    entry = await memory_core.connect.settings.put(owner, server.server_id, "game", {"a": 1})
    command = await memory_core.connect.commands.create(owner, server.server_id, "say", {})
    memory_core.connect.events.detach(recorder)
    await memory_core.connect.settings.put(owner, server.server_id, "game", {"a": 2})

    assert recorder.events == [SettingsUpdated(entry), CommandCreated(command)]
    assert recorder.events[0].server_id == server.server_id


async def test_a_refused_change_publishes_nothing(memory_core: Core) -> None:
    owner = await user(memory_core)
    server = await owned_server(memory_core, owner)
    recorder = Recorder()
    memory_core.connect.events.attach(recorder)
    stranger = await user(memory_core, "Stranger")
    with pytest.raises(ServerNotFound):
        await memory_core.connect.settings.put(stranger, server.server_id, "game", {})
    assert recorder.events == []
