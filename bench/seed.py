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

import os
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
    settings: Any,
    users: int,
    servers: int,
    seeds: Iterable[SeedFunction],
    log: Any = print,
    friends_users: int = 0,
) -> Seeded:
    """``seeds``: the selected scenarios' seed functions; each runs once (a function that
    several scenarios share, such as ``connect_seed``, too). ``friends_users``: how many users
    the friends seed (``seed_friends``) makes sure exist."""
    from bootstrap import build_core
    from domain.identity.auth_session import SessionKind
    from domain.shared.time import truncate_to_millis

    rng = random.Random(20261122)
    started = time.perf_counter()
    async with await build_core(settings) as core:
        user_id = UUID(int=rng.getrandbits(128), version=4)
        await core.identity.users.ensure(user_id, BENCH_USER_NAME)
        filler = max(users - 1, 0)
        await _add_filler_users(core, filler, rng)
        log(f"seed: {filler + 1} users in {time.perf_counter() - started:.1f} s")

        issued = await core.identity.tokens.issue(user_id, SessionKind.CLI)
        # Freeze lastSeenAt: a moment after the whole run, recorded through the core's presence.
        # The app reports max(stored, seen in this process), so with the stored one later than
        # any request both the app and the floor answer the same bytes all run long, and the
        # app's presence flusher writes nothing (it only moves last_seen_at forward).
        last_seen = truncate_to_millis(core.clock.now() + timedelta(hours=1))
        core.identity.presence.seen(user_id, last_seen)
        await core.identity.presence.flush()

        seeded = Seeded(
            user_id=user_id,
            user_name=BENCH_USER_NAME,
            token=issued.token,
            last_seen_at=last_seen,
            users=filler + 1,
            servers=servers,
            friends_users=friends_users,
        )
        for seed in dict.fromkeys(seeds):  # in order, each once
            began = time.perf_counter()
            await seed(core, seeded)
            log(f"seed: {seed.__name__} in {time.perf_counter() - began:.1f} s")
    log(f"seed: done in {time.perf_counter() - started:.1f} s")
    return seeded


async def _add_filler_users(core: Any, count: int, rng: random.Random, start: int = 0) -> None:
    """``count`` users named player<start>.. with 1-4 grants each, in batches of ``BATCH``."""
    from bootstrap.catalogue import catalogue
    from domain.identity.user import User
    from domain.permissions.grant import Grant

    now = core.clock.now()
    done = 0
    while done < count:
        batch = min(BATCH, count - done)
        new_users: list[User] = []
        grants: list[tuple[UUID, Grant]] = []
        for i in range(start + done, start + done + batch):
            user = User(
                id=UUID(int=rng.getrandbits(128), version=4),
                name=f"player{i:07d}",
                created_at=now,
                updated_at=now,
                first_joined_at=now,
                last_seen_at=now - timedelta(minutes=rng.randrange(0, 60 * 24 * 30)),
            )
            new_users.append(user)
            for node in rng.sample(catalogue().known, rng.randint(1, 4)):
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
    if new_users:
        await connection.execute(users.insert(), [_user_values(u) for u in new_users])
    if grants:
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

    owner = Principal(core.identity.tokens.verify(seeded.token))
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
        await commands.acknowledge(bench, bench_id, made.id, AckStatus.SUCCESS, result)
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
    ttl = timedelta(seconds=core.settings.connect.command_ttl_seconds)
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


# --- Friends (the friends list scenario) ------------------------------------------------------

FRIENDS = 1000  # the bench user's friends: SVC_FRIENDS_MAX's default, the most a user may have
FRIENDS_BY_USE_CASE = 6  # of them made through core.social (request, accept, edit, presence)
LINKS_PER_USER = 4  # friend_links rows per user (two per friendship): 400 000 at 100 000 users
LINK_CHUNK = 20_000
# Presence pinned for the whole run (online is "seen within 5 minutes"): online friends were
# last seen a day AFTER the seed, offline ones at least a day before it, some never.
ONLINE_AHEAD = timedelta(days=1)
STABLE_MARGIN = timedelta(hours=1)  # the check after seeding: nobody closer to "now" than this


