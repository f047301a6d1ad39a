"""Connect through the HTTP API, the way a plugin and a dash would call it."""

from __future__ import annotations

import uuid
from typing import Any

from litestar.testing import AsyncTestClient

from tests.conftest import bearer, sign_in


def server_headers(registration: dict[str, Any]) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {registration['serverSecret']}",
        "X-Server-Id": registration["serverId"],
    }


async def register(http: AsyncTestClient, name: str = "Lobby", **extra: Any) -> dict[str, Any]:
    response = await http.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": name, **extra}
    )
    assert response.status_code == 201, response.text
    return response.json()


async def dash_user(http: AsyncTestClient, name: str = "Player") -> tuple[uuid.UUID, dict]:
    user_id, token = await sign_in(http.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
    return user_id, bearer(token)


async def claimed(http: AsyncTestClient, owner: dict[str, str], name: str = "Lobby") -> dict:
    registration = await register(http, name)
    response = await http.post(
        "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=owner
    )
    assert response.status_code == 200, response.text
    return registration
