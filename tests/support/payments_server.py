"""A small local HTTP server that speaks the Stripe-style API the payments adapter uses:
form-encoded ``POST /v1/checkout/sessions`` (with ``Idempotency-Key``), ``/v1/products``,
``/v1/prices`` (lists ``{object: "list", data, has_more}`` paged by ``starting_after``), error
envelopes ``{"error": {type, code, message}}``, a bearer secret key, and a switch that makes
every call fail with a 500. ``pay`` plays the customer: it completes a session and delivers the
signed ``checkout.session.completed`` event to a webhook URL, as the provider would;
``deliver`` sends a session's later events (a delayed payment's success or failure)."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from domain.shop.signature import header_for

SECRET_KEY = "sk_test_local"


@dataclass
class PaymentsState:
    secret_key: str = SECRET_KEY
    sessions: dict[str, dict[str, Any]] = field(default_factory=dict)
    products: dict[str, dict[str, Any]] = field(default_factory=dict)
    prices: dict[str, dict[str, Any]] = field(default_factory=dict)
    keys: dict[str, str] = field(default_factory=dict)  # idempotency key -> object id
    failing: bool = False
    counter: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def new_id(self, prefix: str) -> str:
        with self.lock:
            self.counter += 1
            return f"{prefix}_{self.counter:08d}"


def signed_event(secret: str, event: dict[str, Any], at: int | None = None) -> tuple[bytes, str]:
    """The body and ``Stripe-Signature`` header of an event, as the provider sends them."""
    body = json.dumps(event).encode()
    return body, header_for(secret, at if at is not None else int(time.time()), body)


def event_of(event_id: str, type_: str, obj: dict[str, Any]) -> dict[str, Any]:
    return {"id": event_id, "object": "event", "type": type_, "created": int(time.time()),
            "data": {"object": obj}}  # fmt: skip


class _Handler(BaseHTTPRequestHandler):
    state: PaymentsState

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return

    def _send(self, status: int, body: dict[str, Any]) -> None:
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def _fail(self, status: int, type_: str, message: str, code: str = "") -> None:
        self._send(status, {"error": {"type": type_, "code": code, "message": message}})

    def _form(self) -> dict[str, str]:
        raw = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
        return dict(parse_qsl(raw, keep_blank_values=True))

    def _handle(self, method: str) -> None:
        state = self.state
        url = urlsplit(self.path)
        form = self._form() if method == "POST" else {}
        if state.failing:
            return self._fail(500, "api_error", "Something went wrong on our end.")
        if self.headers.get("Authorization") != f"Bearer {state.secret_key}":
            return self._fail(401, "invalid_request_error", "Invalid API Key provided.")
        query = dict(parse_qsl(url.query))
        parts = [p for p in url.path.split("/") if p][1:]  # after "v1"
        key = self.headers.get("Idempotency-Key")
        if key and key in state.keys and method == "POST":
            found = state.keys[key]
            store = state.sessions if found.startswith("cs_") else state.products
            return self._send(200, store[found])
        if parts == ["checkout", "sessions"] and method == "POST":
            if form.get("mode") not in ("payment", "subscription"):
                return self._fail(400, "invalid_request_error", "Invalid mode", "parameter_invalid")
            if (
                "line_items[0][price]" not in form
                and not form.get("line_items[0][price_data][unit_amount]", "").isdigit()
            ):
                return self._fail(400, "invalid_request_error", "Missing price",
                                  "parameter_missing")  # fmt: skip
            session_id = state.new_id("cs_test")
            session = {"id": session_id, "object": "checkout.session", "status": "open",
                       "url": f"http://pay.invalid/c/{session_id}", "form": form}  # fmt: skip
            state.sessions[session_id] = session
            if key:
                state.keys[key] = session_id
            return self._send(200, session)
        if parts == ["products"] and method == "GET":
            return self._list(list(state.products.values()), query)
        if parts == ["prices"] and method == "GET":
            found = [p for p in state.prices.values() if p["product"] == query.get("product")]
            return self._list(found, query)
        if parts == ["products"] and method == "POST":
            product = {"id": state.new_id("prod"), "object": "product", "name": form["name"],
                       "active": form.get("active", "true") == "true",
                       "metadata": {"slug": form.get("metadata[slug]", "")}}  # fmt: skip
            state.products[product["id"]] = product
            if key:
                state.keys[key] = product["id"]
            return self._send(200, product)
        if len(parts) == 2 and parts[0] == "products" and method == "POST":
            if parts[1] not in state.products:
                return self._fail(404, "invalid_request_error", f"No such product: '{parts[1]}'",
                                  "resource_missing")  # fmt: skip
            product = state.products[parts[1]]
            product["name"] = form.get("name", product["name"])
            product["active"] = form.get("active", "true") == "true"
            return self._send(200, product)
        if parts == ["prices"] and method == "POST":
            if form.get("product") not in state.products:
                return self._fail(400, "invalid_request_error", "No such product",
                                  "resource_missing")  # fmt: skip
            price = {"id": state.new_id("price"), "object": "price", "product": form["product"],
                     "currency": form["currency"], "unit_amount": int(form["unit_amount"]),
                     "active": True,
                     "recurring": ({"interval": form["recurring[interval]"]}
                                   if "recurring[interval]" in form else None)}  # fmt: skip
            state.prices[price["id"]] = price
            return self._send(200, price)
        if len(parts) == 2 and parts[0] == "prices" and method == "POST":
            if parts[1] not in state.prices:
                return self._fail(404, "invalid_request_error", "No such price",
                                  "resource_missing")  # fmt: skip
            state.prices[parts[1]]["active"] = form.get("active") != "false"
            return self._send(200, state.prices[parts[1]])
        return self._fail(404, "invalid_request_error", "Unrecognized request URL")

    def _list(self, items: list[dict[str, Any]], query: dict[str, str]) -> None:
        items = sorted(items, key=lambda i: i["id"])
        if "starting_after" in query:
            items = [i for i in items if i["id"] > query["starting_after"]]
        limit = int(query.get("limit", "10"))
        self._send(200, {"object": "list", "data": items[:limit],
                         "has_more": len(items) > limit})  # fmt: skip

    def do_GET(self) -> None:
        self._handle("GET")

    def do_POST(self) -> None:
        self._handle("POST")


@dataclass
class PaymentsServer:
    state: PaymentsState
    url: str

    def pay(
        self, session_id: str, webhook_url: str, webhook_secret: str, payment_status: str = "paid"
    ) -> int:
        """Complete the session and deliver the signed ``checkout.session.completed``; the
        webhook's HTTP status. ``payment_status="unpaid"`` plays a delayed method (SEPA debit,
        bank transfer): the money is still on its way."""
        session = self.state.sessions[session_id]
        session["status"] = "complete"
        return self.deliver("checkout.session.completed", session_id, webhook_url,
                            webhook_secret, payment_status)  # fmt: skip

    def deliver(
        self, type_: str, session_id: str, webhook_url: str, webhook_secret: str,
        payment_status: str,
    ) -> int:  # fmt: skip
        """Deliver a signed event of ``type_`` about the session (its payment's outcome)."""
        session = self.state.sessions[session_id]
        order_id = session["form"]["client_reference_id"]
        event = event_of(
            self.state.new_id("evt"),
            type_,
            {"id": session_id, "object": "checkout.session", "client_reference_id": order_id,
             "metadata": {"order_id": order_id}, "payment_status": payment_status,
             "payment_intent": f"pi_{session_id}"},
        )  # fmt: skip
        body, header = signed_event(webhook_secret, event)
        request = urllib.request.Request(
            webhook_url, body, {"Content-Type": "application/json", "Stripe-Signature": header}
        )
        with urllib.request.urlopen(request, timeout=60) as answer:
            return int(answer.status)


@contextmanager
def payments_server() -> Iterator[PaymentsServer]:
    state = PaymentsState()
    handler = type("Handler", (_Handler,), {"state": state})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield PaymentsServer(state, f"http://127.0.0.1:{server.server_address[1]}")
    finally:
        server.shutdown()
        server.server_close()
