"""The generated client and its thin layer against a live `svc serve`: the game sign-in
handshake, a Connect server's life, friends, chat and admin grants."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from conftest import SUPER_ADMIN, Operator

from svc_client import (
    ProblemError,
    ServerCredentials,
    connect,
    iterate,
    open_social_stream,
    open_stream,
    unwrap,
)
from svc_client._generated.api.admin_permissions import list_user_grants as user_grants
from svc_client._generated.api.admin_permissions import put_user_grant as put_grant
from svc_client._generated.api.auth import join_game_session as game_join
from svc_client._generated.api.auth import verify_game_session as game_verify
from svc_client._generated.api.connect_commands import acknowledge_command as acknowledge
from svc_client._generated.api.connect_commands import create_command as send_command
from svc_client._generated.api.connect_commands import list_commands
from svc_client._generated.api.connect_servers import claim_server as claim
from svc_client._generated.api.connect_servers import list_servers
from svc_client._generated.api.connect_servers import register_server as register
from svc_client._generated.api.connect_settings import put_server_settings as put_settings
from svc_client._generated.api.profile import get_self as self_view
from svc_client._generated.api.social_chat import (
    create_conversation,
    list_messages,
    post_message,
)
from svc_client._generated.api.social_friend_requests import accept_friend_request as accept_request
from svc_client._generated.api.social_friend_requests import send_friend_request as send_request
from svc_client._generated.api.social_friends import list_friends as friends
from svc_client._generated.models.ack_in import AckIn
from svc_client._generated.models.claim_in import ClaimIn
from svc_client._generated.models.command_in import CommandIn
from svc_client._generated.models.command_in_payload import CommandInPayload
from svc_client._generated.models.conversation_in import ConversationIn
from svc_client._generated.models.game_join_in import GameJoinIn
from svc_client._generated.models.game_verify_in import GameVerifyIn
from svc_client._generated.models.grant_in import GrantIn
from svc_client._generated.models.message_in import MessageIn
from svc_client._generated.models.register_in import RegisterIn
from svc_client._generated.models.request_in import RequestIn
from svc_client._generated.models.settings_put import SettingsPut
from svc_client._generated.models.settings_put_data import SettingsPutData
from tests.support.live_server import LiveServer
from tests.support.session_server import SessionServer

pytestmark = pytest.mark.slow

PROFILE = uuid.UUID("0b3f6c2e-7d41-4e0a-9c55-2f8e1a6b9d10")


def test_game_sign_in_handshake(live: LiveServer, sessions: SessionServer) -> None:
    with connect(live.base_url) as anonymous:
        joined = unwrap(game_join.sync(client=anonymous, body=GameJoinIn(name="Alex")))
        sessions.join("Alex", joined.server_id, PROFILE)  # what the game client does
        token = unwrap(
            game_verify.sync(
                client=anonymous,
                body=GameVerifyIn(
                    server_id=joined.server_id, name="Alex", join_token=joined.join_token
                ),
            )
        )
    assert "profile:read" in token.scopes
    with connect(live.base_url, token=token.access_token) as alex:
        me = unwrap(self_view.sync(client=alex))
    assert me.user_id == PROFILE and me.name == "Alex"


def test_problems_are_one_typed_exception(live: LiveServer, operator: Operator) -> None:
    _, token = operator.token("Nobody")
    with connect(live.base_url, token=token) as person, pytest.raises(ProblemError) as raised:
        claim.sync(client=person, body=ClaimIn(claim_key="0000-0000"))
    assert raised.value.status == 404
    assert raised.value.code == "connect.claim_key_not_found"
    assert raised.value.detail and raised.value.request_id
    stranger = connect(live.base_url, token="not-a-token")
    with stranger, pytest.raises(ProblemError) as refused:
        self_view.sync(client=stranger)
    assert refused.value.status == 401 and refused.value.code.startswith("auth.")


def test_a_connect_server_lifecycle(live: LiveServer, operator: Operator) -> None:
    _, token = operator.token("Owner")
    with connect(live.base_url) as anonymous:
        registered = unwrap(
            register.sync(
                client=anonymous, body=RegisterIn(server_type="paper", server_name="Lobby")
            )
        )
    credentials = ServerCredentials(registered.server_id, registered.server_secret)
    with (
        connect(live.base_url, token=token) as owner,
        connect(live.base_url, server=credentials) as game,
    ):
        claimed = unwrap(claim.sync(client=owner, body=ClaimIn(claim_key=registered.claim_key)))
        assert claimed.server.server_id == registered.server_id
        mine = unwrap(list_servers.sync(client=owner))
        assert registered.server_id in [s.server_id for s in mine.items]
        unwrap(
            put_settings.sync(
                registered.server_id,
                client=owner,
                body=SettingsPut(source="game", data=SettingsPutData.from_dict({"pvp": True})),
            )
        )
        sent = unwrap(
            send_command.sync(
                registered.server_id,
                client=owner,
                body=CommandIn(action="say", payload=CommandInPayload.from_dict({"text": "hi"})),
            )
        )
        pending = unwrap(list_commands.sync(registered.server_id, client=game))
        assert [c.id for c in pending.items] == [sent.command.id]
        done = unwrap(
            acknowledge.sync(
                registered.server_id, sent.command.id, client=game, body=AckIn(status="success")
            )
        )
        assert done.command.status == "acknowledged"
        with pytest.raises(ProblemError) as again:
            acknowledge.sync(
                registered.server_id, sent.command.id, client=game, body=AckIn(status="success")
            )
        assert again.value.code == "connect.command_already_acknowledged"

    async def hello() -> dict:
        async with open_stream(live.base_url, registered.server_id, server=credentials) as s:
            async with asyncio.timeout(30):
                async for message in s:
                    return message
        raise AssertionError("no hello")

    first = asyncio.run(hello())
    assert first["type"] == "hello"
    assert [e["data"] for e in first["settings"] if e["source"] == "game"] == [{"pvp": True}]


def test_friends_and_chat(live: LiveServer, operator: Operator) -> None:
    ann_id, ann_token = operator.token("Ann")
    bob_id, bob_token = operator.token("Bob")
    with (
        connect(live.base_url, token=ann_token) as ann,
        connect(live.base_url, token=bob_token) as bob,
    ):
        sent = unwrap(
            send_request.sync(client=ann, body=RequestIn(target_id=bob_id, target_name="Bob"))
        )
        unwrap(accept_request.sync(sent.request.id, client=bob))
        names = [
            f.name for f in iterate(lambda cursor: friends.sync(client=ann, cursor=cursor, limit=1))
        ]
        assert names == ["Bob"]
        conversation = unwrap(
            create_conversation.sync(
                client=ann, body=ConversationIn(kind="direct", participant_ids=[bob_id])
            )
        ).conversation
        for text in ("one", "two", "three"):
            unwrap(post_message.sync(conversation.id, client=ann, body=MessageIn(text=text)))
        texts = [
            m.text
            for m in iterate(
                lambda cursor: list_messages.sync(
                    conversation.id, client=bob, cursor=cursor, limit=2
                )
            )
        ]
        assert sorted(texts) == ["one", "three", "two"]
    assert ann_id != bob_id


def test_admin_grants(live: LiveServer, operator: Operator) -> None:
    _, admin_token = operator.token("Admin", SUPER_ADMIN)
    member_id, _ = operator.token("Member")
    with connect(live.base_url, token=admin_token) as admin:
        unwrap(put_grant.sync(member_id, client=admin, body=GrantIn(node="social:friends.read")))
        grants = unwrap(user_grants.sync(member_id, client=admin))
    assert "social:friends.read" in [g.node for g in grants.items]


def test_the_readme_first_calls_run(live: LiveServer, operator: Operator) -> None:
    """The README's Python block, as written, against the live server."""
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    section = readme.split("### The same with the Python client", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    _, token = operator.token("Alex")
    ran = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "SVC_URL": live.base_url, "TOKEN": token},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.splitlines()[:2] == ["ok", "Alex"]
    assert ran.stdout.splitlines()[2].startswith("403 permissions.denied ")


