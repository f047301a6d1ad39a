"""The audit log's repository (``uow.audit``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.audit.entry import AuditEntry


@dataclass(frozen=True, slots=True)
class AuditFilter:
    """Every field given narrows the list; ``action`` ending in ``.*`` is a prefix
    (``permissions.*``); ``since`` is inclusive, ``until`` exclusive."""

    actor_id: UUID | None = None
    action: str | None = None
    target_kind: str | None = None
    target_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None

    @property
    def action_prefix(self) -> str | None:
        """``permissions.`` for ``permissions.*``; None when ``action`` is exact or absent."""
        if self.action is not None and self.action.endswith(".*"):
            return self.action[:-1]
        return None


class AuditRepository(Protocol):
    async def add(self, entry: AuditEntry) -> None: ...

    async def page(self, where: AuditFilter, before: str | None, limit: int) -> list[AuditEntry]:
        """Newest first, ids below ``before``."""
        ...
