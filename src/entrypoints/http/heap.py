"""The heap after startup, out of the garbage collector's way (bench/README.md, profile).

By the time the app serves, its process holds a few hundred thousand long-lived objects: the
routes and their signature models, the OpenAPI document, SQLAlchemy's tables, the core and
its caches. Python's collector walks all of them on every full (oldest generation) collection,
which a busy server triggers every few thousand requests: a pause of tens of milliseconds on
the event loop, which every request in flight waits out (the tail of every scenario), and
about a fifth of the CPU of a short request. ``frozen_heap``, the app's last lifespan step,
collects once and then freezes what is left (``gc.freeze``): those objects are never walked
again; what requests allocate is collected as before. Unfrozen at shutdown.

Only the app that owns its process does this: the one built without a core (``svc serve``,
its workers, the bench). An app given a core (the tests' in-process clients, an embedding
tool) lives in somebody else's process, whose heap may be large: a full collection per app
there cost the suite about 0.4 s per test.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import AsyncIterator
from typing import Any


@contextlib.asynccontextmanager
async def frozen_heap(_app: Any) -> AsyncIterator[None]:
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
