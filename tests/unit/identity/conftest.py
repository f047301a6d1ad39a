"""Fixtures of the sign-in unit suites: the memory core wired with memory fakes of the
game session service, the identity provider and DNS, which the tests drive directly."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.identity_provider import MemoryIdentityProvider
from adapters.memory.session_service import MemorySessionService
from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from bootstrap.settings import Settings
from tests.support.signin import DASH, PARTNER, memory_core


@pytest.fixture
def session_service() -> MemorySessionService:
    return MemorySessionService()


@pytest.fixture
def idp() -> MemoryIdentityProvider:
    return MemoryIdentityProvider()


@pytest.fixture
def core_settings(settings_for: Callable[..., Settings]) -> Settings:
    return settings_for("memory://", idp_dash_redirect=DASH, idp_partner_redirect=PARTNER)


@pytest.fixture
async def core(
    core_settings: Settings,
    clock: FrozenClock,
    session_service: MemorySessionService,
    idp: MemoryIdentityProvider,
) -> AsyncIterator[Core]:
    """Here ``core`` is the memory core only (the root conftest's runs on every backend)."""
    async with memory_core(
        core_settings,
        clock,
        session_service=session_service,
        identity_provider=idp,
        dns=MemoryDnsResolver(),
    ) as built:
        yield built
