"""Named rate limits (docs/api.md, "Rate limits"), scaled by SVC_RATE_LIMIT_SCALE (0 turns them
off)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from domain.shared.errors import RateLimited


@dataclass(frozen=True, slots=True)
class RatePolicy:
    limit: int
    window_seconds: float


POLICIES: dict[str, RatePolicy] = {
    "auth": RatePolicy(30, 60),  # auth endpoints, per IP
    "register": RatePolicy(30, 60),  # server registration, per IP
    "claim": RatePolicy(10, 60),  # claiming a server, per user
    "join": RatePolicy(30, 60),  # a host joining a network with a join token, per IP
    "friend_request": RatePolicy(60, 3600),  # friend requests, per user
    "account": RatePolicy(120, 60),  # signed-in calls of sign-in, sessions, services; per user
    "dns_verify": RatePolicy(10, 60),  # DNS lookups for service domain proofs, per user
    "social_report": RatePolicy(20, 3600),  # reports of users, per user
    "social_frames": RatePolicy(120, 60),  # frames sent on the social stream, per user
    "chat_typing": RatePolicy(1, 2),  # typing frames passed on, per user and conversation
    "chat_read": RatePolicy(60, 60),  # read receipts, per user
    "token_failures": RatePolicy(120, 60),  # tokens refused (401), per IP
    "server_auth_failures": RatePolicy(60, 60),  # server credentials refused (401), per IP
    "public_directory": RatePolicy(300, 60),  # the public server directory, per IP
    "gateway_register": RatePolicy(10, 60),  # gateway registration, per IP
    "gateway_heartbeat": RatePolicy(600, 60),  # gateway heartbeats, per IP
    "domain_verify": RatePolicy(10, 60),  # DNS lookups for domain claims, per user
    "dns_provider": RatePolicy(10, 60),  # DNS automation changes (provider calls), per user
    "version_events": RatePolicy(120, 60),  # client event batches (<= 100 events), per IP
    "checkout": RatePolicy(30, 3600),  # shop checkouts (each may call the provider), per user
    "feedback": RatePolicy(20, 3600),  # feedback from a signed-in user, per user
    "feedback_anonymous": RatePolicy(5, 3600),  # anonymous feedback, per IP
    "games_live": RatePolicy(60, 60),  # opening the public /v1/games/live socket, per IP
    "public_supporters": RatePolicy(300, 60),  # the public supporter list, per IP
}


class RateLimitStore(Protocol):
    async def take(self, key: str, limit: int, window_seconds: float) -> float | None:
        """Count one event under ``key``; None when allowed, else seconds until it would be."""
        ...


class RateLimits:
    def __init__(self, store: RateLimitStore, scale: float = 1.0) -> None:
        self._store = store
        self._scale = scale
        self.refused: list[Callable[[str], None]] = []
        """Told the policy's name at each refusal (the metrics count them)."""

    @property
    def enabled(self) -> bool:
        return self._scale > 0

    async def check(self, policy_name: str, key: str) -> None:
        """Raise RateLimited when ``key`` exceeded the named policy."""
        if self._scale <= 0:
            return
        policy = POLICIES[policy_name]
        limit = max(1, math.floor(policy.limit * self._scale))
        retry_after = await self._store.take(f"{policy_name}:{key}", limit, policy.window_seconds)
        if retry_after is not None:
            for listener in self.refused:
                listener(policy_name)
            raise RateLimited(retry_after)
