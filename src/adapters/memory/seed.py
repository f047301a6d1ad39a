"""The rows every fresh database starts with (the SQL migrations insert the same)."""

from __future__ import annotations

from datetime import datetime

from adapters.memory.permissions import NODES, ROLES
from adapters.memory.store import MemoryStore
from domain.permissions.default_role import (
    DEFAULT_ROLE_ID,
    DEFAULT_ROLE_NAME,
    EVERYDAY_NODES,
    KNOWN_NODES,
)
from domain.permissions.grant import Grant
from domain.permissions.role import DEFAULT_ROLE_SLUG, Role


def seed(store: MemoryStore, now: datetime, node_ids: list[str]) -> None:
    store.tables[NODES].update(zip(node_ids, KNOWN_NODES, strict=True))
    store.tables[ROLES][DEFAULT_ROLE_ID] = Role(
        id=DEFAULT_ROLE_ID,
        slug=DEFAULT_ROLE_SLUG,
        name=DEFAULT_ROLE_NAME,
        description="Applies to every user.",
        is_default=True,
        builtin=True,
        grants=tuple(Grant(node) for node in EVERYDAY_NODES),
        created_at=now,
        updated_at=now,
    )
