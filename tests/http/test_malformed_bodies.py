"""Malformed bodies are 400 problems on every endpoint that takes one, never a 5xx.

Hypothesis writes the bodies byte by byte: random bytes, invalid UTF-8 inside strings, nesting
thousands of levels deep (where Python's recursion limit lies), numbers beyond every range,
lone surrogates, and strings where numbers belong or numbers where booleans do. They go to
several POST, PUT and PATCH endpoints through the ASGI client, with valid credentials where the
endpoint needs them, so that decoding (not authentication) is what answers.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.decoding import LONE_SURROGATE
from entrypoints.http.problems import EMPTY_BODY
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.keys import encryption_key, signing_pem
from tests.support.waiting import OUTBOUND

JSON = {"Content-Type": "application/json"}
FIELDS = [
    "serverType", "serverName", "allowFriendRequests", "uiStyle", "payload", "data", "schema",
    "source", "joinToken", "name", "claimKey", "option", "action", "targetId", "state", "x",
]  # fmt: skip
DEPTHS = [40, 900, 1000, 3000, 50_000]  # around and far beyond Python's recursion limit
ODD_VALUES = [
    b'"\\ud800"', b'"\\udfff\\ud800"', b'"a\\ud800b"', b'"\\ud83d"',  # lone surrogates
    b'"\xff\xfe"', b'"\xed\xa0\x80"', b'"\xc3"', b'"\x80abc"',  # invalid UTF-8
    b"1e999999", b"-1e400", b"123456789012345678901234567890123456789", b"1" * 5000,
    b"0", b"1", b"-0", b"0.0", b'"1"', b'"true"', b'"0"', b"true", b"false", b"null",
    b"NaN", b"Infinity", b"01", b'""', b'"\\u0000"', b"[]", b"{}",
]  # fmt: skip


@pytest.fixture(scope="module")
def app_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    directory = tmp_path_factory.mktemp("malformed")
    return Settings.of(
        env="test",
        database_url=SqliteTemplate(directory).fresh(directory),
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        rate_limit_scale=0,
        session_service_timeout=OUTBOUND,
        dns_timeout=OUTBOUND,
    )


@pytest.fixture(scope="module")
def client(app_settings: Settings) -> Iterator[TestClient[Any]]:
    with TestClient(app=create_app(app_settings), timeout=OUTBOUND) as client:
        yield client


@pytest.fixture(scope="module")
def endpoints(
    app_settings: Settings, client: TestClient[Any]
) -> list[tuple[str, str, dict[str, str]]]:
    async def user() -> str:
        async with await build_core(app_settings) as core:
            return (await sign_in(core, uuid.uuid4(), "Fuzzed"))[1]

    token = asyncio.run(user())
    registration = client.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Fuzz"}
    ).json()
    claimed = client.post(
        "/v1/connect/servers/claim",
        json={"claimKey": registration["claimKey"]},
        headers=bearer(token),
    )
    assert claimed.status_code == 200, claimed.text
    server = f"/v1/connect/servers/{registration['serverId']}"
    as_server = {
        "Authorization": f"Bearer {registration['serverSecret']}",
        "X-Server-Id": registration["serverId"],
    }
    as_user = bearer(token)
    return [
        ("POST", "/v1/auth/session/game/join", {}),
        ("POST", "/v1/connect/servers/register", {}),
        ("POST", "/v1/connect/networks/join", {}),
        ("POST", "/v1/connect/servers/claim", as_user),
        ("PATCH", "/v1/profile/settings", as_user),
        ("PUT", "/v1/profile/presence", as_user),
        ("PUT", f"{server}/settings", as_server),
        ("POST", f"{server}/commands", as_user),
        ("PATCH", server, as_user),
        ("POST", "/v1/services", as_user),
        ("POST", "/v1/social/friends/requests", as_user),
        ("POST", "/v1/social/chat/conversations", as_user),
    ]


def _nested(depth: int, kind: str) -> bytes:
    if kind == "array":
        return b"[" * depth + b"]" * depth
    return b'{"a":' * depth + b"1" + b"}" * depth


values = st.deferred(
    lambda: st.one_of(
        st.sampled_from(ODD_VALUES),
        st.builds(_nested, st.sampled_from(DEPTHS), st.sampled_from(["array", "object"])),
        st.binary(max_size=40).map(lambda raw: b'"' + raw.replace(b'"', b"") + b'"'),
        st.lists(values, max_size=3).map(lambda items: b"[" + b",".join(items) + b"]"),
        objects,
    )
)
objects = st.lists(st.tuples(st.sampled_from(FIELDS), values), max_size=4).map(
    lambda pairs: b"{" + b",".join(b'"%s":%s' % (k.encode(), v) for k, v in pairs) + b"}"
)
bodies = st.one_of(
    objects,
    values,
    st.binary(max_size=300),
    st.builds(lambda body, cut: body[:cut], objects, st.integers(0, 50)),  # cut short
)


def _assert_a_problem_a_person_can_read(response: Any) -> None:
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        assert response.headers["content-type"] == "application/problem+json"
        problem = response.json()
        texts = [problem.get("detail", "")] + [
            f"{e['field']} {e['message']}" for e in problem.get("errors", [])
        ]
        for text in texts:
            assert "\n" not in text and "\r" not in text, problem
            assert "Traceback" not in text and "Error(" not in text, problem


@settings(max_examples=300, suppress_health_check=list(HealthCheck), derandomize=True)
@given(data=st.data())
def test_no_malformed_body_is_answered_with_a_server_error(
    data: st.DataObject,
    client: TestClient[Any],
    endpoints: list[tuple[str, str, dict[str, str]]],
) -> None:
    method, path, headers = data.draw(st.sampled_from(endpoints), label="endpoint")
    body = data.draw(bodies, label="body")
    response = client.request(method, path, content=body, headers={**JSON, **headers})
    _assert_a_problem_a_person_can_read(response)


NOT_JSON = "The request body is not valid JSON"
MALFORMED = {
    "invalid UTF-8": (b'{"source": "\xff", "data": {}}', "The request body is not valid UTF-8."),
    "lone surrogate": (b'{"source": "\\ud800", "data": {}}', LONE_SURROGATE),
    "other half alone": (b'{"source": "\\udc00x", "data": {}}', LONE_SURROGATE),
    "a whole pair": (b'{"source": "\\ud83d\\ude00", "data": {}}}', f"{NOT_JSON} (at byte 39)."),
    "empty": (b"", EMPTY_BODY),
    "cut short": (b'{"source": "game", "data": {}', f"{NOT_JSON}: it ends too early."),
    "trailing": (b'{"source": "game", "data": {}}}', f"{NOT_JSON} (at byte 31)."),
    "deep": (
        b'{"source": "game", "data": {"n": ' + _nested(5000, "array") + b"}}",
        "The request body nests objects or arrays too deeply.",
    ),
}


@pytest.mark.parametrize(("body", "detail"), MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_body_is_a_400_saying_what_is_wrong(
    client: TestClient[Any],
    endpoints: list[tuple[str, str, dict[str, str]]],
    body: bytes,
    detail: str,
) -> None:
    [(path, as_server)] = [(p, h) for _, p, h in endpoints if p.endswith("/settings")][1:]
    response = client.put(path, content=body, headers={**JSON, **as_server})
    assert (response.status_code, response.json()["code"]) == (400, "validation")
    assert response.json()["detail"] == detail


def test_a_number_beyond_range_is_a_400_naming_its_field(
    client: TestClient[Any], endpoints: list[tuple[str, str, dict[str, str]]]
) -> None:
    typed = b'{"serverType": -1e400, "serverName": "x"}'
    response = client.post("/v1/connect/servers/register", content=typed, headers=JSON)
    assert response.status_code == 400
    assert response.json()["errors"] == [{"field": "serverType", "message": "Number out of range"}]
    [(path, as_server)] = [(p, h) for _, p, h in endpoints if p.endswith("/settings")][1:]
    free_form = b'{"source": "game", "data": {"n": [1e999999]}}'
    response = client.put(path, content=free_form, headers={**JSON, **as_server})
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": "data[...][0]", "message": "Number out of range"}
    ]


SETTINGS = "/v1/profile/settings"
LOOSE = [
    ("PATCH", SETTINGS, {"allowFriendRequests": 0}, "allowFriendRequests"),
    ("PATCH", SETTINGS, {"allowFriendRequests": "true"}, "allowFriendRequests"),
    ("POST", "/v1/connect/servers/register", {"serverType": 5, "serverName": "x"}, "serverType"),
    ("POST", "/v1/services", {"name": "x", "slug": "x", "official": 0}, None),
]


@pytest.mark.parametrize(("method", "path", "body", "field"), LOOSE)
def test_strings_are_not_numbers_and_numbers_are_not_booleans(
    client: TestClient[Any],
    endpoints: list[tuple[str, str, dict[str, str]]],
    method: str,
    path: str,
    body: dict[str, Any],
    field: str | None,
) -> None:
    as_user = next(headers for _, p, headers in endpoints if p == "/v1/profile/settings")
    response = client.request(method, path, json=body, headers=as_user)
    assert response.status_code == 400, response.text
    errors = response.json()["errors"]
    assert field is None or errors[0]["field"] == field
    assert errors[0]["message"].startswith("Expected `")


def test_numbers_in_query_strings_are_written_with_digits(
    client: TestClient[Any], endpoints: list[tuple[str, str, dict[str, str]]]
) -> None:
    as_user = next(headers for _, p, headers in endpoints if p == "/v1/profile/settings")
    for limit in ("1e3", "1.0", "10.5", " 5", "0x10", "٣"):
        response = client.get("/v1/social/friends", params={"limit": limit}, headers=as_user)
        assert response.status_code == 400, (limit, response.text)
        assert response.json()["errors"] == [
            {"field": "limit", "message": "must be a whole number written with digits, e.g. 50"}
        ]
    assert client.get("/v1/social/friends?limit=5", headers=as_user).status_code == 200


def test_an_unknown_member_is_named_in_field(
    client: TestClient[Any], endpoints: list[tuple[str, str, dict[str, str]]]
) -> None:
    as_user = next(headers for _, p, headers in endpoints if p == SETTINGS)
    body = {"allowFriendRequests": True, "colour": "red"}
    response = client.patch(SETTINGS, json=body, headers=as_user)
    assert response.status_code == 400, response.text
    [error] = response.json()["errors"]
    assert error["field"] == "colour" and "unknown field" in error["message"]
