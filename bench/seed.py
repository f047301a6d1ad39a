"""Seeding the benchmark database through the core (``bootstrap.build_core``).

The bench user (the one whose token wrk sends) is made with the core's use cases, exactly as
the CLI would: ``users.ensure``, ``tokens.issue``, ``presence``, and each scenario's seed
function (``grants.put`` ...). The other users only give the tables a realistic size, so
they are written in bulk: in one unit of work of the core, with the SQL adapter's own tables
and row mapping, and ``executemany`` (the use cases, one transaction each, take ~4 ms a user).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from datetime import timedelta
from typing import Any
from uuid import UUID

from scenarios import Scenario, Seeded

BENCH_USER_NAME = "bench-user"
BATCH = 2_000


async def seed_database(
    settings: Any, users: int, scenarios: Iterable[Scenario], log: Any = print
) -> Seeded:
    from bootstrap import build_core
    from domain.identity.auth_session import SessionKind
    from domain.shared.time import truncate_to_millis

    rng = random.Random(20261122)
    started = time.perf_counter()
    async with await build_core(settings) as core:
        user_id = UUID(int=rng.getrandbits(128), version=4)
        await core.users.ensure(user_id, BENCH_USER_NAME)
        filler = max(users - 1, 0)
        await _add_filler_users(core, filler, rng)
        log(f"seed: {filler + 1} users in {time.perf_counter() - started:.1f} s")

        issued = await core.tokens.issue(user_id, SessionKind.CLI)
        # Freeze lastSeenAt: a moment after the whole run, recorded through the core's presence.
        # The app reports max(stored, seen in this process), so with the stored one later than
        # any request both the app and the floor answer the same bytes all run long, and the
        # app's presence flusher writes nothing (it only moves last_seen_at forward).
        last_seen = truncate_to_millis(core.clock.now() + timedelta(hours=1))
        core.presence.seen(user_id, last_seen)
        await core.presence.flush()

        seeded = Seeded(
            user_id=user_id,
            user_name=BENCH_USER_NAME,
            token=issued.token,
            last_seen_at=last_seen,
            users=filler + 1,
        )
        for scenario in scenarios:
            if scenario.seed is not None:
                await scenario.seed(core, seeded)
    log(f"seed: done in {time.perf_counter() - started:.1f} s")
    return seeded


async def _add_filler_users(core: Any, count: int, rng: random.Random) -> None:
    from domain.identity.user import User
    from domain.permissions.default_role import KNOWN_NODES
    from domain.permissions.grant import Grant

    now = core.clock.now()
    done = 0
    while done < count:
        batch = min(BATCH, count - done)
        new_users: list[User] = []
        grants: list[tuple[UUID, Grant]] = []
        for i in range(done, done + batch):
            user = User(
                id=UUID(int=rng.getrandbits(128), version=4),
                name=f"player{i:07d}",
                created_at=now,
                updated_at=now,
                first_joined_at=now,
                last_seen_at=now - timedelta(minutes=rng.randrange(0, 60 * 24 * 30)),
            )
            new_users.append(user)
            for node in rng.sample(KNOWN_NODES, rng.randint(1, 4)):
                negated = rng.random() < 0.1
                expires = now + timedelta(days=rng.randint(1, 90)) if rng.random() < 0.2 else None
                grants.append((user.id, Grant(node, negated, expires, None)))
        async with core.uow() as uow:
            await _insert(uow, new_users, grants)
            await uow.commit()
        done += batch


async def _insert(uow: Any, new_users: list, grants: list) -> None:
    """Bulk through the unit of work's connection; row by row through its repositories else."""
    connection = getattr(uow.users, "_db", None)
    try:
        from adapters.sql.identity import _user_values
        from adapters.sql.permissions import _grant_values
        from adapters.sql.tables.identity import users
        from adapters.sql.tables.permissions import user_grants
    except ImportError:
        connection = None
    if connection is None:
        for user in new_users:
            await uow.users.add(user)
        for user_id, grant in grants:
            await uow.grants.put_for_user(user_id, grant)
        return
    await connection.execute(users.insert(), [_user_values(u) for u in new_users])
    await connection.execute(
        user_grants.insert(), [{"user_id": uid, **_grant_values(g)} for uid, g in grants]
    )
