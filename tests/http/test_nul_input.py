"""NUL characters on PostgreSQL, where the route walk (test_nul_every_route.py) does not reach:
the finding's four routes without sign-in, how the 400 names a field deep in a body, the
escaped backslash that is not a NUL, the raw bodies the providers sign (shop, membership and
chat webhooks), cursors whose base64 hides a NUL, and headers over a real uvicorn. Each
refusal is a 400 that changes nothing (docs/api.md, "Conventions"; docs/security.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import socket
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shop.order import OrderState
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.link_keys import InteractionSigner
from tests.support.live_server import LiveServer, server_env
from tests.support.patreon import PatreonMember, member_resource
from tests.support.shop import SECRET, checkout, event, product, signed
from tests.support.versions import admin, person
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.postgres

NUL_MESSAGE = "must not contain the NUL character (U+0000)"
CAMPAIGN = "9000001"
MEMBERSHIP_SECRET = "membership-webhook-secret"
SIGNER = InteractionSigner.generate()


@pytest.fixture
def postgres_url(database_url_for: Callable[[str], str]) -> str:
    return database_url_for("postgres")  # skipped without SVC_TEST_POSTGRES_URL


@pytest.fixture
def settings(postgres_url: str, settings_for: Callable[..., Settings]) -> Settings:
    return settings_for(
        postgres_url,
        rate_limit_scale=0,
        payments_webhook_secrets=(SECRET,),
        membership_client_id="svc-test",
        membership_campaign_id=CAMPAIGN,
        membership_webhook_secret=MEMBERSHIP_SECRET,
        chat_client_id="1100000000000000001",
        chat_bot_token="bot-token",
        chat_public_key=SIGNER.public_hex,
    )


@pytest.fixture
async def tools(settings: Settings) -> AsyncIterator[Core]:
    """The operator's core on the same database (the app runs its own, in the test client's
    thread: asyncpg connections belong to the event loop that opened them)."""
    async with await build_core(settings) as core:
        yield core


@pytest.fixture
async def http(settings: Settings) -> AsyncIterator[AsyncTestClient]:
    async with AsyncTestClient(app=create_app(settings)) as client:
        yield client


def named(answer: Any) -> list[tuple[str, str]]:
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation"
    return [(e["field"], e["message"]) for e in answer.json()["errors"]]


async def test_the_findings_routes_refuse_nul_without_sign_in(http: AsyncTestClient) -> None:
    servers = await http.get("/v1/public/servers", params={"q": "\x00"})
    assert named(servers) == [("q", NUL_MESSAGE)]
    product_page = await http.get("/v1/shop/products/a%00b")
    assert named(product_page) == [("slug", NUL_MESSAGE)]
    assert "`slug`" in product_page.json()["detail"]
    user = await http.get("/v1/public/users/a%00b")
    assert named(user) == [("identifier", NUL_MESSAGE)]
    feedback = await http.post("/v1/feedback", json={"category": "bug", "message": "a\x00b"})
    assert named(feedback) == [("message", NUL_MESSAGE)]
    ignored = await http.get("/v1/public/servers", params={"unread": "\x00"})
    assert ignored.status_code == 200, ignored.text  # a parameter no route reads, as ever


async def test_a_nul_deep_in_a_body_is_named_and_changes_nothing(
    http: AsyncTestClient, tools: Core
) -> None:
    _, token = await sign_in(tools)
    me = bearer(token)
    in_value = {"uiStyle": {"payload": {"theme": "dark", "a": ["x", "y\x00"]}}}
    answer = await http.patch("/v1/profile/settings", json=in_value, headers=me)
    assert named(answer) == [("uiStyle.payload.a[1]", NUL_MESSAGE)]
    in_key = {"uiStyle": {"payload": {"a\x00": 1}}}
    answer = await http.patch("/v1/profile/settings", json=in_key, headers=me)
    assert named(answer) == [("uiStyle.payload.a?", NUL_MESSAGE)]
    at_the_top = await http.post(
        "/v1/feedback", content=b'"\\u0000"', headers={"Content-Type": "application/json"}
    )
    assert named(at_the_top) == [("body", NUL_MESSAGE)]
    settings = await http.get("/v1/profile/settings", headers=me)
    assert settings.json()["uiStyle"] is None


async def test_an_escaped_backslash_before_u0000_is_text_not_a_nul(
    http: AsyncTestClient, tools: Core
) -> None:
    # The JSON text "C:\\u0000" is the eight characters C : \ u 0 0 0 0.
    raw = b'{"category": "bug", "message": "C:\\\\u0000 \\\\\\u0041"}'
    sent = await http.post(
        "/v1/feedback", content=raw, headers={"Content-Type": "application/json"}
    )
    assert sent.status_code == 201, sent.text
    _, token = await sign_in(tools, SUPER_ADMIN, "Root")
    [stored] = (await http.get("/v1/admin/feedback", headers=bearer(token))).json()["items"]
    assert stored["message"] == "C:\\u0000 \\A"


async def test_a_shop_event_with_a_nul_is_refused_and_applies_nothing(
    http: AsyncTestClient, tools: Core
) -> None:
    order = await checkout(tools, await person(tools), await product(tools, await admin(tools)))
    paid = "checkout.session.completed"
    for body in (
        event("evt_\x00", paid, order.id),
        event("evt_1", paid, order.id, metadata={"order_id": order.id + "\x00"}),
    ):
        sent = await http.post(
            "/v1/shop/webhook", content=body, headers={"Stripe-Signature": signed(tools, body)}
        )
        assert sent.status_code == 400, sent.text
        assert NUL_MESSAGE in sent.json()["detail"]
    async with tools.uow() as uow:
        assert (await uow.shop.orders.get(order.id)).state is OrderState.PENDING  # type: ignore[union-attr]
        assert await uow.shop.events.get("evt_1") is None
    clean = event("evt_1", paid, order.id)
    sent = await http.post(
        "/v1/shop/webhook", content=clean, headers={"Stripe-Signature": signed(tools, clean)}
    )
    assert (sent.status_code, sent.json()["duplicate"]) == (200, False), sent.text


def membership_delivery(tier_title: str) -> tuple[bytes, dict[str, str]]:
    member = PatreonMember("m-81000001", CAMPAIGN, "active_patron", 1500, ["7003"])
    body = json.dumps({"data": member_resource(member, "81000001"), "included": [
        {"id": "7003", "type": "tier", "attributes": {"title": tier_title, "amount_cents": 1500}},
    ]}).encode()  # fmt: skip
    signature = hmac.new(MEMBERSHIP_SECRET.encode(), body, hashlib.md5).hexdigest()
    return body, {"X-Patreon-Event": "members:pledge:update", "X-Patreon-Signature": signature,
                  "Content-Type": "application/json"}  # fmt: skip


async def test_a_membership_delivery_with_a_nul_is_refused_and_stores_nothing(
    http: AsyncTestClient, tools: Core
) -> None:
    body, headers = membership_delivery("Gold\x00")
    refused = await http.post("/v1/membership/webhook", content=body, headers=headers)
    assert (refused.status_code, refused.json()["code"]) == (400, "membership.webhook_rejected")
    assert "included[0].attributes.title" in refused.json()["detail"]
    async with tools.uow() as uow:
        assert await uow.links.memberships.get("81000001") is None
    body, headers = membership_delivery("Gold")
    applied = await http.post("/v1/membership/webhook", content=body, headers=headers)
    assert applied.status_code == 204, applied.text
    async with tools.uow() as uow:
        stored = await uow.links.memberships.get("81000001")
    assert stored is not None and stored.tier is not None and stored.tier.title == "Gold"


async def test_a_chat_interaction_with_a_nul_is_refused_and_not_recorded(
    http: AsyncTestClient,
) -> None:
    def ping(interaction_id: str) -> tuple[bytes, dict[str, str]]:
        body = json.dumps({"id": interaction_id, "type": 1, "version": 1}).encode()
        return body, SIGNER.headers(body) | {"Content-Type": "application/json"}

    body, headers = ping("510000000000000001\x00")
    refused = await http.post("/v1/chat/interaction", content=body, headers=headers)
    assert (refused.status_code, refused.json()["code"]) == (400, "chat.interaction_rejected")
    assert "`id`" in refused.json()["detail"]
    body, headers = ping("510000000000000001")
    answered = await http.post("/v1/chat/interaction", content=body, headers=headers)
    assert (answered.status_code, answered.json()) == (200, {"type": 1})


def cursor(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


async def test_a_cursor_hiding_a_nul_is_a_400(http: AsyncTestClient, tools: Core) -> None:
    _, token = await sign_in(tools, SUPER_ADMIN, "Root")
    root = bearer(token)
    sessions = await http.get(
        "/v1/profile/auth/sessions",
        params={"cursor": cursor(f"1764324000000.{'a' * 23}\x00")},
        headers=root,
    )
    assert named(sessions) == [("cursor", "cursor is not one this API gave out")]
    gallery = await http.get(
        "/v1/profile/personal-totem/gallery",
        params={"sort": "name", "cursor": cursor(json.dumps(["name", "a\x00", "0" * 24]))},
        headers=root,
    )
    assert [field for field, _ in named(gallery)] == ["cursor"]


def raw_request(server: LiveServer, head: bytes) -> bytes:
    """The status line the server answers to a request head sent as is."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=OUTBOUND) as sock:
        sock.sendall(head)
        answer = b""
        while b"\r\n" not in answer and (chunk := sock.recv(4096)):
            answer += chunk
    return answer.split(b"\r\n", 1)[0]


@pytest.mark.slow
def test_uvicorn_refuses_a_nul_in_a_header_before_the_app(
    postgres_url: str, tmp_path: Path
) -> None:
    """Headers that reach the database (X-Server-Id, Idempotency-Key, the user agent a session
    records) cannot carry a NUL: the HTTP parser answers 400 before any route is chosen."""
    server_id = str(uuid.uuid4())
    with LiveServer(server_env(postgres_url, tmp_path / "var")) as server:
        for name, value in (
            (b"X-Server-Id", server_id.encode() + b"\x00"),
            (b"Idempotency-Key", b"checkout-\x00-0001"),
            (b"User-Agent", b"launcher\x00"),
        ):
            head = (b"POST /v1/shop/checkout HTTP/1.1\r\nHost: svc\r\n" + name + b": " + value
                    + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")  # fmt: skip
            assert raw_request(server, head) == b"HTTP/1.1 400 Bad Request", name
        assert raw_request(
            server, b"GET /health HTTP/1.1\r\nHost: svc\r\nConnection: close\r\n\r\n"
        ) == (b"HTTP/1.1 200 OK")
