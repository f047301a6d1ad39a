"""Every credential is checked before the body is read (entrypoints/http/route_access.py): a
wrong credential with an invalid body is 401, so a caller without the credential learns nothing
of the schema; the right credential with the same body is 400.

The walk goes over every route that takes a body, as its handler declares its access: a
person's token (any kind), a Connect server's secret (``SERVER``, ``servers_too``), or the
proof a ``PUBLIC`` route checks itself (``proof=...``: a gateway registration token, a
gateway's secret, feedback's optional token). Routes whose proof travels in the body (a join
token, a signed webhook) or that take none are left out: they have no credential to get wrong
before the body.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Callable

import pytest
from litestar import Litestar
from litestar.routes import HTTPRoute
from litestar.testing import AsyncTestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.route_access import PROOF_KEY, Access, declared_access, route_key
from tests.conftest import bearer, sign_in
from tests.support.connect_http import claimed, server_headers
from tests.support.edge import REGISTRATION_TOKEN, EdgeFakes, edge_http

HEARTBEAT = f"/v1/connect/gateways/{'0' * 24}/heartbeat"
BROKEN = {"content": b'{"name": ', "headers": {"Content-Type": "application/json"}}
"""A body that is not JSON: 400 for whoever may call the route."""
_PARAM = re.compile(r"\{(\w+)(?::(\w+))?\}")
_VALUES = {"node": "totem:read", "domain": "example.com", "provider": "chat"}


@pytest.fixture
async def edge(
    database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
) -> AsyncIterator[tuple[AsyncTestClient, EdgeFakes]]:
    async with edge_http(database_url_for("sqlite"), settings_for) as running:
        yield running


def _url(path: str) -> str:
    """A well-formed value for each path parameter (the path is judged before credentials)."""

    def value(match: re.Match[str]) -> str:
        name, kind = match.group(1), match.group(2)
        if kind == "uuid":
            return str(uuid.uuid4())
        return _VALUES.get(name, "0" * 24)

    return _PARAM.sub(value, path)


def _body_routes(app: Litestar) -> list[tuple[str, str, str, Access, bool]]:
    """(method, URL, route key, access, has a proof) of every HTTP route taking a body."""
    found = []
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for method, (handler, _) in route.route_handler_map.items():
            access = declared_access(handler)
            if access is None or "data" not in handler.parsed_fn_signature.parameters:
                continue
            proof = handler.opt.get(PROOF_KEY) is not None
            found.append((method, _url(route.path), route_key(method, route.path), access, proof))
    return found


async def test_a_wrong_credential_with_a_broken_body_is_401_on_every_route(
    edge: tuple[AsyncTestClient, EdgeFakes],
) -> None:
    http, _ = edge
    app = create_app(core=http.core).app.app  # type: ignore[attr-defined]  # the Litestar app
    wrong: list[str] = []
    seen: dict[str, int] = {"person": 0, "server": 0, "proof": 0}
    for method, url, key, access, proof in _body_routes(app):
        attempts: list[tuple[str, dict[str, str]]] = []
        if access.needs_person:
            attempts.append(("person", bearer("not-a-token")))
        if access.kind == "server" or access.servers_too:
            server = {**bearer("not-the-secret"), "X-Server-Id": str(uuid.uuid4())}
            attempts.append(("server", server))
        if proof:
            attempts.append(("proof", bearer("not-the-proof")))
        for kind, headers in attempts:
            response = await http.request(
                method, url, content=BROKEN["content"], headers={**BROKEN["headers"], **headers}
            )
            seen[kind] += 1
            if response.status_code != 401:
                wrong.append(f"{key} ({kind}): {response.status_code} {response.text[:120]}")
    assert wrong == [], "\n".join(wrong)
    assert seen["person"] > 50 and seen["server"] >= 5 and seen["proof"] >= 3, seen


async def test_the_right_credential_with_a_broken_body_is_still_400(
    edge: tuple[AsyncTestClient, EdgeFakes],
) -> None:
    http, _ = edge
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    person = bearer(token)
    host = await claimed(http, person)
    gateway = {"name": "eu-1", "publicIp": "203.0.113.7", "region": "eu-west", "version": "1"}
    registered = await http.post(
        "/v1/connect/gateways/register", json=gateway, headers=bearer(REGISTRATION_TOKEN)
    )
    assert registered.status_code == 201, registered.text
    gateway_id, secret = registered.json()["gatewayId"], registered.json()["gatewaySecret"]
    cases: list[tuple[str, str, dict[str, str]]] = [
        ("POST", "/v1/connect/gateways/register", bearer(REGISTRATION_TOKEN)),
        ("POST", f"/v1/connect/gateways/{gateway_id}/heartbeat", bearer(secret)),
        ("POST", f"/v1/connect/servers/{host['serverId']}/public-status", server_headers(host)),
        ("PUT", f"/v1/connect/servers/{host['serverId']}/settings", server_headers(host)),
        ("PATCH", "/v1/profile/settings", person),
        ("POST", "/v1/feedback", person),
        ("POST", "/v1/feedback", {}),  # anonymous feedback: no credential to check
    ]
    for method, url, headers in cases:
        response = await http.request(
            method, url, content=BROKEN["content"], headers={**BROKEN["headers"], **headers}
        )
        assert response.status_code == 400, (method, url, response.text)
        assert response.json()["code"] == "validation", response.text


@pytest.mark.parametrize(
    ("url", "headers", "code"),
    [
        ("/v1/connect/gateways/register", bearer("wrong"), "edge.invalid_registration_token"),
        ("/v1/connect/gateways/register", {}, "edge.invalid_registration_token"),
        (
            f"/v1/connect/gateways/{'0' * 24}/heartbeat",
            bearer("x"),
            "edge.invalid_gateway_credentials",
        ),
        ("/v1/feedback", bearer("not-a-token"), "auth.invalid_token"),
        ("/v1/profile/settings", bearer("not-a-token"), "auth.invalid_token"),
    ],
)
async def test_the_401_names_the_credential_not_the_body(
    edge: tuple[AsyncTestClient, EdgeFakes], url: str, headers: dict[str, str], code: str
) -> None:
    http, _ = edge
    method = "PATCH" if url == "/v1/profile/settings" else "POST"
    for body in ({"content": b"[1, 2"}, {"content": b'{"unknownMember": true}'}):
        response = await http.request(
            method, url, headers={"Content-Type": "application/json", **headers}, **body
        )
        assert response.status_code == 401, response.text
        assert response.json()["code"] == code
        assert "errors" not in response.json()
