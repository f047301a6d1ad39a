"""Seeding the benchmark database through the core (``bootstrap.build_core``).

The bench user (the one whose token wrk sends) is made with the core's use cases, exactly as
the CLI would: ``users.ensure``, ``tokens.issue``, ``presence``, and each scenario's seed
function (``grants.put`` ...). The other users only give the tables a realistic size, so
they are written in bulk: in one unit of work of the core, with the SQL adapter's own tables
and row mapping, and ``executemany`` (the use cases, one transaction each, take ~4 ms a user).

Connect (``seed_connect``, the seed function of the Connect scenarios and the stream fan-out)
works the same way: the two servers the bench talks to are registered, claimed by the bench
user, given settings and commands through ``core.connect``; the other servers, their
commands (pending, acknowledged, older than the TTL) and settings go in bulk.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from datetime import timedelta
from typing import Any
from uuid import UUID

from scenarios import Seeded, SeedFunction

BENCH_USER_NAME = "bench-user"
BATCH = 2_000


async def seed_database(
    settings: Any, users: int, servers: int, seeds: Iterable[SeedFunction], log: Any = print
) -> Seeded:
    """``seeds``: the selected scenarios' seed functions; each runs once (a function that
    several scenarios share, such as ``connect_seed``, too)."""
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
            servers=servers,
        )
        for seed in dict.fromkeys(seeds):  # in order, each once
            began = time.perf_counter()
            await seed(core, seeded)
            log(f"seed: {seed.__name__} in {time.perf_counter() - began:.1f} s")
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


# --- Connect ---------------------------------------------------------------------------------

BENCH_SERVER_NAME = "bench-server"
STREAM_SERVER_NAME = "bench-stream"
SERVER_TYPES = ("paper", "velocity", "fabric", "folia")
REGIONS = ("eu-west", "eu-central", "us-east", "us-west", "ap-south")
LOCALHOST = "127.0.0.1"


async def seed_connect(core: Any, seeded: Seeded) -> None:
    """Two servers through the use cases, owned by the bench user: ``bench-server`` (polled
    and read by wrk: 3 settings sources, 5 pending and 3 acknowledged commands, 3 more older
    than the TTL) and ``bench-stream`` (the fan-out's; settings only, so the PUTs there leave
    the scenarios' bytes alone); then ``seeded.servers - 2`` servers in bulk."""
    from application.identity.principal import Principal
    from domain.connect.command import AckStatus

    owner = Principal(core.tokens.verify(seeded.token))
    bench_id, bench_secret, bench = await _claimed_server(core, owner, BENCH_SERVER_NAME)
    stream_id, stream_secret, stream = await _claimed_server(core, owner, STREAM_SERVER_NAME)
    for caller, server_id in ((bench, bench_id), (stream, stream_id)):
        await _settings(core, owner, caller, server_id)

    commands = core.connect.commands
    for action, result in (
        ("whitelist.add", {"added": "Steve"}),
        ("say", {}),
        ("tps", {"tps": 20}),
    ):
        made = await commands.create(owner, bench_id, action, {"player": "Steve"})
        await commands.acknowledge(bench, made.id, AckStatus.SUCCESS, result)
    for action, payload in (
        ("say", {"text": "hi"}),
        ("kick", {"player": "Alex", "reason": "AFK for 20 minutes"}),
        ("broadcast", {"text": "Redémarrage dans 5 minutes", "color": "gold"}),
        ("whitelist.add", {"player": "Notch"}),
        ("restart", {"delaySeconds": 300, "warn": True}),
    ):
        await commands.create(owner, bench_id, action, payload)

    rng = random.Random(20261123)
    filler = max(seeded.servers - 2, 0)
    count = await _add_filler_servers(core, filler, rng, expired_for=bench_id)
    seeded.extra.update(
        server_id=str(bench_id),
        server_secret=bench_secret,
        stream_server_id=str(stream_id),
        stream_server_secret=stream_secret,
        connect_commands=count + 8,
    )
    seeded.servers = filler + 2


async def _claimed_server(core: Any, owner: Any, name: str) -> tuple[UUID, str, Any]:
    """Register (as the plugin does), claim (as the bench user in dash), and authenticate as
    the server: its id, its secret and its credentials (a caller of the use cases)."""
    registration = await core.connect.servers.register("paper", name)
    await core.connect.claims.claim(owner, registration.claim_key.key)
    server_id = registration.server.server_id
    server = await core.connect.auth.authenticate(str(server_id), registration.secret, LOCALHOST)
    return server_id, registration.secret, server


async def _settings(core: Any, owner: Any, server: Any, server_id: UUID) -> None:
    """Three sources: ``chat`` with a schema (set in dash), ``connect`` and ``economy`` without
    one (published by the server; ``economy`` twice, so at revision 2)."""
    from domain.connect.schema import SchemaField, build_schema

    schema = build_schema(
        "2",
        [
            SchemaField("enabled", "Chat enabled", "bool"),  # type: ignore[arg-type]
            SchemaField("mode", "Mode", "enum", ("global", "local", "staff")),  # type: ignore[arg-type]
            SchemaField("prefix", "Prefix", "string", description="Shown before each message"),  # type: ignore[arg-type]
            SchemaField("slowMode", "Slow mode (s)", "int"),  # type: ignore[arg-type]
        ],
    )
    settings = core.connect.settings
    chat = {"enabled": True, "mode": "local", "prefix": "[Lobby] ", "slowMode": 3}
    await settings.put(owner, server_id, "chat", chat, schema)
    await settings.put(server, server_id, "connect", {"region": "eu-west", "maxPlayers": 100})
    economy = {"currency": "Émeraude", "startingBalance": 250, "shops": ["weapons", "food"]}
    await settings.put(server, server_id, "economy", {**economy, "startingBalance": 100})
    await settings.put(server, server_id, "economy", economy)


async def _add_filler_servers(core: Any, count: int, rng: random.Random, expired_for: UUID) -> int:
    """``count`` servers (most claimed), 2-6 commands each (about a third pending, a third
    acknowledged, a third older than the TTL), settings of one or two sources; and three
    commands older than the TTL for ``expired_for``. Returns how many commands it wrote."""
    from domain.connect.command import Acknowledgement, AckStatus, Command
    from domain.connect.credentials import secret_digest
    from domain.connect.server import Server, ServerKind

    now = core.clock.now()
    ttl = timedelta(seconds=core.settings.command_ttl_seconds)
    new_id = core.ids.new_object_id

    def random_uuid() -> UUID:
        return UUID(int=rng.getrandbits(128), version=4)

    def old(server_id: UUID, owner: UUID | None, action: str) -> Command:
        created = now - ttl - timedelta(minutes=rng.randrange(1, 60 * 24 * 7))
        return Command(new_id(), server_id, action, {"text": "too late"}, created, owner)

    written = done = 0
    commands: list[Command] = [old(expired_for, None, a) for a in ("say", "kick", "restart")]
    while done < count or commands:
        batch = min(BATCH, count - done)
        servers: list[Server] = []
        drafts: list[Any] = []  # SettingsDraft
        for i in range(done, done + batch):
            server_id = random_uuid()
            owner = random_uuid() if rng.random() < 0.8 else None
            created = now - timedelta(minutes=rng.randrange(60, 60 * 24 * 90))
            servers.append(
                Server(
                    server_id=server_id,
                    id=new_id(),
                    kind=ServerKind.SERVER,
                    server_type=rng.choice(SERVER_TYPES),
                    name=f"server{i:05d}",
                    secret_digest=secret_digest(str(random_uuid())),
                    created_at=created,
                    updated_at=created,
                    owner_id=owner,
                    claimed_at=created if owner else None,
                    last_seen_at=now - timedelta(seconds=rng.randrange(1, 86_400)),
                    last_seen_ip=f"10.0.{rng.randrange(256)}.{rng.randrange(1, 255)}",
                )
            )
            for _ in range(rng.randint(2, 6)):
                kind = rng.random()
                if kind < 0.35:
                    commands.append(old(server_id, owner, "say"))
                    continue
                created = now - ttl * rng.random()
                ack = None
                if kind < 0.7:
                    at = min(created + timedelta(seconds=rng.randrange(1, 30)), now)
                    ack = Acknowledgement(AckStatus.SUCCESS, {"ok": True}, at)
                payload = {"player": f"player{rng.randrange(10_000):05d}"}
                commands.append(Command(new_id(), server_id, "kick", payload, created, owner, ack))
            drafts.append(_draft(server_id, "connect", {"region": rng.choice(REGIONS)}, created))
            if rng.random() < 0.5:
                chat = {"enabled": rng.random() < 0.9, "prefix": f"[{i}] "}
                drafts.append(_draft(server_id, "chat", chat, created))
        async with core.uow() as uow:
            await _insert_connect(uow, servers, commands, drafts)
            await uow.commit()
        written += len(commands)
        commands = []
        done += batch
    return written


def _draft(server_id: UUID, source: str, data: dict, at: Any) -> Any:
    from domain.connect.settings import SettingsDraft

    return SettingsDraft(server_id, source, data, None, "1", at)


async def _insert_connect(uow: Any, servers: list, commands: list, drafts: list) -> None:
    """Bulk through the unit of work's connection; row by row through its repositories else."""
    connection = getattr(uow.connect.servers, "_db", None)
    try:
        from adapters.sql.connect.rows import command_values, settings_values
        from adapters.sql.connect.servers import _server_values
        from adapters.sql.tables.connect import (
            connect_commands,
            connect_servers,
            connect_settings,
            connect_settings_history,
        )
    except ImportError:
        connection = None
    if connection is None:
        for server in servers:
            await uow.connect.servers.add(server)
        for command in commands:
            await uow.connect.commands.add(command)
        for draft in drafts:
            await uow.connect.settings.put(draft)
        return
    if servers:
        await connection.execute(connect_servers.insert(), [_server_values(s) for s in servers])
    if commands:
        await connection.execute(connect_commands.insert(), [command_values(c) for c in commands])
    if drafts:
        rows = [{"revision": 1, **settings_values(d)} for d in drafts]
        await connection.execute(connect_settings.insert(), rows)
        await connection.execute(connect_settings_history.insert(), rows)
