"""Caps on concurrent WebSockets (docs/security.md, "Limits"): per server credential, per
user, per client address, and in total per process.

A socket takes one slot under each of its keys before its first message, all or none, and
gives them back when it closes. The per-key counts live behind the ``SlotLedger`` port: in this
process, or in Redis shared by every instance (``SVC_REDIS_URL``). A slot there is a lease:
it expires ``lease_seconds`` after it was last renewed, and ``renew`` (a periodic job of the
core) renews every slot this process holds, so the slots of a process killed without a word
come back within one lease. The per-process total is counted here, never shared: it protects
this process's memory and file descriptors. A cap of 0 is no cap.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol
from uuid import UUID

Scope = Literal["server", "user", "address", "process"]


class SlotLedger(Protocol):
    async def acquire(
        self, holder: str, caps: Sequence[tuple[str, int]], lease_seconds: float
    ) -> str | None:
        """One slot under each key for ``holder``, all or none; None when taken, else the
        first key (in the order given) already holding its cap of unexpired slots."""
        ...

    async def renew(self, held: Mapping[str, Sequence[str]], lease_seconds: float) -> None:
        """Extend the leases of these holders (holder -> its keys) to ``lease_seconds`` from
        now; a slot that expired meanwhile is taken again (the socket is still open)."""
        ...

    async def release(self, holder: str, keys: Sequence[str]) -> None:
        """Give back the holder's slots (nothing when they are gone already)."""
        ...


@dataclass(frozen=True, slots=True)
class SocketCaps:
    """Concurrent sockets allowed (0: no cap) and the lease of a shared slot."""

    per_server: int
    per_user: int
    per_address: int
    per_process: int
    lease_seconds: float

    @property
    def renew_seconds(self) -> float:
        """How often the holder renews: three times per lease, so one late turn loses
        nothing."""
        return self.lease_seconds / 3


@dataclass(frozen=True, slots=True)
class SocketLease:
    """The slots one open socket holds."""

    holder: str
    keys: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SocketsFull:
    """The socket is refused: ``scope`` names the cap it would exceed."""

    scope: Scope


class SocketSlots:
    def __init__(self, ledger: SlotLedger, caps: SocketCaps) -> None:
        self._ledger = ledger
        self._caps = caps
        self._held: dict[str, SocketLease] = {}

    @property
    def caps(self) -> SocketCaps:
        return self._caps

    @property
    def held(self) -> int:
        """Sockets of this process holding their slots now."""
        return len(self._held)

    async def acquire(
        self, *, address: str, user: UUID | None = None, server: UUID | None = None
    ) -> SocketLease | SocketsFull:
        """The slots of a socket opened from ``address``, by ``user`` or with the credentials
        of ``server`` (either, neither), or which cap refuses it."""
        caps = self._caps
        if caps.per_process and len(self._held) >= caps.per_process:
            return SocketsFull("process")
        candidates: tuple[tuple[Scope, object, int], ...] = (
            ("server", server, caps.per_server),
            ("user", user, caps.per_user),
            ("address", address, caps.per_address),
        )
        wanted = [
            (scope, f"{scope}:{value}", cap)
            for scope, value, cap in candidates
            if value is not None and cap > 0
        ]
        lease = SocketLease(secrets.token_hex(12), tuple(key for _, key, _ in wanted))
        self._held[lease.holder] = lease  # counted before the await: the total stays exact
        try:
            full = (
                await self._ledger.acquire(
                    lease.holder, [(key, cap) for _, key, cap in wanted], caps.lease_seconds
                )
                if wanted
                else None
            )
        except BaseException:
            del self._held[lease.holder]
            raise
        if full is not None:
            del self._held[lease.holder]
            return SocketsFull(next(scope for scope, key, _ in wanted if key == full))
        return lease

    async def release(self, lease: SocketLease) -> None:
        """The socket closed: its slots are free again (once; a second call does nothing)."""
        if self._held.pop(lease.holder, None) is None or not lease.keys:
            return
        await self._ledger.release(lease.holder, lease.keys)

    async def renew(self) -> None:
        """Renew the leases of every socket this process holds (the core's periodic job)."""
        held = {holder: lease.keys for holder, lease in self._held.items() if lease.keys}
        if held:
            await self._ledger.renew(held, self._caps.lease_seconds)
