"""The permission nodes and token scopes of third-party services.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

SERVICE_VERIFY = "service:verify"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (SERVICE_VERIFY,)
SCOPES: tuple[str, ...] = ()
