"""The permission nodes and token scopes of the audit log.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

AUDIT_VIEW = "admin:audit:view"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (AUDIT_VIEW,)
SCOPES: tuple[str, ...] = ()
