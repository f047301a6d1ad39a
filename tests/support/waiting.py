"""How long tests wait, and how: generous bounds and polling, never a fixed sleep.

CI machines have two cores and may be busy with other work, so nothing here assumes speed.
A bound only stops a test that would otherwise hang: reaching it is a failure, never the
thing a test checks.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

STARTUP = 120.0  # seconds for a server process to come up (uvicorn imports the whole app)
OUTBOUND = 30.0  # seconds for one call to a local server: ours, or a test double we call
PATIENCE = 60.0  # seconds for something asynchronous to happen (a bus message, a stream event)
POLL = 0.02  # seconds between two looks at a condition


async def eventually(
    condition: Callable[[], Awaitable[bool] | bool], what: str, within: float = PATIENCE
) -> None:
    """Return as soon as ``condition()`` holds; fail naming ``what`` after ``within`` s."""
    try:
        async with asyncio.timeout(within):
            while True:
                if await _holds(condition):
                    return
                await asyncio.sleep(POLL)  # a poll: the condition decides, not the time
    except TimeoutError:
        raise AssertionError(f"{what}: still not so after {within:.0f} s") from None


async def _holds(condition: Callable[[], Awaitable[bool] | bool]) -> bool:
    outcome = condition()
    return outcome if isinstance(outcome, bool) else await outcome


def wait_until(condition: Callable[[], bool], what: str, within: float = PATIENCE) -> None:
    """``eventually`` for synchronous code."""
    deadline = time.monotonic() + within
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: still not so after {within:.0f} s")
        time.sleep(POLL)
