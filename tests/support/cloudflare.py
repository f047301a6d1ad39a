"""A small local HTTP server that speaks the Cloudflare v4 API the way the DNS adapter uses
it: token verify, zone details, dns_records list/create/update/delete, each answer in the v4
envelope ``{success, errors: [{code, message}], messages, result}``, with its error envelopes
(invalid token 1000, unknown zone 7003, invalid content 9005) and a switch that makes every
call hang (``hanging``) until the server stops."""

from __future__ import annotations

import ipaddress
import json
import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

PREFIX = "/client/v4"


@dataclass
class CloudflareState:
    tokens: set[str] = field(default_factory=set)
    zones: dict[str, str] = field(default_factory=dict)  # id -> name
    records: dict[str, dict[str, Any]] = field(default_factory=dict)  # record id -> record
    hanging: bool = False
    released: threading.Event = field(default_factory=threading.Event)
    requests: list[tuple[str, str, str]] = field(default_factory=list)  # method, path, auth

    def values(self, zone_id: str, name: str, type_: str) -> list[str]:
        return sorted(
            r["content"] for r in self.records.values()
            if (r["zone_id"], r["name"], r["type"]) == (zone_id, name, type_)
        )  # fmt: skip


def _envelope(result: Any, errors: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"success": not errors, "errors": errors or [], "messages": [], "result": result}


class _Handler(BaseHTTPRequestHandler):
    state: CloudflareState

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return

    def _send(self, status: int, body: dict[str, Any]) -> None:
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def _fail(self, status: int, code: int, message: str) -> None:
        self._send(status, _envelope(None, [{"code": code, "message": message}]))

    def _handle(self, method: str) -> None:
        state = self.state
        auth = self.headers.get("Authorization", "")
        state.requests.append((method, self.path, auth))
        if state.hanging:
            state.released.wait()
            return
        url = urlsplit(self.path)
        path = url.path.removeprefix(PREFIX)
        token = auth.removeprefix("Bearer ")
        if token not in state.tokens:
            return self._fail(401 if path.endswith("verify") else 403, 1000, "Invalid API Token")
        parts = [p for p in path.split("/") if p]
        if parts == ["user", "tokens", "verify"] and method == "GET":
            return self._send(200, _envelope({"id": "tok", "status": "active"}))
        if len(parts) < 2 or parts[0] != "zones":
            return self._fail(404, 7000, "No route for that URI")
        zone_id = parts[1]
        if zone_id not in state.zones:
            return self._fail(404, 7003, f"Could not route to /zones/{zone_id}")
        if len(parts) == 2 and method == "GET":
            return self._send(200, _envelope({"id": zone_id, "name": state.zones[zone_id]}))
        if parts[2:3] != ["dns_records"]:
            return self._fail(404, 7000, "No route for that URI")
        body: dict[str, Any] = {}
        if method in ("POST", "PUT"):
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            error = _invalid(body)
            if error:
                return self._fail(400, 9005, error)
        if len(parts) == 3 and method == "GET":
            query = parse_qs(url.query)
            found = [
                _shown(r) for r in state.records.values()
                if r["zone_id"] == zone_id
                and r["name"] == query.get("name", [""])[0]
                and r["type"] == query.get("type", [""])[0]
            ]  # fmt: skip
            return self._send(200, _envelope(found) | {"result_info": {"count": len(found)}})
        if len(parts) == 3 and method == "POST":
            record = {"id": secrets.token_hex(16), "zone_id": zone_id, **_stored(body)}
            state.records[record["id"]] = record
            return self._send(200, _envelope(_shown(record)))
        record_id = parts[3] if len(parts) == 4 else ""
        if record_id not in state.records:
            return self._fail(404, 81044, "Record does not exist.")
        if method == "PUT":
            state.records[record_id] |= _stored(body)
            return self._send(200, _envelope(_shown(state.records[record_id])))
        if method == "DELETE":
            del state.records[record_id]
            return self._send(200, _envelope({"id": record_id}))
        return self._fail(405, 10000, "Method not allowed")

    def do_GET(self) -> None:
        self._handle("GET")

    def do_POST(self) -> None:
        self._handle("POST")

    def do_PUT(self) -> None:
        self._handle("PUT")

    def do_DELETE(self) -> None:
        self._handle("DELETE")


def _invalid(body: dict[str, Any]) -> str | None:
    if body.get("type") not in ("A", "CNAME", "TXT"):
        return "DNS record type is invalid."
    if body["type"] == "A":
        try:
            ipaddress.IPv4Address(str(body.get("content")))
        except ValueError:
            return "Content for A record must be a valid IPv4 address."
    return None


def _stored(body: dict[str, Any]) -> dict[str, Any]:
    return {k: body[k] for k in ("type", "name", "content", "ttl") if k in body}


def _shown(record: dict[str, Any]) -> dict[str, Any]:
    """Cloudflare shows TXT content quoted."""
    shown = {k: v for k, v in record.items() if k != "zone_id"}
    if record["type"] == "TXT":
        shown["content"] = json.dumps(record["content"])
    return shown


@contextmanager
def cloudflare_server() -> Iterator[tuple[CloudflareState, str]]:
    """Run the server; yields its state and base URL (``http://127.0.0.1:<port>/client/v4``)."""
    state = CloudflareState()
    handler = type("Handler", (_Handler,), {"state": state})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state, f"http://127.0.0.1:{server.server_address[1]}{PREFIX}"
    finally:
        state.released.set()
        server.shutdown()
        server.server_close()
