"""A body the operation takes as JSON must be declared JSON (docs/api.md, "Errors"):
`application/json` or a `+json` type; `text/plain`, a form, any other type or none at all is
415 `unsupported_media_type` and changes nothing. Routes that read their raw body (webhooks,
chat interactions) and our consent form keep their own rules."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from tests.conftest import bearer, sign_in
from tests.support.connect_http import claimed, dash_user

SHARES = "/v1/profile/shares"
BODY = b'{"label": "wiki"}'
REFUSED = (415, "unsupported_media_type")


async def _shares(http: AsyncTestClient, token: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = (await http.get(SHARES, headers=bearer(token))).json()["items"]
    return items


@pytest.mark.parametrize(
    "content_type",
    [
        None,  # no Content-Type at all
        "text/plain",
        "text/plain; charset=utf-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
        "text/json",
        "application/octet-stream",
    ],
)
async def test_a_json_body_sent_as_anything_else_is_415_and_creates_nothing(
    http: AsyncTestClient, content_type: str | None
) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    headers = bearer(token) | ({"Content-Type": content_type} if content_type else {})
    answer = await http.post(SHARES, content=BODY, headers=headers)
    assert (answer.status_code, answer.json()["code"]) == REFUSED, answer.text
    assert "application/json" in answer.json()["detail"]
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert await _shares(http, token) == []


@pytest.mark.parametrize(
    "content_type",
    ["application/json", "application/json; charset=utf-8", "Application/JSON"],
)
async def test_json_is_taken_with_or_without_parameters(
    http: AsyncTestClient, content_type: str
) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    headers = {**bearer(token), "Content-Type": content_type}
    answer = await http.post(SHARES, content=BODY, headers=headers)
    assert answer.status_code == 201, answer.text
    assert [s["label"] for s in await _shares(http, token)] == ["wiki"]


async def test_a_patch_takes_json_and_merge_patch_and_refuses_the_rest(
    http: AsyncTestClient,
) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    url = f"/v1/connect/servers/{registration['serverId']}/settings"
    put = await http.put(url, json={"source": "game", "data": {"pvp": True}}, headers=owner)
    assert put.status_code == 200, put.text

    async def patch(body: bytes, content_type: str | None) -> tuple[int, Any]:
        headers = owner | ({"Content-Type": content_type} if content_type else {})
        answer = await http.patch(url, params={"source": "game"}, content=body, headers=headers)
        return answer.status_code, answer.json()

    for refused in (None, "text/plain"):
        status, problem = await patch(b'{"pvp": false}', refused)
        assert (status, problem["code"]) == REFUSED
    read = await http.get(url, params={"source": "game"}, headers=owner)
    assert [e["data"] for e in read.json()["items"]] == [{"pvp": True}]  # nothing changed
    assert (await patch(b'{"mode": "a"}', "application/merge-patch+json"))[0] == 200
    assert (await patch(b'{"pvp": false}', "application/json"))[0] == 200
    read = await http.get(url, params={"source": "game"}, headers=owner)
    assert [e["data"] for e in read.json()["items"]] == [{"pvp": False, "mode": "a"}]


async def test_an_empty_body_is_still_the_400_that_says_so(http: AsyncTestClient) -> None:
    """No body, no Content-Type: nothing was sent to declare; the missing body is the fault."""
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    answer = await http.patch("/v1/profile/settings", headers=bearer(token))
    assert (answer.status_code, answer.json()["code"]) == (400, "validation"), answer.text
