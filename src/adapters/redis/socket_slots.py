"""WebSocket slots in Redis, shared by every instance: one sorted set per key
(``<prefix>:sockets:<key>``), members the holders, scores the ends of their leases in the
Redis server's clock (instances with skewed clocks still agree).

Taking a socket's slots is one Lua script over all its keys (expired leases dropped, every cap
checked, then every slot taken: all or none, atomically). Each set expires with its longest
lease, so a Redis left alone empties itself.

While Redis does not answer, a socket is counted in this process instead (its caps then hold
per process, as without Redis) and the switch is logged once each way; such a slot stays here
until its socket closes. A slot taken in Redis whose renewals fail (Redis away) lapses after
its lease and is taken again by the first renewal that reaches Redis.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

from redis.asyncio import Redis

from adapters.memory.socket_slots import MemorySlotLedger
from adapters.redis.rate_limit import UNREACHABLE

log = logging.getLogger("svc.redis")
RENEW_BATCH = 500
"""Slots renewed per script call (one call must not hold Redis for long)."""

# The Redis clock, and a set that lives as long as its longest lease (never shortened).
_COMMON = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local function keep(key, lease)
  if redis.call('PTTL', key) < lease then redis.call('PEXPIRE', key, lease) end
end
"""

# KEYS the socket's keys; ARGV: lease (ms), holder, then the cap of each key. Returns 0 when
# taken, else the (1-based) index of the first key at its cap.
_ACQUIRE = (
    _COMMON
    + """
local lease = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 2]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  keep(key, lease)
end
return 0
"""
)

# KEYS the keys of the slots; ARGV: lease (ms), then the holder of each slot.
_RENEW = (
    _COMMON
    + """
local lease = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[i + 1])
  keep(key, lease)
end
return #KEYS
"""
)

# KEYS the holder's keys; ARGV: the holder.
_RELEASE = """
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return #KEYS
"""


class RedisSlotLedger:
    def __init__(self, client: Redis, prefix: str = "svc") -> None:
        self._client = client
        self._prefix = f"{prefix}:sockets:"
        self._acquire = client.register_script(_ACQUIRE)
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)
        self._fallback = MemorySlotLedger()
        self._local: set[str] = set()  # holders counted in the fallback
        self._degraded = False

    async def acquire(
        self, holder: str, caps: Sequence[tuple[str, int]], lease_seconds: float
    ) -> str | None:
        keys = [self._prefix + key for key, _ in caps]
        try:
            full = int(
                await self._acquire(
                    keys=keys, args=[_ms(lease_seconds), holder, *(cap for _, cap in caps)]
                )
            )
        except UNREACHABLE as error:
            self._went_away(error)
            refused = await self._fallback.acquire(holder, caps, lease_seconds)
            if refused is None:
                self._local.add(holder)
            return refused
        self._answers()
        return None if full == 0 else caps[full - 1][0]

    async def renew(self, held: Mapping[str, Sequence[str]], lease_seconds: float) -> None:
        local = {h: keys for h, keys in held.items() if h in self._local}
        if local:
            await self._fallback.renew(local, lease_seconds)
        slots = [
            (self._prefix + key, holder)
            for holder, keys in held.items()
            if holder not in self._local
            for key in keys
        ]
        try:
            for start in range(0, len(slots), RENEW_BATCH):
                batch = slots[start : start + RENEW_BATCH]
                await self._renew(
                    keys=[key for key, _ in batch],
                    args=[_ms(lease_seconds), *(holder for _, holder in batch)],
                )
        except UNREACHABLE as error:
            self._went_away(error)
            return
        if slots:
            self._answers()

    async def release(self, holder: str, keys: Sequence[str]) -> None:
        if holder in self._local:
            self._local.discard(holder)
            await self._fallback.release(holder, keys)
            return
        try:
            await self._release(keys=[self._prefix + key for key in keys], args=[holder])
        except UNREACHABLE as error:  # the lease lapses by itself
            self._went_away(error)

    def _went_away(self, error: BaseException) -> None:
        if not self._degraded:
            self._degraded = True
            log.warning("Redis unreachable (%s): WebSocket caps count per process", error)

    def _answers(self) -> None:
        if self._degraded:
            self._degraded = False
            log.warning("Redis answers again: WebSocket caps are shared again")


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))
