"""Which auth sessions are revoked, known in memory by every instance.

Token verification must not read the database, so each instance keeps the ids of revoked,
not yet expired sessions in a dict:

- ``load()`` at startup reads every revoked, unexpired session;
- a revoke in this instance adds its id at once (``add``) and publishes it on the
  invalidation bus, so the other instances add it when the message arrives;
- ``catch_up()`` (every ``SVC_REVOCATION_SYNC_SECONDS``) reads the sessions revoked since the
  last read, minus a margin for clock skew and slow commits, so a lost message heals;
- a bus reset (Redis reconnect) triggers a catch-up.

Open sockets ``watch`` their session: the event is set as soon as this instance learns of its
revocation (its own revoke, a bus message or a catch-up), so the social stream closes at once.

Entries are forgotten once their session has expired by more than the clock leeway: a token
is accepted up to that leeway past its expiry, so its revocation must outlive it as long.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator
from datetime import datetime, timedelta

from application.identity.ports import RevokedSessionReader
from application.ports import Clock, InvalidationBus
from domain.identity.claims import CLOCK_LEEWAY_SECONDS
from domain.shared.time import EPOCH, from_millis, to_millis

log = logging.getLogger("svc.revocation")
TOPIC = "auth.revoked"
RESET = "*"
SKEW_MARGIN = timedelta(seconds=60)
LEEWAY = timedelta(seconds=CLOCK_LEEWAY_SECONDS)


class RevocationList:
    def __init__(self, reader: RevokedSessionReader, bus: InvalidationBus, clock: Clock) -> None:
        self._reader = reader
        self._bus = bus
        self._clock = clock
        self._revoked: dict[str, int] = {}  # session id -> expires_at (epoch ms)
        self._read_until: datetime | None = None
        self._watchers: dict[str, set[asyncio.Event]] = {}
        bus.subscribe(TOPIC, self._on_message)

    @contextlib.contextmanager
    def watch(self, session_id: str) -> Iterator[asyncio.Event]:
        """An event set when ``session_id`` is (or is found) revoked, while the block runs."""
        event = asyncio.Event()
        if session_id in self._revoked:
            event.set()
        self._watchers.setdefault(session_id, set()).add(event)
        try:
            yield event
        finally:
            watchers = self._watchers.get(session_id, set())
            watchers.discard(event)
            if not watchers:
                self._watchers.pop(session_id, None)

    def __contains__(self, session_id: object) -> bool:
        return session_id in self._revoked

    def __len__(self) -> int:
        return len(self._revoked)

    def is_revoked(self, session_id: str) -> bool:
        return session_id in self._revoked

    async def load(self) -> None:
        """Read every revoked session that has not expired (startup)."""
        now = self._clock.now()
        self._merge(await self._reader.revoked_since(EPOCH, now - LEEWAY))
        self._read_until = now

    async def catch_up(self) -> int:
        """Read what was revoked since the last read (with a margin); the entries added."""
        now = self._clock.now()
        if self._read_until is None:
            before = len(self._revoked)
            await self.load()
            return len(self._revoked) - before
        since = self._read_until - SKEW_MARGIN
        added = self._merge(await self._reader.revoked_since(since, now - LEEWAY))
        self._read_until = now
        self._forget_expired(now)
        return added

    async def add(self, revoked: list[tuple[str, datetime]]) -> None:
        """Sessions this instance just revoked (committed): effective here at once, and
        announced to every other instance."""
        self._merge(revoked)
        for session_id, expires_at in revoked:
            await self._bus.publish(TOPIC, f"{session_id} {to_millis(expires_at)}")

    def _merge(self, revoked: list[tuple[str, datetime]]) -> int:
        added = 0
        for session_id, expires_at in revoked:
            if session_id not in self._revoked:
                added += 1
                for event in self._watchers.get(session_id, ()):
                    event.set()
            self._revoked[session_id] = to_millis(expires_at)
        return added

    def _forget_expired(self, now: datetime) -> None:
        cutoff = to_millis(now - LEEWAY)
        for session_id in [s for s, expires in self._revoked.items() if expires <= cutoff]:
            del self._revoked[session_id]

    async def _on_message(self, message: str) -> None:
        if message == RESET:
            await self.catch_up()
            return
        session_id, _, expires = message.partition(" ")
        try:
            self._merge([(session_id, from_millis(int(expires)))])
        except ValueError:
            log.warning("ignoring a malformed revocation message")
