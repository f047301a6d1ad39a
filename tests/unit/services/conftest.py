"""Fixtures of the services unit suites: the memory core wired with memory fakes of the
outbound ports; the tests publish TXT records in ``dns``."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.identity_provider import MemoryIdentityProvider
from adapters.memory.session_service import MemorySessionService
from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from bootstrap.settings import Settings
from tests.support.services import APP_SCHEME, DASH_ORIGIN
from tests.support.signin import memory_core


@pytest.fixture
def dns() -> MemoryDnsResolver:
    return MemoryDnsResolver()


@pytest.fixture
def core_settings(settings_for: Callable[..., Settings]) -> Settings:
    return settings_for(
        "memory://", dash_url=DASH_ORIGIN, service_redirect_schemes=frozenset({APP_SCHEME})
    )


@pytest.fixture
async def core(
    core_settings: Settings, clock: FrozenClock, dns: MemoryDnsResolver
) -> AsyncIterator[Core]:
    """Here ``core`` is the memory core only (the root conftest's runs on every backend)."""
    async with memory_core(
        core_settings,
        clock,
        session_service=MemorySessionService(),
        identity_provider=MemoryIdentityProvider(),
        dns=dns,
    ) as built:
        yield built
