from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings


@pytest.fixture
async def memory_core(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    """The wired core on the memory adapters (unit tests: fast, no database)."""
    async with await build_core(settings_for("memory://"), clock=clock) as built:
        yield built
