"""Rate-limit state in Redis, shared by every instance: the same GCRA in one Lua script.

While Redis does not answer, each process counts in its own memory instead (the budget is
then per process, as without Redis) and logs the switch once each way; the next call that
reaches Redis again uses the shared budget (docs/operations.md, "Faults").
"""

from __future__ import annotations

import logging

from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from adapters.memory.rate_limit import MemoryRateLimitStore

log = logging.getLogger("svc.redis")
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)

# KEYS[1] the key; ARGV: limit, window (ms). Uses the Redis server's clock, so instances
# with skewed clocks still agree.
_GCRA = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local interval = window / limit
local tat = tonumber(redis.call('GET', KEYS[1]))
if tat == nil or tat < now then tat = now end
local new_tat = tat + interval
local allow_at = new_tat - window
-- a few ulps of rounding (window / limit is rarely exact) must not cut a full burst short
if allow_at - now > math.min(interval / 2, 1e-6 * new_tat) then return allow_at - now end
redis.call('SET', KEYS[1], new_tat, 'PX', math.ceil(new_tat - now) + 1000)
return -1
"""


class RedisRateLimitStore:
    def __init__(self, client: Redis, prefix: str = "svc") -> None:
        self._client = client
        self._prefix = f"{prefix}:rate:"
        self._script = client.register_script(_GCRA)
        self._fallback = MemoryRateLimitStore()
        self._degraded = False

    async def take(self, key: str, limit: int, window_seconds: float) -> float | None:
        try:
            wait_ms = await self._script(
                keys=[self._prefix + key], args=[limit, int(window_seconds * 1000)]
            )
        except UNREACHABLE as error:
            if not self._degraded:
                self._degraded = True
                log.warning("Redis unreachable (%s): rate limits count per process", error)
            return await self._fallback.take(key, limit, window_seconds)
        if self._degraded:
            self._degraded = False
            log.warning("Redis answers again: rate limits are shared again")
        wait_ms = float(wait_ms)
        return None if wait_ms < 0 else wait_ms / 1000
