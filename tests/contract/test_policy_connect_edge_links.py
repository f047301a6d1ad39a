"""Policy lives in the use case: an embedding tool calling ``build_core(...)`` gets the same
refusals as HTTP.

For every admin use case and every use case with a per-user limit of Connect, the edge,
links, feedback, catalog, profile and games live, and for the checks that a server acts only
on itself: called through the core (memory, SQLite, PostgreSQL) by a user who holds no admin
node (or with another server's credentials) it raises the problem code the HTTP route
answers, and over HTTP the same call answers that code. A check left in a controller fails
the first half.
"""

from __future__ import annotations

import base64
import math
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from litestar.exceptions import WebSocketDisconnect
from litestar.testing import AsyncTestClient

from application.connect.ports import ServerCredentials
from application.edge.gateways import GatewayChange
from application.feedback.inbox import FeedbackDraft, Triage
from application.feedback.ports import FeedbackFilter
from application.identity.principal import Principal
from application.shared.rate_limits import POLICIES
from bootstrap.core import Core
from domain.catalog.parts import PNG_SIGNATURE
from domain.connect.command import AckStatus
from domain.edge.gateway import GatewayState
from domain.edge.listing import ListingStatus
from domain.feedback.feedback import Category, Status
from domain.identity.auth_session import SessionKind
from domain.shared.errors import DomainError
from tests.conftest import bearer
from tests.support.connect import as_server

DENIED = "permissions.denied"
LIMITED = "rate_limited"
NOT_THE_SERVER = "connect.server_not_found"
NOTHING = "0" * 24
ADDRESS = "203.0.113.9"
PNG = base64.b64encode(PNG_SIGNATURE + b"\0" * 64).decode()


@dataclass(frozen=True)
class World:
    """A user who holds no admin node (``stranger``, a full sign-in); ``owner``'s server,
    network and a pending command; another server of ``owner``'s (``other``)."""

    stranger: Principal
    stranger_token: str
    owner: Principal
    server_id: uuid.UUID
    network_id: uuid.UUID
    command_id: str
    other: ServerCredentials
    other_secret: str
    player_token: str
    """A token of another user, limited to profile:read (no games:read)."""

    @property
    def as_stranger(self) -> dict[str, str]:
        return bearer(self.stranger_token)

    @property
    def as_other_server(self) -> dict[str, str]:
        return {
            "Authorization": f"Bearer {self.other_secret}",
            "X-Server-Id": str(self.other.server_id),
        }


async def _person(core: Core, name: str, scopes: tuple[str, ...] = ()) -> tuple[Principal, str]:
    user_id = uuid.uuid4()
    await core.identity.users.ensure(user_id, name)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI, scopes)
    return Principal(issued.claims), issued.token


async def _world(core: Core) -> World:
    stranger, stranger_token = await _person(core, "Stranger")
    owner, _ = await _person(core, "Owner")
    registrations = []
    for name in ("Lobby", "Other"):
        registration = await core.connect.servers.register("paper", name)
        await core.connect.claims.claim(owner, registration.claim_key.key)
        registrations.append(registration)
    server_id = registrations[0].server.server_id
    network = await core.connect.networks.create(owner, "Net")
    command = await core.connect.commands.create(owner, server_id, "say", {})
    _, player_token = await _person(core, "Player", ("profile:read",))
    return World(
        stranger=stranger,
        stranger_token=stranger_token,
        owner=owner,
        server_id=server_id,
        network_id=network.network_id,
        command_id=command.id,
        other=await as_server(core, registrations[1]),
        other_secret=registrations[1].secret,
        player_token=player_token,
    )


UseCase = Callable[[Core, World], Awaitable[Any]]
Route = Callable[[AsyncTestClient, World], Awaitable[Any]]


@dataclass(frozen=True)
class Case:
    name: str
    code: str
    use_case: UseCase
    route: Route
    """Answers the HTTP response, or (a WebSocket) the code its close gives."""
    limit: str | None = None
    """The per-user (or per-address) limit spent first, until it refuses."""


