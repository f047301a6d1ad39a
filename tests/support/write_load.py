"""A mixed write load that records every acknowledged write, and checks them afterwards.

Four writers run one request at a time each, through ``pick()`` (any instance): Connect
commands, Connect settings, friend requests and chat messages. A write counts as acknowledged
when its 2xx answer arrived; a failed or unanswered one is not counted (it may or may not have
committed). ``verify`` then reads everything back through the API: every acknowledged write
is there, whole, and the settings are at least the last acknowledged revision.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from bootstrap.core import Core
from tests.conftest import bearer, sign_in
from tests.support.connect_http import server_headers

CHAT = "/v1/social/chat/conversations"
REQUESTS = "/v1/social/friends/requests"


@dataclass
class Acknowledged:
    commands: dict[str, int] = field(default_factory=dict)  # id -> payload n
    settings: list[int] = field(default_factory=list)  # n of each acknowledged PUT, in order
    requests: dict[str, str] = field(default_factory=dict)  # id -> target id
    messages: dict[str, str] = field(default_factory=dict)  # id -> text
    failures: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.commands) + len(self.settings) + len(self.requests) + len(self.messages)


@dataclass
class Scene:
    owner: dict[str, str]
    registration: dict[str, Any]
    alice: dict[str, str]
    conversation: str
    targets: list[tuple[uuid.UUID, str]]

    @property
    def server(self) -> str:
        return f"/v1/connect/servers/{self.registration['serverId']}"


async def users(core: Core, count: int, prefix: str) -> list[tuple[uuid.UUID, dict[str, str]]]:
    made = []
    for n in range(count):
        user_id, token = await sign_in(core, uuid.uuid4(), f"{prefix}{n}")
        made.append((user_id, bearer(token)))
    return made


async def set_scene(core: Core, node: httpx.AsyncClient, targets: int = 60) -> Scene:
    """A claimed server, Alice and Bob as friends in one conversation, people to befriend."""
    (_, owner), (_, alice), (bob_id, bob) = await users(core, 3, "Scene")
    registered = await node.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Load"}
    )
    assert registered.status_code == 201, registered.text
    registration = registered.json()
    claimed = await node.post(
        "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=owner
    )
    assert claimed.status_code == 200, claimed.text
    asked = await node.post(
        REQUESTS, json={"targetId": str(bob_id), "targetName": "B"}, headers=alice
    )
    assert asked.status_code == 201, asked.text
    accepted = await node.post(f"{REQUESTS}/{asked.json()['request']['id']}/accept", headers=bob)
    assert accepted.status_code == 200, accepted.text
    talk = await node.post(
        CHAT, json={"kind": "direct", "participantIds": [str(bob_id)]}, headers=alice
    )
    assert talk.status_code in (200, 201), talk.text
    people = [
        (user_id, f"Target{n}") for n, (user_id, _) in enumerate(await users(core, targets, "T"))
    ]
    return Scene(owner, registration, alice, talk.json()["conversation"]["id"], people)


class WriteLoad:
    def __init__(
        self, scene: Scene, pick: Callable[[], httpx.AsyncClient], pause: float = 0.0
    ) -> None:
        self.scene = scene
        self.pick = pick
        self.pause = pause  # between two writes of one writer: a long run stays under the caps
        self.acked = Acknowledged()
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        writers = (self._commands, self._settings, self._requests, self._messages)
        self._tasks = [asyncio.create_task(self._loop(writer)) for writer in writers]

    async def stop(self) -> None:
        self._stop.set()
        await asyncio.gather(*self._tasks)

    async def _loop(self, write: Callable[[int], Any]) -> None:
        n = 0
        while not self._stop.is_set():
            n += 1
            try:
                await write(n)
                if self.pause:
                    await asyncio.sleep(self.pause)
            except httpx.HTTPError as error:
                self.acked.failures += 1
                self.acked.errors.append(repr(error))
                await asyncio.sleep(0.05)  # a dead instance refuses at once: do not spin

    async def _commands(self, n: int) -> None:
        answer = await self.pick().post(
            f"{self.scene.server}/commands",
            json={"action": "say", "payload": {"n": n}},
            headers=self.scene.owner,
        )
        if answer.status_code == 201:
            self.acked.commands[answer.json()["command"]["id"]] = n

    async def _settings(self, n: int) -> None:
        answer = await self.pick().put(
            f"{self.scene.server}/settings",
            json={"source": "game", "data": {"n": n}},
            headers=server_headers(self.scene.registration),
        )
        if answer.status_code == 200:
            self.acked.settings.append(n)

    async def _requests(self, n: int) -> None:
        if n > len(self.scene.targets):
            await asyncio.sleep(0.05)
            return
        target, name = self.scene.targets[n - 1]
        answer = await self.pick().post(
            REQUESTS, json={"targetId": str(target), "targetName": name}, headers=self.scene.alice
        )
        if answer.status_code == 201:
            self.acked.requests[answer.json()["request"]["id"]] = str(target)

    async def _messages(self, n: int) -> None:
        text = f"message {n}"
        answer = await self.pick().post(
            f"{CHAT}/{self.scene.conversation}/messages",
            json={"text": text},
            headers=self.scene.alice,
        )
        if answer.status_code == 201:
            self.acked.messages[answer.json()["message"]["id"]] = text


async def every_item(
    node: httpx.AsyncClient, path: str, headers: dict[str, str], **query: str
) -> list[dict[str, Any]]:
    """Every page of a cursor list."""
    items: list[dict[str, Any]] = []
    cursor: str | None = None
    while True:
        params = {**query, "limit": "100", **({"cursor": cursor} if cursor else {})}
        page = await node.get(path, params=params, headers=headers)
        assert page.status_code == 200, page.text
        body = page.json()
        items += body["items"]
        if not body.get("nextCursor") or not body["items"]:
            return items
        cursor = body["nextCursor"]


async def verify(scene: Scene, acked: Acknowledged, node: httpx.AsyncClient) -> None:
    """Every acknowledged write is present and whole."""
    # As the owner (dash): every status, paged; the server's own list is its pending ones
    # only, one page of them.
    commands = await every_item(node, f"{scene.server}/commands", scene.owner)
    stored = {c["id"]: c["payload"]["n"] for c in commands}
    missing = {k: v for k, v in acked.commands.items() if stored.get(k) != v}
    assert not missing, f"acknowledged commands missing or changed: {missing}"

    settings = await node.get(f"{scene.server}/settings", headers=scene.owner)
    assert settings.status_code == 200, settings.text
    if acked.settings:
        current = _game_settings(settings.json())
        assert current >= acked.settings[-1], (current, acked.settings[-1])

    outgoing = await every_item(node, REQUESTS, scene.alice, direction="outgoing")
    stored_requests = {r["id"]: r for r in outgoing}
    missing = [k for k in acked.requests if k not in stored_requests]
    assert not missing, f"acknowledged friend requests missing: {missing}"

    messages = await every_item(node, f"{CHAT}/{scene.conversation}/messages", scene.alice)
    texts = {m["id"]: m["text"] for m in messages}
    missing = {k: v for k, v in acked.messages.items() if texts.get(k) != v}
    assert not missing, f"acknowledged chat messages missing or changed: {missing}"


def _game_settings(body: dict[str, Any]) -> int:
    entries = body.get("items") or body.get("settings") or [body]
    for entry in entries if isinstance(entries, list) else entries.values():
        if entry.get("source") == "game":
            return int(entry["data"]["n"])
    raise AssertionError(f"no game settings in {body}")
