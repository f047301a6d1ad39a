"""What verifying one platform token costs in process, in microseconds.

``cold``: a token never seen before (Ed25519 signature, claims, revocation check, cache store);
``cached``: the same token again (cache hit, expiry and revocation checks). Measured on the
app's own Tokens, wired by the core exactly as `svc serve` wires it.
"""

from __future__ import annotations

import asyncio
import time
import uuid


def token_verify_micros(env: dict[str, str], count: int = 2000) -> dict[str, float]:
    return asyncio.run(_measure(env, count))


async def _measure(env: dict[str, str], count: int) -> dict[str, float]:
    from bootstrap.core import build_core
    from bootstrap.settings import Settings
    from domain.identity.auth_session import SessionKind

    async with await build_core(Settings.from_env(env)) as core:
        user_id = uuid.uuid4()
        tokens = [
            core.identity.tokens.sign(
                core.identity.tokens.new_session(user_id, SessionKind.CLI)
            ).token
            for _ in range(count)
        ]
        started = time.perf_counter()
        for token in tokens:
            core.identity.tokens.verify(token)
        cold = (time.perf_counter() - started) / count * 1e6
        token = tokens[0]
        started = time.perf_counter()
        for _ in range(count * 10):
            core.identity.tokens.verify(token)
        cached = (time.perf_counter() - started) / (count * 10) * 1e6
    return {"cold": round(cold, 1), "cached": round(cached, 2)}
