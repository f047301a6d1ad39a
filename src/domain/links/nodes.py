"""The permission nodes and token scopes of account links.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

ROLE_LINKS_VIEW = "admin:chat-role-link:view"
ROLE_LINKS_MANAGE = "admin:chat-role-link:manage"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (
    ROLE_LINKS_VIEW,
    ROLE_LINKS_MANAGE,
)
SCOPES: tuple[str, ...] = ()
