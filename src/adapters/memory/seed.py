"""The rows every fresh database starts with (the SQL migrations insert the same)."""

from __future__ import annotations

from datetime import datetime

from adapters.memory.permissions import NODES, ROLES
from adapters.memory.store import MemoryStore
from domain.permissions.default_role import DEFAULT_ROLE_ID, DEFAULT_ROLE_NAME
from domain.permissions.grant import Grant
from domain.permissions.role import DEFAULT_ROLE_SLUG, Role


def seed(
    store: MemoryStore, now: datetime, nodes: dict[str, str], everyday: tuple[str, ...]
) -> None:
    """``nodes``: the catalogue by id; ``everyday``: what the default role grants."""
    store.tables[NODES].update(nodes)
    store.tables[ROLES][DEFAULT_ROLE_ID] = Role(
        id=DEFAULT_ROLE_ID,
        slug=DEFAULT_ROLE_SLUG,
        name=DEFAULT_ROLE_NAME,
        description="Applies to every user.",
        is_default=True,
        builtin=True,
        grants=tuple(Grant(node) for node in everyday),
        created_at=now,
        updated_at=now,
    )
