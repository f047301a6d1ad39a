"""SingleFlight: callers that miss at the same time share one load, and lose nothing by it."""

from __future__ import annotations

import asyncio

import pytest

from application.shared.single_flight import SingleFlight


class Load:
    """A load that waits until the test lets it finish, counting how often it started."""

    def __init__(self) -> None:
        self.started = 0
        self.release = asyncio.Event()
        self.fail: Exception | None = None

    async def __call__(self) -> int:
        self.started += 1
        number = self.started
        await self.release.wait()
        if self.fail is not None:
            raise self.fail
        return number


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_concurrent_callers_share_one_load() -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    callers = [asyncio.create_task(flight.run("k", load)) for _ in range(32)]
    await settle()
    load.release.set()
    assert await asyncio.gather(*callers) == [1] * 32
    assert load.started == 1


async def test_a_caller_after_the_load_ended_starts_a_new_one() -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    load.release.set()
    assert await flight.run("k", load) == 1
    await settle()
    assert await flight.run("k", load) == 2


async def test_keys_load_apart() -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    a = asyncio.create_task(flight.run("a", load))
    b = asyncio.create_task(flight.run("b", load))
    await settle()
    load.release.set()
    assert sorted(await asyncio.gather(a, b)) == [1, 2]


async def test_a_caller_that_goes_away_does_not_cancel_the_others_load() -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    first = asyncio.create_task(flight.run("k", load))
    second = asyncio.create_task(flight.run("k", load))
    await settle()
    first.cancel()
    await settle()
    load.release.set()
    assert await second == 1
    with pytest.raises(asyncio.CancelledError):
        await first
    assert load.started == 1


async def test_a_failed_load_fails_its_callers_and_the_next_caller_loads_again() -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    load.fail = ConnectionError("database away")
    callers = [asyncio.create_task(flight.run("k", load)) for _ in range(3)]
    await settle()
    load.release.set()
    results = await asyncio.gather(*callers, return_exceptions=True)
    assert all(isinstance(r, ConnectionError) for r in results)
    await settle()
    load.fail = None
    assert await flight.run("k", load) == 2


@pytest.mark.parametrize("forget", ["one key", "every key"])
async def test_forgetting_makes_later_callers_load_anew(forget: str) -> None:
    flight: SingleFlight[str, int] = SingleFlight()
    load = Load()
    before = asyncio.create_task(flight.run("k", load))
    await settle()
    if forget == "one key":
        flight.forget("k")
    else:
        flight.forget_all()
    after = asyncio.create_task(flight.run("k", load))
    await settle()
    load.release.set()
    assert (await before, await after) == (1, 2)
