"""The permission nodes and token scopes of the shop.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

SHOP_VIEW = "admin:shop:view"
SHOP_MANAGE = "admin:shop:manage"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (
    SHOP_VIEW,
    SHOP_MANAGE,
)
SCOPES: tuple[str, ...] = ()
