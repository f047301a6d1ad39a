"""The permission nodes and token scopes of versions.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

VERSIONS_READ = "versions:read"
VERSIONS_WRITE = "versions:write"
VERSIONS_PUBLISH = "versions:publish"
VERSIONS_TRACK = "versions:track"

EVERYDAY: tuple[str, ...] = (VERSIONS_READ,)
NODES: tuple[str, ...] = (*EVERYDAY, VERSIONS_WRITE, VERSIONS_PUBLISH, VERSIONS_TRACK)
SCOPES: tuple[str, ...] = (
    VERSIONS_READ,
    VERSIONS_WRITE,
    VERSIONS_PUBLISH,
    VERSIONS_TRACK,
)
