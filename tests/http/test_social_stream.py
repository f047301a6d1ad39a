"""The social stream on a real uvicorn (one process, the in-memory channels and replay window,
SQLite): refusals as close codes, presence as each friend's visibility allows, typing and read
receipts sent by the client, and its refused frames. The multi-instance behaviour (Redis) is
tests/cluster/test_social_stream.py.

Friendships and visibilities are made by a core beside the server, not over HTTP: a request
would mark the user seen, and a user already online is not announced again.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator, Callable, Iterator

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.typing import Subprotocol

from application.identity.principal import Principal
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.social.links import Visibility
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.social_stream import Frames, conversation, open_stream, say
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("social-stream")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var", SVC_STREAM_PING_SECONDS="0.5")) as svc:
        yield svc, url


@pytest.fixture
def svc(live: tuple[LiveServer, str]) -> LiveServer:
    return live[0]


@pytest.fixture
def settings(live: tuple[LiveServer, str], settings_for: Callable[..., Settings]) -> Settings:
    return settings_for(live[1])


@pytest.fixture
async def client(svc: LiveServer) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=svc.base_url, timeout=OUTBOUND) as client:
        yield client


async def _people(settings: Settings, *names: str) -> list[tuple[uuid.UUID, str]]:
    async with await build_core(settings) as core:
        return [await sign_in(core, uuid.uuid4(), name) for name in names]


async def _friends(
    settings: Settings, owner: tuple[uuid.UUID, str], friend: tuple[uuid.UUID, str], shown: str
) -> None:
    """``owner`` and ``friend`` become friends; ``owner`` shows ``friend`` ``shown``."""
    async with await build_core(settings) as core:
        me = Principal(core.identity.tokens.verify(owner[1]))
        them = Principal(core.identity.tokens.verify(friend[1]))
        outcome = await core.social.requests.send(me, friend[0], "Friend", None)
        await core.social.requests.accept(them, outcome.request.request.id)
        await core.social.friends.edit(me, friend[0], visibility=Visibility(shown))


async def test_refused_listeners_are_closed_with_a_code(
    svc: LiveServer, settings: Settings
) -> None:
    [(_, token)] = await _people(settings, "Scoped")
    async with connect(f"{svc.ws_url}/v1/social/stream", open_timeout=OUTBOUND) as socket:
        assert await Frames(socket).closed() == (4401, "unauthorized")
    async with open_stream(svc.ws_url, "not-a-token") as socket:
        assert await Frames(socket).closed() == (4401, "auth.invalid_token")
    async with await build_core(settings) as core:
        _, scoped = await sign_in(core, None, "Scoped", ("profile:read",))
    async with open_stream(svc.ws_url, scoped) as socket:
        code, _ = await Frames(socket).closed()
        assert code == 4403
    for wrong in ("abc", "-1", "1.5", str(2**63)):
        async with connect(
            f"{svc.ws_url}/v1/social/stream?since={wrong}",
            subprotocols=[Subprotocol("svc.bearer"), Subprotocol(token)],
            open_timeout=OUTBOUND,
        ) as socket:
            assert await Frames(socket).closed() == (4400, "validation"), wrong
    async with open_stream(svc.ws_url, token, since=2**62) as socket:
        frames = Frames(socket)
        hello = await frames.next()
        assert await frames.next() == {"type": "reset", "seq": hello["seq"]}, "ahead: reset"


async def test_presence_reaches_friends_as_their_visibility_allows(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    alex, bo, cy, di = await _people(settings, "Alex", "Bo", "Cy", "Di")
    await _friends(settings, alex, bo, "DEFAULT")
    await _friends(settings, alex, cy, "LIMITED")
    await _friends(settings, alex, di, "HIDDEN")
    async with (
        open_stream(svc.ws_url, bo[1]) as bo_socket,
        open_stream(svc.ws_url, cy[1]) as cy_socket,
        open_stream(svc.ws_url, di[1]) as di_socket,
    ):
        bo_frames, cy_frames, di_frames = Frames(bo_socket), Frames(cy_socket), Frames(di_socket)
        for frames in (bo_frames, cy_frames, di_frames):
            assert (await frames.next())["type"] == "hello"
        async with open_stream(svc.ws_url, alex[1]) as alex_socket:
            await Frames(alex_socket).next()
            online = await bo_frames.next()
            assert online["type"] == "presence" and online["userId"] == str(alex[0])
            assert online["online"] is True and online["status"]["state"] == "ONLINE"
            assert online["lastSeenAt"] is not None
            limited = await cy_frames.next()
            assert limited["type"] == "presence" and limited["online"] is True
            assert limited["lastSeenAt"] is None and limited["status"]["timestamp"] is None

            away = await client.put(
                "/v1/profile/presence", json={"state": "AWAY"}, headers=bearer(alex[1])
            )
            assert away.status_code == 200, away.text
            state = await bo_frames.next()
            assert state["type"] == "presence" and state["status"]["state"] == "AWAY"

            # Marks: the next frame Cy and Di get is a message, so nothing came before it.
            for other in (cy, di):
                direct = await conversation(client, alex[1], "direct", other[0])
                await say(client, alex[1], direct, "mark")
            assert (await cy_frames.next())["type"] == "chat.message", "LIMITED: no AWAY"
            assert (await di_frames.next())["type"] == "chat.message", "HIDDEN: nothing at all"


async def test_typing_and_read_receipts_go_to_the_other_participants(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    alex, bo = await _people(settings, "Alex", "Bo")
    await _friends(settings, alex, bo, "DEFAULT")
    direct = await conversation(client, alex[1], "direct", bo[0])
    message_id = await say(client, bo[1], direct, "you there?")
    async with (
        open_stream(svc.ws_url, alex[1]) as alex_socket,
        open_stream(svc.ws_url, bo[1]) as bo_socket,
    ):
        alex_frames, bo_frames = Frames(alex_socket), Frames(bo_socket)
        await alex_frames.next()
        await bo_frames.next_of("hello")
        await alex_socket.send(json.dumps({"type": "typing", "conversationId": direct}))
        await alex_socket.send(json.dumps({"type": "typing", "conversationId": direct}))
        await alex_socket.send(
            json.dumps({"type": "read", "conversationId": direct, "messageId": message_id})
        )
        typing = await bo_frames.next_of("chat.typing")
        assert typing["userId"] == str(alex[0]) and "seq" not in typing
        read = await bo_frames.next()
        assert read["type"] == "chat.read", "the second typing frame was dropped"
        assert (read["messageId"], read["userId"]) == (message_id, str(alex[0]))
        assert isinstance(read["seq"], int)

        await alex_socket.send("not json")
        refused = await alex_frames.next_of("error")
        assert refused["code"] == "validation"
        await alex_socket.send(json.dumps({"type": "typing", "conversationId": "0" * 24}))
        missing = await alex_frames.next_of("error")
        assert missing["code"] == "chat.conversation_not_found"
