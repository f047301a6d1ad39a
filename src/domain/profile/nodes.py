"""The permission nodes and token scopes of the profile.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

PROFILE_READ = "profile:read"
PROFILE_WRITE = "profile:write"
SHARES_MAX = "profile-share.max"

EVERYDAY: tuple[str, ...] = (PROFILE_READ,)
NODES: tuple[str, ...] = (
    *EVERYDAY,
    SHARES_MAX,
)
SCOPES: tuple[str, ...] = (
    PROFILE_READ,
    PROFILE_WRITE,
)