def _http(method: str, path: str, body: Any = None, *, server: bool = False) -> Route:
    async def call(http: AsyncTestClient, world: World) -> Any:
        url = path.format(
            server=world.server_id, network=world.network_id, command=world.command_id
        )
        headers = world.as_other_server if server else world.as_stranger
        extra = {"json": body} if body is not None else {}
        return await http.request(method, url, headers=headers, **extra)

    return call


async def _anonymous_feedback(http: AsyncTestClient, world: World) -> Any:
    return await http.post("/v1/feedback", json={"category": "bug", "message": "hi"})


async def _watch_live(http: AsyncTestClient, world: World) -> str:
    """The socket is accepted, then closed with 4403 and the problem code as its reason."""
    protocols = ["svc.bearer", world.player_token]
    with (
        await http.websocket_connect("/v1/games/live", subprotocols=protocols) as socket,
        pytest.raises(WebSocketDisconnect) as closed,
    ):
        socket.receive()
    assert closed.value.code == 4403
    return closed.value.detail


def _draft() -> FeedbackDraft:
    return FeedbackDraft(Category.BUG, "hi")


CASES = [
    # Edge administration (admin:connect:*)
    Case(
        "gateways",
        DENIED,
        lambda core, w: core.edge.gateways.admin_list(w.stranger),
        _http("GET", "/v1/admin/connect/gateways"),
    ),
    Case(
        "gateway update",
        DENIED,
        lambda core, w: core.edge.gateways.admin_update(
            w.stranger, NOTHING, GatewayChange(GatewayState.DRAINING, None)
        ),
        _http("PATCH", f"/v1/admin/connect/gateways/{NOTHING}", {"state": "draining"}),
    ),
    Case(
        "gateway routes",
        DENIED,
        lambda core, w: core.edge.gateways.routes_page(w.stranger, None, 10),
        _http("GET", "/v1/admin/connect/gateway-routes"),
    ),
    Case(
        "networks",
        DENIED,
        lambda core, w: core.edge.admin.networks(w.stranger, None, None, None, None),
        _http("GET", "/v1/admin/connect/networks"),
    ),
    Case(
        "network transfer",
        DENIED,
        lambda core, w: core.edge.admin.transfer_network(
            w.stranger, w.network_id, w.stranger.user_id
        ),
        _http(
            "POST",
            "/v1/admin/connect/networks/{network}/transfer",
            {"ownerId": str(uuid.uuid4())},
        ),
    ),
    Case(
        "servers",
        DENIED,
        lambda core, w: core.edge.admin.servers(w.stranger, None, None, None, None),
        _http("GET", "/v1/admin/connect/servers"),
    ),
    Case(
        "secret revocation",
        DENIED,
        lambda core, w: core.edge.admin.revoke_secret(w.stranger, w.server_id),
        _http("POST", "/v1/admin/connect/servers/{server}/revoke-secret"),
    ),
    Case(
        "featured listing",
        DENIED,
        lambda core, w: core.edge.admin.feature_listing(w.stranger, NOTHING, True),
        _http("PATCH", f"/v1/admin/connect/listings/{NOTHING}", {"featured": True}),
    ),
    Case(
        "audit",
        DENIED,
        lambda core, w: core.edge.admin.audit(w.stranger, None, None),
        _http("GET", "/v1/admin/connect/audit"),
    ),
    # Feedback administration (admin:feedback:*)
    Case(
        "feedback list",
        DENIED,
        lambda core, w: core.feedback.page(
            w.stranger, FeedbackFilter(None, None, None), None, None
        ),
        _http("GET", "/v1/admin/feedback"),
    ),
    Case(
        "feedback item",
        DENIED,
        lambda core, w: core.feedback.get(w.stranger, NOTHING),
        _http("GET", f"/v1/admin/feedback/{NOTHING}"),
    ),
    Case(
        "feedback triage",
        DENIED,
        lambda core, w: core.feedback.triage(w.stranger, NOTHING, Triage(Status.TRIAGED), None),
        _http("PATCH", f"/v1/admin/feedback/{NOTHING}", {"status": "triaged"}),
    ),
    # Chat role links (admin:chat-role-link:*)
    Case(
        "role links",
        DENIED,
        lambda core, w: core.links.role_links.list(w.stranger),
        _http("GET", "/v1/admin/chat/role-links"),
    ),
    Case(
        "one role link",
        DENIED,
        lambda core, w: core.links.role_links.get(w.stranger, NOTHING),
        _http("GET", f"/v1/admin/chat/role-links/{NOTHING}"),
    ),
    Case(
        "role link",
        DENIED,
        lambda core, w: core.links.role_links.put(w.stranger, NOTHING, "1234"),
        _http("PUT", f"/v1/admin/chat/role-links/{NOTHING}", {"chatRoleId": "1234"}),
    ),
    Case(
        "role link removal",
        DENIED,
        lambda core, w: core.links.role_links.remove(w.stranger, NOTHING),
        _http("DELETE", f"/v1/admin/chat/role-links/{NOTHING}"),
    ),
    # Catalogs and skin-builder parts (admin:catalogs:*, admin:skin-builder-parts:*)
    Case(
        "catalogs",
        DENIED,
        lambda core, w: core.catalog.catalogs.page(w.stranger),
        _http("GET", "/v1/catalogs"),
    ),
    Case(
        "catalog creation",
        DENIED,
        lambda core, w: core.catalog.catalogs.create(w.stranger, "hats", "head", None, []),
        _http("POST", "/v1/catalogs", {"slug": "hats", "kind": "head"}),
    ),
    Case(
        "catalog",
        DENIED,
        lambda core, w: core.catalog.catalogs.get(w.stranger, NOTHING),
        _http("GET", f"/v1/catalogs/{NOTHING}"),
    ),
    Case(
        "catalog change",
        DENIED,
        lambda core, w: core.catalog.catalogs.replace(w.stranger, NOTHING, None, None, "Hats"),
        _http("PUT", f"/v1/catalogs/{NOTHING}", {"name": "Hats"}),
    ),
    Case(
        "catalog removal",
        DENIED,
        lambda core, w: core.catalog.catalogs.delete(w.stranger, NOTHING),
        _http("DELETE", f"/v1/catalogs/{NOTHING}"),
    ),
    Case(
        "part upload",
        DENIED,
        lambda core, w: core.catalog.parts.upload(w.stranger, "hats", "Top hat", "png", PNG),
        _http(
            "POST",
            "/v1/admin/skin-builder/parts",
            {"category": "hats", "name": "Top hat", "data": {"format": "png", "data": PNG}},
        ),
    ),
    Case(
        "part removal",
        DENIED,
        lambda core, w: core.catalog.parts.delete(w.stranger, NOTHING),
        _http("DELETE", f"/v1/admin/skin-builder/parts/{NOTHING}"),
    ),
    # Profile shares of every user (admin:user:view)
    Case(
        "profile shares",
        DENIED,
        lambda core, w: core.profile.shares.admin_page(w.stranger),
        _http("GET", "/v1/admin/profile-shares"),
    ),
    # Per-user limits, spent by the use case before anything else
    Case(
        "claims",
        LIMITED,
        lambda core, w: core.connect.claims.claim(w.stranger, "0000-0000"),
        _http("POST", "/v1/connect/servers/claim", {"claimKey": "0000-0000"}),
        limit="claim",
    ),
    Case(
        "domain verifications",
        LIMITED,
        lambda core, w: core.edge.domains.verify(w.stranger, w.network_id, NOTHING),
        _http("POST", f"/v1/connect/networks/{{network}}/domains/{NOTHING}/verify"),
        limit="domain_verify",
    ),
    Case(
        "DNS automation",
        LIMITED,
        lambda core, w: core.edge.dns.put(
            w.stranger, w.network_id, "cloudflare", "token-0123456789", "zone-1"
        ),
        _http(
            "PUT",
            "/v1/connect/networks/{network}/dns/provider",
            {"provider": "cloudflare", "apiToken": "token-0123456789", "zoneId": "zone-1"},
        ),
        limit="dns_provider",
    ),
    Case(
        "feedback",
        LIMITED,
        lambda core, w: core.feedback.send(w.stranger, _draft(), ADDRESS),
        _http("POST", "/v1/feedback", {"category": "bug", "message": "hi"}),
        limit="feedback",
    ),
    Case(
        "anonymous feedback",
        LIMITED,
        lambda core, w: core.feedback.send(None, _draft(), ADDRESS),
        _anonymous_feedback,
        limit="feedback_anonymous",
    ),
    # A server acts only on itself: another server's credentials, this server's id
    Case(
        "claim key",
        NOT_THE_SERVER,
        lambda core, w: core.connect.claims.claim_key(w.other, w.server_id),
        _http("GET", "/v1/connect/servers/{server}/claim-key", server=True),
    ),
    Case(
        "poll",
        NOT_THE_SERVER,
        lambda core, w: core.connect.commands.pending(w.other, w.server_id, None),
        _http("GET", "/v1/connect/servers/{server}/commands", server=True),
    ),
    Case(
        "acknowledgement",
        NOT_THE_SERVER,
        lambda core, w: core.connect.commands.acknowledge(
            w.other, w.server_id, w.command_id, AckStatus.SUCCESS, {}
        ),
        _http(
            "POST",
            "/v1/connect/servers/{server}/commands/{command}/ack",
            {"status": "success"},
            server=True,
        ),
    ),
    Case(
        "extension",
        NOT_THE_SERVER,
        lambda core, w: core.connect.extensions.publish(
            w.other, w.server_id, "chat", "Chat", "", []
        ),
        _http("PUT", "/v1/connect/servers/{server}/extensions/chat", {"name": "Chat"}, server=True),
    ),
    Case(
        "listing status",
        NOT_THE_SERVER,
        lambda core, w: core.edge.listings.report(
            w.other, w.server_id, ListingStatus(None, 1, 10, 5)
        ),
        _http(
            "POST", "/v1/connect/servers/{server}/public-status", {"playerCount": 1}, server=True
        ),
    ),
    # Who may watch live matches: a token limited by scopes needs games:read
    Case(
        "live matches",
        "forbidden",
        lambda core, w: _admit_player(core, w),
        _watch_live,
    ),
]


async def _admit_player(core: Core, world: World) -> None:
    core.games.matches.admit_watcher(Principal(core.identity.tokens.verify(world.player_token)))


def _allowed(core: Core, case: Case) -> int:
    """How many calls the case's limit lets through before it refuses."""
    if case.limit is None:
        return 0
    scale = core.settings.limits.rate_limit_scale
    return max(1, math.floor(POLICIES[case.limit].limit * scale))


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_the_use_case_refuses(core: Core, case: Case) -> None:
    world = await _world(core)
    for _ in range(_allowed(core, case)):
        try:
            await case.use_case(core, world)
        except DomainError as error:
            assert error.code != case.code, f"refused early: {error.code}"
    with pytest.raises(DomainError) as refused:
        await case.use_case(core, world)
    assert refused.value.code == case.code


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_the_route_answers_the_same(http: AsyncTestClient, case: Case) -> None:
    core: Core = http.core  # type: ignore[attr-defined]
    world = await _world(core)
    for _ in range(_allowed(core, case)):
        response = await case.route(http, world)
        assert response.status_code != 429
    answer = await case.route(http, world)
    code = answer if isinstance(answer, str) else answer.json()["code"]
    assert code == case.code
