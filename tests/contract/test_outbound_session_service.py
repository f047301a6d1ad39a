"""The game session service port: the memory fake answers like the Minecraft adapter
against a local session server (tests/support/session_server.py)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Protocol

import pytest

from adapters.memory.session_service import MemorySessionService
from adapters.session_service.minecraft import MinecraftSessionService
from application.identity.ports import SessionService
from domain.identity.errors import SessionServiceUnavailable
from domain.identity.game_session import GameProfile
from tests.support.live_server import free_port
from tests.support.session_server import SessionServer, session_server

TIMEOUT = 30.0  # generous: a loaded machine still answers in time
PROFILE = uuid.UUID("5f7c6a3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f")
SERVER_ID = "4b1d" * 10


class Side(Protocol):
    """One session service under test, and what the game clients told it."""

    service: SessionService

    def join(self, name: str, server_id: str, profile_id: uuid.UUID) -> None: ...

    def break_down(self) -> None:
        """The service fails every call (answers an error)."""

    async def unreachable(self) -> SessionService:
        """A service of this kind that cannot be reached at all."""


@dataclass
class MemorySide:
    service: MemorySessionService

    def join(self, name: str, server_id: str, profile_id: uuid.UUID) -> None:
        self.service.join(name, server_id, profile_id)

    def break_down(self) -> None:
        self.service.unavailable = True

    async def unreachable(self) -> SessionService:
        down = MemorySessionService()
        down.unavailable = True
        return down


@dataclass
class MinecraftSide:
    server: SessionServer
    service: MinecraftSessionService
    closers: list[MinecraftSessionService]

    def join(self, name: str, server_id: str, profile_id: uuid.UUID) -> None:
        self.server.join(name, server_id, profile_id)

    def break_down(self) -> None:
        self.server.mode = "error"

    async def unreachable(self) -> SessionService:
        down = MinecraftSessionService(f"http://127.0.0.1:{free_port()}", TIMEOUT)
        self.closers.append(down)
        return down


@pytest.fixture(scope="module")
def running_server() -> Iterator[SessionServer]:
    with session_server() as server:
        yield server


@pytest.fixture(params=["memory", pytest.param("minecraft", marks=pytest.mark.slow)])
async def side(request: pytest.FixtureRequest) -> AsyncIterator[Side]:
    if request.param == "memory":
        yield MemorySide(MemorySessionService())
        return
    server: SessionServer = request.getfixturevalue("running_server")
    server.joins.clear()
    server.mode = "normal"
    service = MinecraftSessionService(server.url, TIMEOUT)
    real = MinecraftSide(server, service, [service])
    yield real
    server.mode = "normal"
    for client in real.closers:
        await client.aclose()


class TestJoined:
    async def test_the_profile_that_joined_is_answered(self, side: Side) -> None:
        side.join("Steve", SERVER_ID, PROFILE)
        assert await side.service.has_joined("Steve", SERVER_ID) == GameProfile(PROFILE, "Steve")

    async def test_each_join_is_answered_for_its_own_server_id(self, side: Side) -> None:
        other = uuid.uuid4()
        side.join("Steve", SERVER_ID, PROFILE)
        side.join("Alex", "a1ex" * 10, other)
        assert await side.service.has_joined("Alex", "a1ex" * 10) == GameProfile(other, "Alex")


class TestNotJoined:
    async def test_a_join_nobody_announced_is_none(self, side: Side) -> None:
        assert await side.service.has_joined("Steve", SERVER_ID) is None

    async def test_another_name_on_the_same_server_id_is_none(self, side: Side) -> None:
        side.join("Steve", SERVER_ID, PROFILE)
        assert await side.service.has_joined("Alex", SERVER_ID) is None

    async def test_the_same_name_on_another_server_id_is_none(self, side: Side) -> None:
        side.join("Steve", SERVER_ID, PROFILE)
        assert await side.service.has_joined("Steve", "0" * 40) is None


class TestUnavailable:
    async def test_a_failing_service_is_unavailable(self, side: Side) -> None:
        side.join("Steve", SERVER_ID, PROFILE)
        side.break_down()
        with pytest.raises(SessionServiceUnavailable):
            await side.service.has_joined("Steve", SERVER_ID)

    async def test_an_unreachable_service_is_unavailable(self, side: Side) -> None:
        with pytest.raises(SessionServiceUnavailable):
            await (await side.unreachable()).has_joined("Steve", SERVER_ID)
