"""The game's session server, spoken the way the Minecraft session server speaks it.

``GET {base}/session/minecraft/hasJoined?username=<name>&serverId=<serverId>`` answers 200
``{"id": "<uuid without hyphens>", "name": "...", ...}`` when that player joined that server
id, and 204 when not. A timeout, a connection failure, a 5xx, a 429 or an answer we cannot
read is SessionServiceUnavailable (503 to our caller, nothing stored).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING
from uuid import UUID

from adapters.shared.http_client import http_client
from domain.identity.errors import SessionServiceUnavailable
from domain.identity.game_session import GameProfile

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("svc.session_service")
MAX_BODY = 64 * 1024


class MinecraftSessionService:
    def __init__(
        self, base_url: str, timeout: float = 5.0, client: httpx.AsyncClient | None = None
    ) -> None:
        self._url = base_url.rstrip("/") + "/session/minecraft/hasJoined"
        self._timeout = timeout
        self._client = client

    def _http(self) -> httpx.AsyncClient:
        """Made at the first call: a core that never signs a player in never imports httpx."""
        if self._client is None:
            self._client = http_client(self._timeout)
        return self._client

    async def has_joined(self, name: str, server_id: str) -> GameProfile | None:
        import httpx

        try:
            response = await self._http().get(
                self._url, params={"username": name, "serverId": server_id}
            )
        except httpx.HTTPError as error:
            log.warning("session service did not answer: %s", type(error).__name__)
            raise SessionServiceUnavailable() from None
        if response.status_code == 204:
            return None
        if response.status_code != 200:
            log.warning("session service answered %s", response.status_code)
            raise SessionServiceUnavailable()
        return _profile(response)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()


def _profile(response: httpx.Response) -> GameProfile:
    try:
        if len(response.content) > MAX_BODY:
            raise ValueError("too large")
        body = response.json()
        return GameProfile(id=UUID(hex=str(body["id"])), name=str(body["name"]))
    except (ValueError, KeyError, TypeError):
        log.warning("session service sent an answer we cannot read")
        raise SessionServiceUnavailable() from None