async def seed_friends(core: Any, seeded: Seeded) -> None:
    """The bench user's 1 000 friends and a social graph around them.

    - ``FRIENDS_BY_USE_CASE`` friends through the use cases, as clients would make them:
      ``users.ensure``, ``tokens.issue``, ``social.requests.send`` + ``accept`` (either side
      asks), ``social.friends.edit`` (favorite and note on the bench user's side, LIMITED
      visibility on the friend's), ``social.presence.set`` (BUSY with a party), and
      ``presence.seen``: their friendships are the newest (accepted now);
    - the other ``FRIENDS - FRIENDS_BY_USE_CASE`` in bulk, in one unit of work: users (pinned
      presence: ~30% online, ~60% offline, ~10% never seen), both links of each friendship
      (accepted over the last two years; some favorites, notes, LIMITED/HIDDEN on either
      side) through the adapter's own ``links.add``, presence settings for ~20%;
    - users up to ``seeded.friends_users`` (default 100 000), as the common seed makes them;
    - friendships among all the other users, so that friend_links holds about
      ``LINKS_PER_USER`` rows per user, with favorites, notes, LIMITED/HIDDEN and presence
      settings sprinkled the same way.
    """
    from application.identity.principal import Principal
    from domain.identity.auth_session import SessionKind
    from domain.shared.time import truncate_to_millis
    from domain.social.links import Visibility

    rng = random.Random(20261124)
    now = truncate_to_millis(core.clock.now())
    bench = Principal(core.identity.tokens.verify(seeded.token))
    started = time.perf_counter()

    # Through the use cases.
    by_case: list[UUID] = []
    for i in range(FRIENDS_BY_USE_CASE):
        friend_id = UUID(int=rng.getrandbits(128), version=4)
        name = ("Zoë_Ω", "Steve", "Alex", "Notch", "Jeb_", "Dinnerbone")[i % 6]
        await core.identity.users.ensure(friend_id, name)
        friend = Principal(
            core.identity.tokens.verify(
                (await core.identity.tokens.issue(friend_id, SessionKind.CLI)).token
            )
        )
        sender, recipient = (bench, friend) if i % 2 == 0 else (friend, bench)
        note = "from the lobby" if i == 0 else None
        sent = await core.social.requests.send(sender, recipient.user_id, "someone", note)
        await core.social.requests.accept(recipient, sent.request.request.id)
        if i == 1:
            await core.social.friends.edit(bench, friend_id, favorite=True, note="raid partner")
        if i == 2:
            await core.social.friends.edit(friend, seeded.user_id, visibility=Visibility.LIMITED)
        if i == 3:
            await core.social.presence.set(
                friend, "BUSY", UUID(int=rng.getrandbits(128), version=4)
            )
        # Online (seen a day after now) or offline (seen days ago); i == 5: never seen.
        if i < 5:
            online = i % 2 == 1 or i == 2
            core.identity.presence.seen(
                friend_id, now + ONLINE_AHEAD if online else now - timedelta(days=3 + i)
            )
        by_case.append(friend_id)
    await core.identity.presence.flush()
    log_lines = [
        f"{len(by_case)} friendships through the use cases in {time.perf_counter() - started:.1f} s"
    ]

    # The other friends of the bench user, in bulk.
    began = time.perf_counter()
    bulk = FRIENDS - len(by_case)
    friends = [
        _friend_user(UUID(int=rng.getrandbits(128), version=4), i, now, rng) for i in range(bulk)
    ]
    links = []
    for user in friends:
        accepted = now - timedelta(milliseconds=rng.randrange(60_000, 2 * 365 * 86_400_000))
        links += _pair_links(seeded.user_id, user.id, accepted, rng)
    presence = _presence_settings([u.id for u in friends], now, rng, 0.2)
    async with core.uow() as uow:
        await _insert(uow, friends, [])
        await uow.social.links.add(links)
        await _insert_presence(uow, presence)
        await uow.commit()
    log_lines.append(f"{bulk} in bulk in {time.perf_counter() - began:.1f} s")

    # Users up to the target, then friendships among everyone but the bench user.
    began = time.perf_counter()
    have = seeded.users + FRIENDS
    missing = max(seeded.friends_users - have, 0)
    await _add_filler_users(core, missing, rng, start=seeded.users)
    seeded.users = have + missing
    log_lines.append(f"{missing} more users in {time.perf_counter() - began:.1f} s")

    began = time.perf_counter()
    others = [u for u in await _user_ids(core) if u != seeded.user_id]
    pairs = max(seeded.users * LINKS_PER_USER // 2 - FRIENDS, 0)
    skip = {*by_case, *(u.id for u in friends)}  # had their draw of presence settings
    made = await _add_friendships(core, others, pairs, now, rng, skip)
    log_lines.append(
        f"{made} friendships among {len(others)} users in {time.perf_counter() - began:.1f} s"
    )
    await _check_pinned(core, seeded.user_id, now)
    seeded.extra.update(friends=FRIENDS, friend_links=2 * (made + FRIENDS))
    for line in log_lines:
        print(f"seed:   {line}", flush=True)


def _friend_user(user_id: UUID, i: int, now: Any, rng: random.Random) -> Any:
    from domain.identity.user import User

    kind = rng.random()
    if kind < 0.3:
        last_seen = now + ONLINE_AHEAD
    elif kind < 0.9:
        last_seen = now - timedelta(minutes=rng.randrange(24 * 60, 90 * 24 * 60))
    else:
        last_seen = None
    joined = now - timedelta(days=rng.randrange(1, 1000))
    return User(
        id=user_id,
        name=f"friend{i:04d}" if i % 50 else f"Ünïcødé_{i:04d}",
        created_at=joined,
        updated_at=joined,
        first_joined_at=joined,
        last_seen_at=last_seen,
    )


def _pair_links(a: UUID, b: UUID, accepted: Any, rng: random.Random) -> list:
    """Both directions of a friendship, each side with its own preferences."""
    from domain.social.links import FriendLink, Visibility

    created = accepted - timedelta(milliseconds=rng.randrange(1_000, 3 * 86_400_000))
    out = []
    for owner, friend in ((a, b), (b, a)):
        roll = rng.random()
        visibility = (
            Visibility.HIDDEN
            if roll < 0.04
            else Visibility.LIMITED
            if roll < 0.12
            else Visibility.DEFAULT
        )
        favorite = rng.random() < 0.08
        note = f"met on server {rng.randrange(1, 500)}" if rng.random() < 0.1 else None
        edited = favorite or note is not None or visibility is not Visibility.DEFAULT
        updated = accepted + timedelta(minutes=rng.randrange(1, 10_000)) if edited else accepted
        out.append(
            FriendLink(owner, friend, created, accepted, updated, favorite, visibility, note)
        )
    return out


def _presence_settings(users: list[UUID], now: Any, rng: random.Random, share: float) -> list:
    """Presence settings (AWAY or BUSY, or automatic with a party) for ``share`` of ``users``."""
    from domain.profile.presence import PresenceState
    from domain.social.presence import PresenceSetting

    out = []
    for user_id in users:
        if rng.random() >= share:
            continue
        state = rng.choice((PresenceState.AWAY, PresenceState.BUSY, None))
        party = UUID(int=rng.getrandbits(128), version=4) if rng.random() < 0.5 else None
        at = now - timedelta(minutes=rng.randrange(1, 60 * 24 * 30))
        out.append(PresenceSetting(user_id, at, state, party))
    return out


async def _insert_presence(uow: Any, settings: list) -> None:
    """Bulk into user_presence (the values SqlPresenceRepository.put writes); row by row
    through the repository when the table is not where it was."""
    connection = getattr(uow.social.presence, "_db", None)
    try:
        from adapters.sql.rows import ms
        from adapters.sql.tables.social import user_presence
    except ImportError:
        connection = None
    if connection is None:
        for setting in settings:
            await uow.social.presence.put(setting)
        return
    if settings:
        rows = [
            {
                "user_id": x.user_id,
                "state": str(x.state) if x.state else None,
                "party_id": x.party_id,
                "updated_at": ms(x.updated_at),
            }
            for x in settings
        ]
        await connection.execute(user_presence.insert(), rows)


async def _user_ids(core: Any) -> list[UUID]:
    import sqlalchemy as sa

    from adapters.sql.tables.identity import users

    async with core.uow() as uow:
        rows = await uow.users._db.execute(sa.select(users.c.id).order_by(users.c.id))
        return [row[0] for row in rows]


async def _add_friendships(
    core: Any, users: list[UUID], count: int, now: Any, rng: random.Random, skip: set[UUID]
) -> int:
    """``count`` random friendships among ``users`` (no pair twice) and presence settings
    for 5% of them (not those in ``skip``), in one unit of work. The links go in primary-key
    order (two of the table's three indexes lead with owner_id): faster than scattered."""
    count = min(count, len(users) * (len(users) - 1) // 2)
    chosen: set[tuple[int, int]] = set()
    while len(chosen) < count:
        a, b = rng.randrange(len(users)), rng.randrange(len(users))
        if a != b:
            chosen.add((a, b) if a < b else (b, a))
    links = []
    for a, b in sorted(chosen):
        accepted = now - timedelta(milliseconds=rng.randrange(60_000, 3 * 365 * 86_400_000))
        links += _pair_links(users[a], users[b], accepted, rng)
    links.sort(key=lambda link: (link.owner_id.int, link.friend_id.int))
    presence = _presence_settings([u for u in users if u not in skip], now, rng, 0.05)
    async with core.uow() as uow:
        for start in range(0, len(links), LINK_CHUNK):
            await uow.social.links.add(links[start : start + LINK_CHUNK])
        await _insert_presence(uow, presence)
        await uow.commit()
    return len(chosen)


async def _check_pinned(core: Any, owner: UUID, now: Any) -> None:
    """Every friend of the bench user stays online or offline for the whole run."""
    import sqlalchemy as sa

    from adapters.sql.rows import ms
    from adapters.sql.tables.identity import users
    from adapters.sql.tables.social import friend_links

    low, high = ms(now - STABLE_MARGIN), ms(now + STABLE_MARGIN)
    statement = (
        sa.select(sa.func.count())
        .select_from(friend_links.join(users, users.c.id == friend_links.c.friend_id))
        .where(friend_links.c.owner_id == owner)
        .where(users.c.last_seen_at.between(low, high))
    )
    async with core.uow() as uow:
        unstable = (await uow.users._db.execute(statement)).scalar_one()
    if unstable:
        raise RuntimeError(f"seed: {unstable} friends of the bench user were seen near now")


# --- the totem gallery and the catalog draw --------------------------------------------------


async def seed_gallery(core: Any, seeded: Seeded, count: int | None = None) -> None:
    """``count`` models (default BENCH_MODELS, 100 000): a user of its own, ``bench-artist``
    (made with ``users.ensure``, its token with ``tokens.issue``), uploads one through
    ``core.totem`` (as a client does); the rest go in bulk with the SQL adapter's own row
    mapping, owned by the artist (any owner reads the same), with popularity (selectedCount)
    spread over 0..5000, names on most of them, 5% rated nsfw or nsfl (skipped by the sfw
    page). The artist then activates the most selected model through the use case, so the page
    marks it active; the scenario reads the gallery with the artist's token
    (``extra["gallery_token"]``).

    Not the bench user: the profile self seed denies it ``totem:write`` (a deny beating the
    default role's allow), and uploading or activating needs that permission."""
    import base64
    import json
    import os
    import secrets
    from datetime import timedelta

    from adapters.sql.tables.totem import totem_models
    from adapters.sql.totem import _values
    from application.identity.principal import Principal
    from application.totem.totems import Upload
    from domain.totem.model import Author, Content, Rating, TotemModel

    if count is None:
        count = int(os.environ.get("BENCH_MODELS", "100000"))
    started = time.perf_counter()
    artist = UUID(int=random.Random(13).getrandbits(128), version=4)
    await core.identity.users.ensure(artist, "bench-artist")
    issued = await core.identity.tokens.issue(artist, _cli_kind())
    principal = Principal(issued.claims)
    document = {"parent": "item/generated", "textures": {"layer0": "svc:item/bench"}}
    data = base64.b64encode(json.dumps(document).encode()).decode()
    await core.totem.post(principal, Upload("json", data), name="Bench upload")
    rng = random.Random(7)
    now = core.clock.now()
    done = 0
    top: tuple[int, str] = (-1, "")
    while done < count - 1:
        batch = min(BATCH * 5, count - 1 - done)
        rows = []
        for _ in range(batch):
            roll = rng.random()
            content = Content.NSFW if roll < 0.03 else Content.NSFL if roll < 0.05 else Content.SFW
            age = 0 if content is Content.SFW and rng.random() < 0.9 else rng.choice((16, 18, 21))
            created = now - timedelta(seconds=rng.randint(0, 86_400 * 365))
            selected = rng.randint(0, 5_000)
            model = TotemModel(
                id=secrets.token_hex(12),
                owner_id=artist,
                sha256=secrets.token_hex(32),
                size=rng.randint(200, 40_000),
                name=rng.choice(("", f"Totem {rng.randint(1, 99_999)}", f"Ünïcode {done}")),
                rating=Rating(content, age),
                author=Author(
                    UUID(int=rng.getrandbits(128), version=4),
                    rng.choice((None, f"artist{rng.randint(1, 500)}")),
                    rng.choice((None, None, "made in Blockbench")),
                ),
                created_at=created,
                last_used_at=created + timedelta(seconds=rng.randint(0, 86_400)),
                selected_count=selected,
            )
            rows.append(_values(model))
            if content is Content.SFW and (selected, model.id) > top:
                top = (selected, model.id)
        async with core.uow() as uow:
            await uow.totem.models._db.execute(totem_models.insert(), rows)
            await uow.commit()
        done += batch
    if top[1]:
        await core.totem.post(principal, item_model_id=top[1])
    seeded.extra["models"] = count
    seeded.extra["gallery_token"] = issued.token
    print(f"seed: {count} totem models in {time.perf_counter() - started:.1f} s")


async def seed_catalog(core: Any, seeded: Seeded) -> None:
    """A catalog of BENCH_CATALOG_ITEMS (100 000) items made by a super admin through
    ``core.catalog.catalogs.create``: weights 1-100, 2% disabled, 5% scoped to servers (the
    unscoped draw skips them), URL assets. The use case computes the cumulative weights."""
    import os

    from application.catalog.catalogs import ItemIn
    from application.identity.principal import OPERATOR, Principal

    count = int(os.environ.get("BENCH_CATALOG_ITEMS", "100000"))
    started = time.perf_counter()
    rng = random.Random(11)
    items = []
    for n in range(count):
        scoped = rng.random() < 0.05
        items.append(
            ItemIn(
                asset=f"https://cdn.bench.example/heads/{n:06d}.png",
                weight=rng.randint(1, 100),
                scope="server" if scoped else None,
                scope_id=f"s{rng.randint(1, 50)}" if scoped else None,
                enabled=rng.random() >= 0.02,
            )
        )
    admin = next(iter(core.settings.permissions.super_admin_ids), None)
    if admin is None:
        admin = UUID(int=rng.getrandbits(128), version=4)
        await core.identity.users.ensure(admin, "bench-admin")
        from application.permissions.grants import GrantChange

        await core.permissions.grants.put(OPERATOR, admin, GrantChange("admin:catalogs:create"))
        await core.permissions.grants.put(OPERATOR, admin, GrantChange("admin:catalogs:view"))
    issued = await core.identity.tokens.issue(admin, _cli_kind())
    await core.catalog.catalogs.create(Principal(issued.claims), "bench-heads", "head", None, items)
    seeded.extra["catalog_items"] = count
    print(f"seed: a catalog of {count} items in {time.perf_counter() - started:.1f} s")


def _cli_kind() -> Any:
    from domain.identity.auth_session import SessionKind

    return SessionKind.CLI


# --- Versions: what clients resolve ------------------------------------------------------------

RELEASE_FILLER_SCOPES = 1_000  # other scopes, 10 releases and a pointer each, in bulk
BENCH_CLIENT = "bench-client-0001"


async def seed_versions(core: Any, seeded: Seeded) -> None:
    """A service of the bench user with two releases (artifacts, notes, a minimum supported
    build) and its ``stable`` channel staged: the newer release for 50% of the clients, the
    older one for the rest; all through the use cases. Then ``RELEASE_FILLER_SCOPES`` other
    scopes with 10 releases and a channel each, in bulk (the resolve reads by primary key: their
    number must not matter)."""
    from application.identity.principal import OPERATOR, Principal
    from application.permissions.grants import GrantChange
    from application.services.directory import ServiceDraft
    from application.versions.releases import ReleaseDraft
    from domain.versions.release import Artifact, ReleaseScope, ReleaseStatus, ScopeType

    owner = Principal(core.identity.tokens.verify(seeded.token))
    for node in ("versions:write", "versions:publish"):
        await core.permissions.grants.put(OPERATOR, seeded.user_id, GrantChange(node))
    service = await core.services.directory.create(
        owner, ServiceDraft(slug="bench-launcher", name="Launcher")
    )
    scope = ReleaseScope(ScopeType.SERVICE, service.id)
    made = []
    for build, notes in (
        ("2026.10.01-4f2a9c1", "Stable: faster start, fewer crashes."),
        (
            "2026.11.15-9b7e3d2",
            "## New\n\n* Shaders\n* Controller support\n\nFixes: sound on Linux.",
        ),
    ):
        artifacts = tuple(
            Artifact(
                f"https://cdn.example/launcher/{build}/{p}.zip", f"{i:02x}" * 32, 48_000_000 + i, p
            )
            for i, p in enumerate(("windows-x64", "macos-arm64", "linux-x64"))
        )
        draft = ReleaseDraft(scope, build, notes, artifacts, "2026.09.01", ReleaseStatus.PUBLISHED)
        made.append(await core.versions.releases.create(owner, draft))
    await core.versions.channels.move(owner, scope, "stable", made[0].id, reason="bench")
    await core.versions.channels.move(owner, scope, "stable", made[1].id, 50, reason="bench")
    await _add_filler_releases(core, random.Random(20261124))
    seeded.extra.update(release_scope_id=service.id, resolve_client=BENCH_CLIENT)


async def _add_filler_releases(core: Any, rng: random.Random) -> None:
    from adapters.sql.tables.versions import version_pointers, version_releases
    from adapters.sql.versions.rows import release_values
    from domain.versions.release import (
        Release,
        ReleaseScope,
        ReleaseStatus,
        ScopeType,
        parse_build_id,
    )

    now = core.clock.now()
    async with core.uow() as uow:
        connection = uow.versions.releases._db
        for start in range(0, RELEASE_FILLER_SCOPES, 100):
            releases, pointers = [], []
            for s in range(start, min(start + 100, RELEASE_FILLER_SCOPES)):
                scope = ReleaseScope(ScopeType.EXTENSION, f"bench.filler{s:05d}")
                for r in range(10):
                    release = Release(
                        id=core.ids.new_object_id(),
                        scope=scope,
                        build_id=parse_build_id(f"2026.{r + 1:02d}.01-{rng.getrandbits(28):07x}"),
                        status=ReleaseStatus.PUBLISHED,
                        created_by=uuid_of(rng),
                        created_at=now,
                        updated_at=now,
                        published_at=now,
                    )
                    releases.append(release_values(release))
                pointers.append(
                    {
                        "scope_type": scope.type.value,
                        "scope_id": scope.id,
                        "channel": "stable",
                        "release_id": releases[-1]["id"],
                        "previous_release_id": None,
                        "rollout_percent": 100,
                        "revision": 1,
                        "updated_at": releases[-1]["created_at"],
                        "updated_by": None,
                    }
                )
            await connection.execute(version_releases.insert(), releases)
            await connection.execute(version_pointers.insert(), pointers)
        await uow.commit()


def uuid_of(rng: random.Random) -> UUID:
    return UUID(int=rng.getrandbits(128), version=4)


# --- News: the feed of the bench user --------------------------------------------------------

FOLLOWED_FEEDS = 10  # the platform's and 9 services', each with NEWS_PER_FOLLOWED items
NEWS_PER_FOLLOWED = 1_000
OTHER_FEEDS = 900
TITLES = ("Patch", "Event", "Notes")
NEWS_BODY = (
    "## What changed\n\n* Faster chunk loading on large maps\n* New **shader** options\n"
    "* Fixed: sounds cut off after a dimension change\n\nThanks to everyone who reported bugs."
)


async def seed_news(
    core: Any, seeded: Seeded, total: int | None = None, per_followed: int = NEWS_PER_FOLLOWED
) -> None:
    """``total`` news items (default ``BENCH_NEWS``, 100 000). The bench user follows 10 feeds
    (the platform's and 9 services', made through the use cases) of ``per_followed`` (1 000)
    items each; the rest spread over 900 other feeds. A fifth of the items carry a poll (some
    closed, some open, with counts), the bench user voted on some; a few are drafts or
    scheduled for the next day. Through the use cases: the services, the follows, a poll item
    and the bench user's vote on it; the rest in bulk, with the adapter's own row mapping, feed
    stamps and clock."""
    from application.identity.principal import OPERATOR, Principal
    from application.news.items import NewsDraft, PollDefinition
    from application.permissions.grants import GrantChange
    from application.services.directory import ServiceDraft
    from domain.news.item import NewsStatus

    if total is None:
        total = int(os.environ.get("BENCH_NEWS", "100000"))
    reader = Principal(core.identity.tokens.verify(seeded.token))
    for node in ("news:write", "news:publish"):
        await core.permissions.grants.put(OPERATOR, seeded.user_id, GrantChange(node))
    followed = ["platform"]
    for i in range(FOLLOWED_FEEDS - 1):
        service = await core.services.directory.create(
            reader, ServiceDraft(slug=f"bench-news-{i}", name=f"Project {i}")
        )
        followed.append(f"service:{service.id}")
    await core.news.follows.put(reader, followed)
    rng = random.Random(20261125)
    await _add_news(core, seeded, rng, followed, total, per_followed)
    poll = PollDefinition("Which map next?", ["Desert", "Forest", "Ice"], 30 * 86_400_000)
    made = await core.news.items.create(
        reader,
        NewsDraft(followed[1], "Vote for the next map", NEWS_BODY, poll=poll,
                  status=NewsStatus.PUBLISHED),
    )  # fmt: skip
    await core.news.polls.vote(reader, made.item.id, 1)
    stamp = (await core.news.feed.page(reader, None, 1, None)).stamp
    seeded.extra.update(news_stamp=stamp, news_items=total + 1)


async def _add_news(
    core: Any,
    seeded: Seeded,
    rng: random.Random,
    followed: list[str],
    total: int,
    per_followed: int,
) -> None:
    import sqlalchemy as sa

    from adapters.sql.news.rows import item_values
    from adapters.sql.tables.news import (
        news_clock,
        news_feeds,
        news_items,
        news_poll_counts,
        news_poll_votes,
    )
    from domain.news.feed import parse_feed
    from domain.news.item import NewsItem, NewsPoll, NewsStatus
    from domain.polls.poll import Poll

    now = core.clock.now()
    others = [f"service:{rng.getrandbits(96):024x}" for _ in range(OTHER_FEEDS)]
    plan = [f for f in followed for _ in range(per_followed)]
    plan += [others[i % OTHER_FEEDS] for i in range(max(total - len(plan), 0))]
    rng.shuffle(plan)
    async with core.uow() as uow:
        connection = uow.news.items._db
        for start in range(0, len(plan), BATCH):
            items, counts, votes = [], [], []
            for feed in plan[start : start + BATCH]:
                released = now - timedelta(minutes=rng.randrange(1, 60 * 24 * 365))
                status = NewsStatus.PUBLISHED
                roll = rng.random()
                if roll < 0.02:
                    status = NewsStatus.DRAFT
                elif roll < 0.04:
                    released = now + timedelta(days=2, minutes=rng.randrange(60))
                poll = None
                if rng.random() < 0.2:
                    options = ("Yes", "No", "Maybe")[: rng.choice((2, 3))]
                    duration = rng.choice((86_400_000, 20 * 86_400_000))
                    expires = released + timedelta(milliseconds=duration)
                    if now - timedelta(hours=1) < expires < now + timedelta(days=1):
                        expires = now + timedelta(days=3)  # never closes during a run
                    poll = NewsPoll(Poll("Did you like it?", options, expires), duration)
                item = NewsItem(
                    id=core.ids.new_object_id(),
                    feed=parse_feed(feed),
                    title=f"Update {rng.randrange(10_000)}: {rng.choice(TITLES)}",
                    body=NEWS_BODY,
                    status=status,
                    created_by=seeded.user_id,
                    created_at=released,
                    updated_at=released,
                    release_at=released if status is NewsStatus.PUBLISHED else None,
                    published_at=released if status is NewsStatus.PUBLISHED else None,
                    poll=poll,
                )
                items.append(item_values(item))
                if poll is not None and status is NewsStatus.PUBLISHED:
                    for option in range(len(poll.poll.options)):
                        counts.append(
                            {
                                "news_id": item.id,
                                "option_index": option,
                                "votes": rng.randrange(500),
                            }
                        )
                    if feed in followed and rng.random() < 0.5:
                        votes.append(
                            {
                                "news_id": item.id,
                                "user_id": seeded.user_id,
                                "option_index": 0,
                                "voted_at": item_values(item)["release_at"],
                            }
                        )
            await connection.execute(news_items.insert(), items)
            if counts:
                await connection.execute(news_poll_counts.insert(), counts)
            if votes:
                await connection.execute(news_poll_votes.insert(), votes)
        past = int((now - timedelta(days=1)).timestamp() * 1000)
        await connection.execute(
            news_feeds.insert(),
            [{"feed": feed, "changed_at": past} for feed in sorted({*followed, *others})],
        )
        await connection.execute(
            news_clock.update().values(stamp=sa.func.max(news_clock.c.stamp, past))
            if connection.dialect.name == "sqlite"
            else news_clock.update().values(stamp=sa.func.greatest(news_clock.c.stamp, past))
        )
        await uow.commit()


SOCIAL_GROUP = 50
"""Participants of the social fan-out's group conversation (the most a group has)."""


async def seed_social(core: Any, seeded: Seeded) -> None:
    """A host and 49 new users, friends of the host through the use cases, in one group
    conversation the host made; a token of each for the listeners, the host's for the write.
    The host is a user of its own: the friends scenario gives the bench user the most friends
    a user may have, so it could not befriend one more."""
    from application.identity.principal import Principal
    from domain.identity.auth_session import SessionKind
    from domain.social.chat import ConversationKind

    rng = random.Random(20261129)

    async def member(name: str) -> tuple[UUID, str, Any]:
        user_id = UUID(int=rng.getrandbits(128), version=4)
        await core.identity.users.ensure(user_id, name)
        issued = await core.identity.tokens.issue(user_id, SessionKind.CLI)
        return user_id, issued.token, Principal(core.identity.tokens.verify(issued.token))

    _, host_token, host = await member("bench-social-host")
    tokens, others = [host_token], []
    for n in range(SOCIAL_GROUP - 1):
        user_id, token, friend = await member(f"bench-social-{n}")
        sent = await core.social.requests.send(host, user_id, "Friend", None)
        await core.social.requests.accept(friend, sent.request.request.id)
        tokens.append(token)
        others.append(user_id)
    row, _ = await core.social.chat.create(host, ConversationKind.GROUP, others, "fan-out")
    seeded.extra.update(
        social_tokens=tokens,
        social_writer_token=host_token,
        social_conversation_id=row.conversation.id,
    )
