"""What both provider adapters share: one lazily made httpx client, bounded bodies, never the
token in an error message or a log line."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from adapters.shared.http_client import http_client
from application.edge.ports import DnsProviderError

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("svc.edge.dns_provider")
MAX_BODY = 1024 * 1024


class HttpApi:
    def __init__(self, base_url: str, timeout: float, client: httpx.AsyncClient | None) -> None:
        self._base = base_url.rstrip("/")
        self._timeout = timeout
        self._client = client

    def _http(self) -> httpx.AsyncClient:
        """Made at the first call: a process that never calls the provider never imports
        httpx for it."""
        if self._client is None:
            self._client = http_client(self._timeout)
        return self._client

    async def request(
        self,
        method: str,
        path: str,
        headers: dict[str, str],
        body: Any = None,
        params: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        """Status and decoded JSON body (None when empty); ``unavailable`` on a transport
        failure, a timeout or a body we cannot read."""
        import httpx

        try:
            response = await self._http().request(
                method, self._base + path, headers=headers, json=body, params=params
            )
        except httpx.HTTPError as error:
            raise DnsProviderError(
                "unavailable", f"no answer from the provider ({type(error).__name__})"
            ) from None
        if len(response.content) > MAX_BODY:
            raise DnsProviderError("unavailable", "the provider's answer is too large")
        if not response.content:
            return response.status_code, None
        try:
            return response.status_code, json.loads(response.content)
        except ValueError:
            if response.status_code >= 500:
                raise DnsProviderError(
                    "unavailable", f"the provider answered {response.status_code}"
                ) from None
            return response.status_code, None

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()


def unquote_txt(value: str) -> str:
    """TXT content as providers show it (``"a" "b"`` or plain) to its text."""
    text = value.strip()
    if text.startswith('"') and text.endswith('"') and len(text) >= 2:
        parts = [p for p in text[1:-1].split('" "')]
        return "".join(part.replace('\\"', '"').replace("\\\\", "\\") for part in parts)
    return text


def quote_txt(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
