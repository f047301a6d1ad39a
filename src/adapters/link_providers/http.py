"""What both provider adapters share: one lazily made httpx client, bounded bodies, a 429
honoured once (its Retry-After, when short enough), and never a token in an error message."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from adapters.shared.http_client import http_client
from application.links.ports import LinkProviderError

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("svc.links.provider")
MAX_BODY = 2 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    body: Any
    """Decoded JSON (None when empty or not JSON)."""


class JsonApi:
    def __init__(
        self,
        base_url: str,
        timeout: float,
        max_retry_wait: float,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self._base = base_url.rstrip("/")
        self._timeout = timeout
        self._max_wait = max_retry_wait
        self._client = client

    def _http(self) -> httpx.AsyncClient:
        """Made at the first call: a process that never calls the provider never opens one."""
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
    ) -> Answer:
        """One call; a 429 is waited out once when its wait is at most ``max_retry_wait``,
        else (or when the second answer is a 429 again) ``rate_limited``."""
        answer, wait = await self._once(method, path, headers, body, params)
        if answer.status == 429 and wait is not None and wait <= self._max_wait:
            log.info("provider rate limit: waiting %.2f s before %s %s", wait, method, path)
            await asyncio.sleep(wait)  # the provider's own Retry-After: honoured, then once more
            answer, wait = await self._once(method, path, headers, body, params)
        if answer.status == 429:
            raise LinkProviderError(
                "rate_limited", "the provider is rate limiting these calls", wait
            )
        return answer

    async def _once(
        self,
        method: str,
        path: str,
        headers: dict[str, str],
        body: Any,
        params: dict[str, str] | None,
    ) -> tuple[Answer, float | None]:
        import httpx

        try:
            response = await self._http().request(
                method, self._base + path, headers=headers, json=body, params=params
            )
        except httpx.HTTPError as error:
            raise LinkProviderError(
                "unavailable", f"no answer from the provider ({type(error).__name__})"
            ) from None
        if len(response.content) > MAX_BODY:
            raise LinkProviderError("unavailable", "the provider's answer is too large")
        decoded: Any = None
        if response.content:
            try:
                decoded = json.loads(response.content)
            except ValueError:
                decoded = None
        if response.status_code >= 500:
            raise LinkProviderError("unavailable", f"the provider answered {response.status_code}")
        wait = _retry_after(response.headers.get("retry-after"), decoded)
        return Answer(response.status_code, decoded), wait

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()


def _retry_after(header: str | None, body: Any) -> float | None:
    """Seconds to wait: the Retry-After header (seconds), else the body's ``retry_after``
    (Discord) or ``retry_after_seconds`` (Patreon's error objects)."""
    candidates: list[Any] = [header]
    if isinstance(body, dict):
        candidates.append(body.get("retry_after"))
        for error in body.get("errors") or []:
            if isinstance(error, dict):
                candidates.append(error.get("retry_after_seconds"))
    for value in candidates:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            continue
        if seconds >= 0:
            return seconds
    return None
