"""The social stream's replay window in Redis, shared by every instance: per user a counter
(``<prefix>:social:<user>:seq``) and a sorted set of the newest events (``...:log``, scores the
numbers, members ``<seq> <body>``), both expiring ``ttl`` after the user's last event.

A new counter starts at the Redis clock in microseconds, not at 0, so a counter that expired (or
a Redis that lost it) never hands out a number a listener already holds: a reconnect with an old
``since`` then gets a reset instead of another user's era of events.
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from redis.asyncio import Redis

from domain.social.replay import Entry, Reset, replay

# A counter that does not exist starts at the Redis clock in microseconds.
_START = """
local function start(counter, ttl)
  if redis.call('EXISTS', counter) == 0 then
    local t = redis.call('TIME')
    redis.call('SET', counter, t[1] .. string.format('%06d', tonumber(t[2])))
  end
  redis.call('PEXPIRE', counter, ttl)
end
"""

# KEYS: per item its counter then its log; ARGV: size, ttl (ms), then the bodies.
_APPEND = (
    _START
    + """
local size = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local seqs = {}
for i = 1, #KEYS, 2 do
  local counter, log = KEYS[i], KEYS[i + 1]
  start(counter, ttl)
  local seq = redis.call('INCR', counter)
  redis.call('ZADD', log, seq, string.format('%d', seq) .. ' ' .. ARGV[(i + 1) / 2 + 2])
  redis.call('ZREMRANGEBYRANK', log, 0, -(size + 1))
  redis.call('PEXPIRE', log, ttl)
  seqs[#seqs + 1] = seq
end
return seqs
"""
)

# KEYS: the counter; ARGV: ttl (ms). The latest number (the counter started when new).
_LATEST = (
    _START
    + """
start(KEYS[1], tonumber(ARGV[1]))
return redis.call('GET', KEYS[1])
"""
)

# KEYS: the counter and the log; ARGV: ttl (ms). Returns the latest number then the window.
_READ = (
    _START
    + """
start(KEYS[1], tonumber(ARGV[1]))
local latest = redis.call('GET', KEYS[1])
local window = redis.call('ZRANGE', KEYS[2], 0, -1)
table.insert(window, 1, latest)
return window
"""
)


class RedisSocialEventLog:
    def __init__(self, client: Redis, prefix: str, size: int, ttl_seconds: float) -> None:
        self._client = client
        self._prefix = f"{prefix}:social:"
        self._size = size
        self._ttl = int(ttl_seconds * 1000)
        self._append = client.register_script(_APPEND)
        self._read = client.register_script(_READ)
        self._latest = client.register_script(_LATEST)

    def _keys(self, user: UUID) -> list[str]:
        return [f"{self._prefix}{user.hex}:seq", f"{self._prefix}{user.hex}:log"]

    async def append(self, items: Sequence[tuple[UUID, str]]) -> list[int]:
        if not items:
            return []
        keys = [key for user, _ in items for key in self._keys(user)]
        bodies = [body for _, body in items]
        seqs = await self._append(keys=keys, args=[self._size, self._ttl, *bodies])
        return [int(seq) for seq in seqs]

    async def since(self, user: UUID, seq: int) -> list[Entry] | Reset:
        latest, window = await self._window(user)
        return replay(window, latest, seq)

    async def latest(self, user: UUID) -> int:
        return int(await self._latest(keys=self._keys(user)[:1], args=[self._ttl]))

    async def _window(self, user: UUID) -> tuple[int, list[Entry]]:
        raw = await self._read(keys=self._keys(user), args=[self._ttl])
        entries = []
        for member in raw[1:]:
            text = member.decode() if isinstance(member, bytes) else str(member)
            number, _, body = text.partition(" ")
            entries.append(Entry(int(number), body))
        first = raw[0]
        return int(first.decode() if isinstance(first, bytes) else first), entries
