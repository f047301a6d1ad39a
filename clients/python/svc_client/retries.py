"""Retries of requests the server did not do: 429 (rate limited) and 503 (unavailable).

Both answers mean nothing was done, so any method may be sent again. The wait is the server's
``Retry-After`` when it gives one (capped by ``max_delay``), else exponential backoff with full
jitter. Connection errors are not retried here: whether a POST arrived is unknown.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass

import httpx

from svc_client.problems import retry_after

RETRIED = frozenset({429, 503})


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 4  # in all, the first included; 1 turns retries off
    base_delay: float = 0.5
    max_delay: float = 30.0

    def delay(self, attempt: int, response: httpx.Response) -> float:
        """Seconds to wait before attempt ``attempt + 1`` (``attempt`` counts from 1)."""
        told = retry_after(response)
        if told is not None:
            return min(told, self.max_delay)
        return random.uniform(0, min(self.max_delay, self.base_delay * 2 ** (attempt - 1)))


class RetryingTransport(httpx.BaseTransport):
    def __init__(self, policy: RetryPolicy, inner: httpx.BaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        attempt = 1
        while True:
            response = self.inner.handle_request(request)
            if response.status_code not in RETRIED or attempt >= self.policy.attempts:
                return response
            delay = self.policy.delay(attempt, response)
            response.close()
            time.sleep(delay)
            attempt += 1

    def close(self) -> None:
        self.inner.close()


class AsyncRetryingTransport(httpx.AsyncBaseTransport):
    def __init__(self, policy: RetryPolicy, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        attempt = 1
        while True:
            response = await self.inner.handle_async_request(request)
            if response.status_code not in RETRIED or attempt >= self.policy.attempts:
                return response
            delay = self.policy.delay(attempt, response)
            await response.aclose()
            await asyncio.sleep(delay)
            attempt += 1

    async def aclose(self) -> None:
        await self.inner.aclose()
