"""The permission nodes and token scopes of catalogs and skin-builder parts.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

PARTS_UPLOAD = "admin:skin-builder-parts:upload"
PARTS_DELETE = "admin:skin-builder-parts:delete"
CATALOGS_VIEW = "admin:catalogs:view"
CATALOGS_CREATE = "admin:catalogs:create"
CATALOGS_EDIT = "admin:catalogs:edit"
CATALOGS_DELETE = "admin:catalogs:delete"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (
    PARTS_UPLOAD,
    PARTS_DELETE,
    CATALOGS_VIEW,
    CATALOGS_CREATE,
    CATALOGS_EDIT,
    CATALOGS_DELETE,
)
SCOPES: tuple[str, ...] = ()
