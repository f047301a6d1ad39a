"""The permission nodes and token scopes of games.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

GAMES_READ = "games:read"
GAMES_CREATE = "games:create"
GAMES_PUBLISH = "games:publish"
GAMES_MANAGE = "games:manage"

EVERYDAY: tuple[str, ...] = (
    GAMES_READ,
    GAMES_CREATE,
)
NODES: tuple[str, ...] = (*EVERYDAY, GAMES_PUBLISH, GAMES_MANAGE)
SCOPES: tuple[str, ...] = (
    GAMES_READ,
    GAMES_CREATE,
    GAMES_PUBLISH,
    GAMES_MANAGE,
)
