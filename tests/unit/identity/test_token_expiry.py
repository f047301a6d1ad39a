"""A token's expiry has one rule, with the clock leeway, whether its signature was checked just
now or it comes from the cache of verified tokens: it never passes once and fails later."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.identity.claims import CLOCK_LEEWAY_SECONDS
from domain.identity.errors import InvalidToken
from tests.conftest import sign_in


async def _expiring(core: Core, clock: FrozenClock) -> tuple[str, int]:
    _, token = await sign_in(core)
    claims = core.identity.tokens.verify(token)  # now cached
    return token, claims.exp - int(clock.now().timestamp())


@pytest.mark.parametrize("past_exp", [0, 1, 5, CLOCK_LEEWAY_SECONDS - 1])
async def test_within_the_leeway_it_verifies_every_time(
    core: Core, clock: FrozenClock, past_exp: int
) -> None:
    token, lifetime = await _expiring(core, clock)
    clock.advance(timedelta(seconds=lifetime + past_exp))
    first = core.identity.tokens.verify(token)
    assert core.identity.tokens.verify(token) == first


@pytest.mark.parametrize("past_exp", [CLOCK_LEEWAY_SECONDS, CLOCK_LEEWAY_SECONDS + 60])
async def test_past_the_leeway_it_is_refused_cached_or_not(
    core: Core, clock: FrozenClock, past_exp: int
) -> None:
    token, lifetime = await _expiring(core, clock)
    clock.advance(timedelta(seconds=lifetime + past_exp))
    with pytest.raises(InvalidToken):
        core.identity.tokens.verify(token)  # from the cache
    _, fresh = await sign_in(core)
    clock.advance(timedelta(days=31))
    with pytest.raises(InvalidToken):
        core.identity.tokens.verify(fresh)  # never cached: the signature check's own rule
