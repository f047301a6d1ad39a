"""The messages-of-the-day repository (``uow.motd``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from domain.motd.message import Motd, MotdScope


class MotdRepository(Protocol):
    async def add(self, motd: Motd) -> None: ...

    async def get(self, motd_id: str) -> Motd | None: ...

    async def update(self, motd: Motd, revision: int) -> bool:
        """Store it if the stored revision is ``revision``; False otherwise."""
        ...

    async def delete(self, motd_id: str) -> bool: ...

    async def active(self, scopes: Sequence[MotdScope], now: datetime) -> list[Motd]:
        """Messages of these scopes whose window holds ``now``."""
        ...

    async def of_scope(self, scope: MotdScope, before: str | None, limit: int) -> list[Motd]:
        """Newest first, ids below ``before``."""
        ...