def test_the_social_stream_yields_frames_and_resumes_from_its_seq(
    live: LiveServer, operator: Operator
) -> None:
    _, ann_token = operator.token("Ann")
    bob_id, bob_token = operator.token("Bob")
    with (
        connect(live.base_url, token=ann_token) as ann,
        connect(live.base_url, token=bob_token) as bob,
    ):
        sent = unwrap(
            send_request.sync(client=ann, body=RequestIn(target_id=bob_id, target_name="Bob"))
        )
        unwrap(accept_request.sync(sent.request.id, client=bob))
        body = ConversationIn(kind="direct", participant_ids=[bob_id])
        conversation = unwrap(create_conversation.sync(client=ann, body=body)).conversation

        async def scenario() -> tuple[list[str], list[str]]:
            async with open_social_stream(live.base_url, bob_token) as stream:
                frames = aiter(stream)
                async with asyncio.timeout(30):
                    hello = await anext(frames)
                    assert hello["type"] == "hello" and stream.seq == hello["seq"]
                    await post_message.asyncio(
                        conversation.id, client=ann, body=MessageIn(text="one")
                    )
                    first = await anext(frames)
            seen = [first["message"]["text"]]
            for text in ("two", "three"):
                await post_message.asyncio(conversation.id, client=ann, body=MessageIn(text=text))
            async with open_social_stream(live.base_url, bob_token, since=stream.seq) as again:
                frames = aiter(again)
                async with asyncio.timeout(30):
                    kinds = [(await anext(frames))["type"]]
                    for _ in range(2):
                        frame = await anext(frames)
                        kinds.append(frame["type"])
                        seen.append(frame["message"]["text"])
            return seen, kinds

        seen, kinds = asyncio.run(scenario())
        assert seen == ["one", "two", "three"]
        assert kinds == ["hello", "chat.message", "chat.message"]
