"""The permission nodes and token scopes of personal totems.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

TOTEM_READ = "totem:read"
TOTEM_WRITE = "totem:write"

EVERYDAY: tuple[str, ...] = (
    TOTEM_READ,
    TOTEM_WRITE,
)
NODES: tuple[str, ...] = EVERYDAY
SCOPES: tuple[str, ...] = (
    TOTEM_READ,
    TOTEM_WRITE,
)
