"""The permission nodes and token scopes of the Connect edge.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

CONNECT_VIEW = "admin:connect:view"
CONNECT_MANAGE = "admin:connect:manage"
GATEWAY_VIEW = "admin:connect:gateway:view"
GATEWAY_MANAGE = "admin:connect:gateway:manage"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (
    CONNECT_VIEW,
    CONNECT_MANAGE,
    GATEWAY_VIEW,
    GATEWAY_MANAGE,
)
SCOPES: tuple[str, ...] = ()
