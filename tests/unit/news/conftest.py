"""Here ``core`` is the memory core only (the root conftest's runs on every backend)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings


@pytest.fixture
async def core(settings_for: Callable[..., Settings], clock: FrozenClock) -> AsyncIterator[Core]:
    async with await build_core(settings_for("memory://"), clock=clock) as built:
        yield built
