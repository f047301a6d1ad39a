"""The heap after startup is frozen while the app serves, and thawed at shutdown (heap.py)."""

from __future__ import annotations

import gc

from entrypoints.http.heap import frozen_heap


async def test_the_startup_heap_is_frozen_while_serving_and_thawed_after() -> None:
    kept = [object() for _ in range(1000)]  # long-lived, as the app's routes and core are
    async with frozen_heap(None):
        assert gc.get_freeze_count() >= len(kept)
    assert gc.get_freeze_count() == 0
