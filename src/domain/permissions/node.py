"""Permission node syntax and wildcard matching.

A node is lowercase segments of ``[a-z0-9_-]`` joined by ``:`` or ``.``
(``social:friends.read``, ``svc.connect.extensions.chat``). A trailing ``*`` segment
(``totem:*``, ``social:friends.*``) is a pattern matching every node below that prefix;
``*`` alone matches every node.
"""

from __future__ import annotations

import re

from domain.shared.errors import InvalidInput

MAX_NODE_LENGTH = 200
_NODE = re.compile(r"[a-z0-9_-]+(?:[:.][a-z0-9_-]+)*(?:[:.]\*)?|\*")

# Nodes under these prefixes are allowed when absent from the node catalog (the absent-node
# rule, docs/decisions.md, "Permissions").
ABSENT_ALLOWED_PREFIXES = ("social:friends.", "totem:")


def parse_node(raw: str, *, allow_wildcard: bool = True, field: str = "node") -> str:
    node = raw.strip().lower()
    if not raw.isascii() or not node or len(node) > MAX_NODE_LENGTH or not _NODE.fullmatch(node):
        raise InvalidInput(
            "a permission node is segments of a-z, 0-9, '_' or '-' joined by ':' or '.', "
            f"at most {MAX_NODE_LENGTH} characters, optionally ending in '*'",
            field=field,
            code="permissions.invalid_node",
        )
    if not allow_wildcard and is_pattern(node):
        raise InvalidInput("a wildcard is not allowed here", field=field)
    return node


def is_pattern(node: str) -> bool:
    return node.endswith("*")


def matches(pattern: str, node: str) -> bool:
    """True when ``pattern`` (a node or a trailing-``*`` pattern) covers ``node``."""
    if not pattern.endswith("*"):
        return pattern == node
    prefix = pattern[:-1]
    return len(node) > len(prefix) and node.startswith(prefix)


def allowed_when_absent(node: str) -> bool:
    return node.startswith(ABSENT_ALLOWED_PREFIXES)
