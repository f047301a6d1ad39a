"""The social stream across instances sharing Redis (docs/social.md, "The social stream"):
real `svc serve` processes on one SQLite database, the channels and the replay window in one
Redis. A message posted through one instance reaches listeners on the others; a listener that
reconnects elsewhere with ``since`` gets exactly what it missed; a revoked session is closed at
once wherever its socket is; a blocked user's messages never reach the blocker.

Skipped, visibly, without SVC_TEST_REDIS_URL.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import jwt
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.cluster import Cluster, ClusterClient
from tests.support.databases import SqliteTemplate
from tests.support.keys import encryption_key, signing_pem
from tests.support.redis import redis_url
from tests.support.social_stream import Frames, befriend, conversation, open_stream, say

pytestmark = [pytest.mark.slow, pytest.mark.redis]

REPLAY_EVENTS = 6
"""A small window, so that a reset is easy to reach."""


@pytest.fixture(scope="module")
def three(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[Cluster]:
    redis = redis_url()
    directory = tmp_path_factory.mktemp("social-stream")
    url = sqlite_template.fresh(directory)
    with Cluster(
        url,
        directory,
        workers=(1, 1, 1),
        redis_url=redis,
        SVC_SOCIAL_REPLAY_EVENTS=str(REPLAY_EVENTS),
        SVC_STREAM_PING_SECONDS="0.5",
    ) as cluster:
        yield cluster


@pytest.fixture
async def nodes(three: Cluster) -> AsyncIterator[ClusterClient]:
    async with three.client() as client:
        yield client


def _settings(cluster: Cluster, tmp_path: Path) -> Settings:
    return Settings.of(
        env="test",
        database_url=cluster.database_url,
        data_dir=tmp_path / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )


async def _users(cluster: Cluster, tmp_path: Path, *names: str) -> list[tuple[uuid.UUID, str]]:
    async with await build_core(_settings(cluster, tmp_path)) as core:
        return [await sign_in(core, uuid.uuid4(), name) for name in names]


def _ws(cluster: Cluster, n: int) -> str:
    return cluster.servers[n].ws_url


async def test_a_message_through_one_instance_reaches_listeners_on_the_others(
    three: Cluster, nodes: ClusterClient, tmp_path: Path
) -> None:
    alex, bo, cy = await _users(three, tmp_path, "Alex", "Bo", "Cy")
    first, second, third = nodes.nodes
    await befriend(first, second, alex, bo)
    await befriend(third, first, alex, cy)
    group = await conversation(first, alex[1], "group", bo[0], cy[0])
    async with (
        open_stream(_ws(three, 1), bo[1]) as on_second,
        open_stream(_ws(three, 2), cy[1]) as on_third,
    ):
        bo_frames, cy_frames = Frames(on_second), Frames(on_third)
        bo_hello, cy_hello = await bo_frames.next(), await cy_frames.next()
        assert bo_hello["type"] == cy_hello["type"] == "hello"
        assert bo_hello["userId"] == str(bo[0])
        message_id = await say(first, alex[1], group, "gg, rematch?")
        for frames, hello in ((bo_frames, bo_hello), (cy_frames, cy_hello)):
            frame = await frames.next()
            assert frame["type"] == "chat.message" and frame["action"] == "created"
            assert frame["message"]["id"] == message_id
            assert frame["message"]["text"] == "gg, rematch?"
            assert frame["seq"] == hello["seq"] + 1


async def test_a_reconnect_with_since_elsewhere_misses_nothing_and_repeats_nothing(
    three: Cluster, nodes: ClusterClient, tmp_path: Path
) -> None:
    alex, bo = await _users(three, tmp_path, "Alex", "Bo")
    first, second, third = nodes.nodes
    await befriend(first, second, alex, bo)
    direct = await conversation(first, alex[1], "direct", bo[0])
    async with open_stream(_ws(three, 0), bo[1]) as socket:
        frames = Frames(socket)
        await frames.next()
        await say(second, alex[1], direct, "one")
        last = await frames.next()
        assert last["message"]["text"] == "one"
    sent = [await say(nodes.next(), alex[1], direct, f"missed {n}") for n in range(4)]
    async with open_stream(_ws(three, 2), bo[1], since=last["seq"]) as socket:
        frames = Frames(socket)
        hello = await frames.next()
        assert hello["type"] == "hello" and hello["seq"] == last["seq"] + 4
        replayed = [await frames.next() for _ in sent]
        assert [f["message"]["id"] for f in replayed] == sent
        assert [f["seq"] for f in replayed] == list(range(last["seq"] + 1, last["seq"] + 5))
        live = await say(third, alex[1], direct, "live again")
        frame = await frames.next()
        assert (frame["seq"], frame["message"]["id"]) == (last["seq"] + 5, live), (
            "the next frame is the new message: nothing replayed twice"
        )


async def test_a_reconnect_after_more_than_the_window_gets_a_reset(
    three: Cluster, nodes: ClusterClient, tmp_path: Path
) -> None:
    alex, bo = await _users(three, tmp_path, "Alex", "Bo")
    first, second, _ = nodes.nodes
    await befriend(first, second, alex, bo)
    direct = await conversation(first, alex[1], "direct", bo[0])
    async with open_stream(_ws(three, 1), bo[1]) as socket:
        since = (await Frames(socket).next())["seq"]
    for n in range(REPLAY_EVENTS + 1):
        await say(nodes.next(), alex[1], direct, f"lost {n}")
    async with open_stream(_ws(three, 0), bo[1], since=since) as socket:
        frames = Frames(socket)
        hello = await frames.next()
        reset = await frames.next()
        assert reset == {"type": "reset", "seq": hello["seq"]}
        await say(second, alex[1], direct, "after the reset")
        frame = await frames.next()
        assert frame["seq"] == hello["seq"] + 1 and frame["message"]["text"] == "after the reset"


async def test_a_revoked_session_hears_so_and_is_closed_on_another_instance(
    three: Cluster, nodes: ClusterClient, tmp_path: Path
) -> None:
    [(_, token)] = await _users(three, tmp_path, "Leaving")
    session_id = jwt.decode(token, options={"verify_signature": False})["sid"]
    async with open_stream(_ws(three, 2), token) as socket:
        frames = Frames(socket)
        assert (await frames.next())["type"] == "hello"
        revoked = await nodes.nodes[0].delete(
            f"/v1/profile/auth/sessions/{session_id}", headers=bearer(token)
        )
        assert revoked.status_code == 200, revoked.text
        assert (await frames.next())["type"] == "session.revoked"
        assert await frames.closed() == (4401, "auth.session_revoked")
    async with open_stream(_ws(three, 1), token) as socket:
        assert await Frames(socket).closed() == (4401, "auth.invalid_token")


async def test_the_messages_of_a_blocked_user_never_reach_the_blocker(
    three: Cluster, nodes: ClusterClient, tmp_path: Path
) -> None:
    alex, bo, cy = await _users(three, tmp_path, "Alex", "Bo", "Cy")
    first, second, third = nodes.nodes
    await befriend(first, second, alex, bo)
    await befriend(first, third, alex, cy)
    group = await conversation(first, alex[1], "group", bo[0], cy[0])
    blocked = await third.post(
        "/v1/social/friends/blocks", json={"targetId": str(bo[0])}, headers=bearer(cy[1])
    )
    assert blocked.status_code == 201, blocked.text
    async with (
        open_stream(_ws(three, 0), alex[1]) as alex_socket,
        open_stream(_ws(three, 2), cy[1]) as cy_socket,
    ):
        alex_frames, cy_frames = Frames(alex_socket), Frames(cy_socket)
        await alex_frames.next()
        await cy_frames.next()
        from_bo = await say(second, bo[1], group, "Cy can't hear this")
        from_alex = await say(first, alex[1], group, "everyone hears this")
        heard_by_alex = [(await alex_frames.next_of("chat.message"))["message"]["id"]]
        heard_by_alex.append((await alex_frames.next_of("chat.message"))["message"]["id"])
        assert heard_by_alex == [from_bo, from_alex]
        cy_heard = await cy_frames.next_of("chat.message")
        assert cy_heard["message"]["id"] == from_alex, "the blocked user's message was skipped"


async def test_two_instances_deliver_friend_requests_and_notifications(
    tmp_path: Path, sqlite_template: SqliteTemplate
) -> None:
    redis = redis_url()
    url = sqlite_template.fresh(tmp_path)
    with Cluster(url, tmp_path, workers=(1, 1), redis_url=redis) as two:
        alex, bo = await _users(two, tmp_path, "Alex", "Bo")
        async with two.client() as nodes:
            first, second = nodes.nodes
            async with (
                open_stream(_ws(two, 1), alex[1]) as alex_socket,
                open_stream(_ws(two, 0), bo[1]) as bo_socket,
            ):
                alex_frames, bo_frames = Frames(alex_socket), Frames(bo_socket)
                await alex_frames.next()
                bo_hello = await bo_frames.next()
                assert bo_hello["unread"] == {"notifications": 0, "friendRequests": 0}
                await befriend(first, second, alex, bo)
                request: dict[str, Any] = await bo_frames.next()
                assert request["type"] == "friends.request"
                assert request["request"]["direction"] == "incoming"
                assert request["user"] == {"id": str(alex[0]), "name": "Alex"}
                accepted = await bo_frames.next()
                assert accepted["type"] == "friends.accepted"
                assert accepted["friend"]["id"] == str(alex[0])
                assert (await alex_frames.next())["type"] == "friends.request"
                assert (await alex_frames.next())["type"] == "friends.accepted"
                notification = await alex_frames.next()
                assert notification["type"] == "notification"
                assert notification["notification"]["kind"] == "friend_accepted"
                assert notification["notification"]["readAt"] is None
                read = await first.post(
                    f"/v1/notifications/{notification['notification']['id']}/read",
                    headers=bearer(alex[1]),
                )
                assert read.status_code == 200, read.text
                again = await alex_frames.next()
                assert again["type"] == "notification"
                assert again["notification"]["readAt"] is not None
                removed = await second.delete(
                    f"/v1/social/friends/{alex[0]}", headers=bearer(bo[1])
                )
                assert removed.status_code == 200, removed.text
                gone = await alex_frames.next()
                assert gone["type"] == "friends.removed" and gone["friendId"] == str(bo[0])
