"""The caps on open WebSockets, on a real uvicorn with real WebSocket clients (docs/api.md,
"WebSocket caps"): per server credential, per user, per address and per process; past a cap the
socket closes with 1013 and the reason names the cap; a slot frees when its socket closes.

The module's server trusts 127.0.0.1 as a proxy, so each test speaks for addresses of its
own (``X-Forwarded-For``) and the tests do not count against each other's address cap.
The caps across instances sharing Redis are in tests/cluster/test_socket_caps.py.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.connect_http import server_headers
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.sockets import forwarded, knock
from tests.support.waiting import OUTBOUND, eventually

pytestmark = pytest.mark.slow

PER_SERVER, PER_USER, PER_ADDRESS = 2, 2, 3
TRY_AGAIN_LATER = 1013


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("socket-caps")
    url = sqlite_template.fresh(directory)
    env = server_env(
        url,
        directory / "var",
        SVC_TRUSTED_PROXIES="127.0.0.1/32",
        SVC_SOCKETS_PER_SERVER=str(PER_SERVER),
        SVC_SOCKETS_PER_USER=str(PER_USER),
        SVC_SOCKETS_PER_ADDRESS=str(PER_ADDRESS),
    )
    with LiveServer(env) as server:
        yield server, url


@pytest.fixture
def svc(live: tuple[LiveServer, str]) -> LiveServer:
    return live[0]


@pytest.fixture
async def client(svc: LiveServer) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=svc.base_url, timeout=OUTBOUND) as client:
        yield client


@pytest.fixture
def owner_token(live: tuple[LiveServer, str], settings_for: Callable[..., Settings]) -> Any:
    async def make() -> str:
        async with await build_core(settings_for(live[1])) as core:
            return (await sign_in(core, uuid.uuid4(), "Owner"))[1]

    return make


def _addresses(count: int) -> list[str]:
    """Addresses no other test speaks for."""
    net = uuid.uuid4().int % 250
    base = uuid.uuid4().int % 200
    return [f"10.{net}.{base}.{n + 1}" for n in range(count)]


async def _claimed_server(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    registration = (
        await client.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Caps"}
        )
    ).json()
    claim = await client.post(
        "/v1/connect/servers/claim",
        json={"claimKey": registration["claimKey"]},
        headers=bearer(token),
    )
    assert claim.status_code == 200, claim.text
    return registration


def _stream(svc: LiveServer, registration: dict[str, Any]) -> str:
    return f"{svc.ws_url}/v1/connect/servers/{registration['serverId']}/stream"


async def test_a_server_credential_past_its_cap_is_refused_and_a_closed_stream_frees_a_slot(
    svc: LiveServer, client: httpx.AsyncClient, owner_token: Any
) -> None:
    registration = await _claimed_server(client, await owner_token())
    url, credentials = _stream(svc, registration), server_headers(registration)
    addresses = _addresses(PER_SERVER + 2)  # each from its own address: only the server cap
    async with AsyncExitStack() as stack:
        held = [await knock(stack, url, credentials | forwarded(a)) for a in addresses[:PER_SERVER]]
        assert [k.first for k in held] == ["hello"] * PER_SERVER
        refused = await knock(stack, url, credentials | forwarded(addresses[PER_SERVER]))
        assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.server")

        assert held[0].socket is not None
        await held[0].socket.close()

        async def reopens() -> bool:
            again = await knock(stack, url, credentials | forwarded(addresses[-1]))
            return again.first == "hello"

        await eventually(reopens, "a stream of the server opens once one of its own closed")


async def test_a_user_past_the_cap_is_refused_on_either_socket(
    svc: LiveServer, client: httpx.AsyncClient, owner_token: Any
) -> None:
    """The user's settings streams and live-match sockets count together; one more is
    refused whichever it is."""
    token = await owner_token()
    registration = await _claimed_server(client, token)
    url, live = _stream(svc, registration), f"{svc.ws_url}/v1/games/live"
    addresses = _addresses(PER_USER + 3)
    as_user = ["svc.bearer", token]  # the token as a subprotocol, as a browser sends it
    async with AsyncExitStack() as stack:
        stream = await knock(stack, url, forwarded(addresses[0]), as_user)
        watching = await knock(stack, live, forwarded(addresses[1]), as_user)
        assert (stream.first, watching.first) == ("hello", "snapshot")
        for address, target in ((addresses[2], url), (addresses[3], live)):
            refused = await knock(stack, target, forwarded(address), as_user)
            assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.user")
        anonymous = await knock(stack, live, forwarded(addresses[3]))  # not this user's slot
        assert anonymous.first == "snapshot"

        assert watching.socket is not None
        await watching.socket.close()

        async def reopens() -> bool:
            again = await knock(stack, url, forwarded(addresses[4]), as_user)
            return again.first == "hello"

        await eventually(reopens, "the user's stream opens once one of theirs closed")


async def test_the_social_stream_counts_under_the_user_and_the_address(
    svc: LiveServer, owner_token: Any
) -> None:
    """The social stream shares the user's budget with the other sockets, and the address's."""
    token, other = await owner_token(), await owner_token()
    social, live = f"{svc.ws_url}/v1/social/stream", f"{svc.ws_url}/v1/games/live"
    addresses = _addresses(PER_USER + 2)
    as_user = ["svc.bearer", token]
    async with AsyncExitStack() as stack:
        held = [
            await knock(stack, social, forwarded(addresses[0]), as_user),
            await knock(stack, live, forwarded(addresses[1]), as_user),
        ]
        assert [k.first for k in held] == ["hello", "snapshot"]
        refused = await knock(stack, social, forwarded(addresses[2]), as_user)
        assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.user")
        [address] = _addresses(1)
        as_other = ["svc.bearer", other]
        for _ in range(PER_ADDRESS):
            assert (await knock(stack, live, forwarded(address))).first == "snapshot"
        refused = await knock(stack, social, forwarded(address), as_other)
        assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.address")


async def test_an_address_past_the_cap_is_refused_whatever_it_opens(
    svc: LiveServer, client: httpx.AsyncClient, owner_token: Any
) -> None:
    registration = await _claimed_server(client, await owner_token())
    [address, elsewhere] = _addresses(2)
    live = f"{svc.ws_url}/v1/games/live"
    async with AsyncExitStack() as stack:
        held = [await knock(stack, live, forwarded(address)) for _ in range(PER_ADDRESS)]
        assert [k.first for k in held] == ["snapshot"] * PER_ADDRESS
        refused = await knock(stack, live, forwarded(address))
        assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.address")
        as_server = server_headers(registration) | forwarded(address)
        refused = await knock(stack, _stream(svc, registration), as_server)
        assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.address")
        assert (await knock(stack, live, forwarded(elsewhere))).first == "snapshot"

        assert held[0].socket is not None
        await held[0].socket.close()

        async def reopens() -> bool:
            return (await knock(stack, live, forwarded(address))).first == "snapshot"

        await eventually(reopens, "the address opens a socket once one of its own closed")


async def test_a_process_past_its_total_is_refused_and_zero_is_no_cap(
    tmp_path: Path, sqlite_template: SqliteTemplate
) -> None:
    """Every other cap off (0): one address opens as many as the process allows."""
    url = sqlite_template.fresh(tmp_path)
    env = server_env(
        url,
        tmp_path / "var",
        SVC_SOCKETS_PER_PROCESS="3",
        SVC_SOCKETS_PER_ADDRESS="0",
        SVC_SOCKETS_PER_USER="0",
        SVC_SOCKETS_PER_SERVER="0",
    )
    with LiveServer(env) as svc:
        live = f"{svc.ws_url}/v1/games/live"
        async with AsyncExitStack() as stack:
            held = [await knock(stack, live) for _ in range(3)]
            assert [k.first for k in held] == ["snapshot"] * 3
            refused = await knock(stack, live)
            assert refused.refused == (TRY_AGAIN_LATER, "sockets.too_many.process")

            assert held[0].socket is not None
            await held[0].socket.close()

            async def reopens() -> bool:
                return (await knock(stack, live)).first == "snapshot"

            await eventually(reopens, "a socket opens once one of the process's closed")
