"""The permission nodes and token scopes of identity (users, sessions).

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

ACCOUNT_SESSIONS = "account:sessions"
USER_VIEW = "admin:user:view"
SESSIONS_MANAGE = "admin:sessions:manage"
"""List and revoke another user's auth sessions."""

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (USER_VIEW, SESSIONS_MANAGE)
SCOPES: tuple[str, ...] = (ACCOUNT_SESSIONS,)
