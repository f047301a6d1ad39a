"""A failed storage write stores no model (and no part); orphaned files are swept once older
than the grace period, files with a row never are."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.memory.storage import MemoryObjectStorage
from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.catalog.parts import PNG_SIGNATURE
from domain.totem.errors import StorageUnavailable
from tests.support.social import member
from tests.support.totems import model, upload_of


@pytest.fixture
def storage() -> MemoryObjectStorage:
    return MemoryObjectStorage()


@pytest.fixture
async def core(
    settings_for: Callable[..., Settings], clock: FrozenClock, storage: MemoryObjectStorage
) -> AsyncIterator[Core]:
    async with await build_core(
        settings_for(), outbound=Outbound(storage=storage), clock=clock
    ) as built:
        yield built


async def test_a_failed_write_stores_no_model(core: Core, storage: MemoryObjectStorage) -> None:
    _, alex = await member(core)
    storage.failing = True
    with pytest.raises(StorageUnavailable):
        await core.totem.post(alex, upload_of(model(1)))
    storage.failing = False
    assert (await core.totem.gallery(alex)).items == []
    assert storage.objects == {}
    again = await core.totem.post(alex, upload_of(model(1)))  # and nothing blocks a retry
    assert again.created


async def test_a_failed_write_stores_no_part(core: Core, storage: MemoryObjectStorage) -> None:
    admin_id, admin = await member(core)
    await core.permissions.grants.put(
        OPERATOR, admin_id, GrantChange("admin:skin-builder-parts:upload")
    )
    storage.failing = True
    image = base64.b64encode(PNG_SIGNATURE + b"\0" * 8).decode()
    with pytest.raises(StorageUnavailable):
        await core.catalog.parts.upload(admin, "hats", "Hat", "png", image)
    storage.failing = False
    assert (await core.catalog.parts.page()).items == []


async def test_orphans_older_than_the_grace_period_are_swept(
    core: Core, storage: MemoryObjectStorage, clock: FrozenClock
) -> None:
    _, alex = await member(core)
    kept = (await core.totem.post(alex, upload_of(model(1)))).model
    orphan, fresh = "a" * 24, "b" * 24
    await storage.put(f"{orphan}.json", b"{}", "application/json")
    await storage.put(f"{fresh}.json", b"{}", "application/json")
    await storage.put("not-a-model.txt", b"x", "text/plain")
    for key in (f"{orphan}.json", f"{kept.id}.json", "not-a-model.txt"):
        storage.backdate(key, clock.now() - timedelta(hours=2))
    storage.backdate(f"{fresh}.json", clock.now() - timedelta(minutes=5))
    sweeps = {job.name: job for job in core.background.jobs}
    assert await sweeps["model-files"].run() == 1
    assert set(storage.objects) == {f"{kept.id}.json", f"{fresh}.json", "not-a-model.txt"}


async def test_the_sweep_walks_a_batch_at_a_time(
    core: Core, storage: MemoryObjectStorage, clock: FrozenClock
) -> None:
    from application.totem.sweep import OrphanSweep
    from domain.totem.model import MODEL_FILE

    for n in range(7):
        key = f"{n:024x}.json"
        await storage.put(key, b"{}", "application/json")
        storage.backdate(key, clock.now() - timedelta(days=1))
    sweep = OrphanSweep(storage, "", MODEL_FILE, core.totem.known, clock, batch=3)
    removed = [await sweep.run() for _ in range(3)]
    assert removed == [3, 3, 1] and storage.objects == {}
