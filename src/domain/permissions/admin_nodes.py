"""Which nodes make a user an administrator: those under ``admin:`` (each area declares its
own in ``domain/<area>/nodes.py``), or ``*``. The operator console (docs/console.md) admits
only such users."""

from __future__ import annotations

from collections.abc import Iterable

ADMIN_PREFIX = "admin:"


def is_admin_node(node: str) -> bool:
    return node == "*" or node.startswith(ADMIN_PREFIX)


def holds_admin_node(nodes: Iterable[str]) -> bool:
    return any(is_admin_node(node) for node in nodes)
