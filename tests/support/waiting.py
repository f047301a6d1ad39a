"""Waiting for something that happens in the background: poll a condition, with a timeout
generous enough for a loaded machine (the test fails only if it never happens)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

PATIENCE_SECONDS = 60.0


async def eventually(
    check: Callable[[], Awaitable[bool]], what: str, patience: float = PATIENCE_SECONDS
) -> None:
    deadline = time.monotonic() + patience
    while not await check():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: did not happen within {patience:.0f} s")
        await asyncio.sleep(0.02)
