"""The permission nodes and token scopes of social.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

FRIENDS_READ = "social:friends.read"
FRIENDS_WRITE = "social:friends.write"
FRIENDS_EDIT = "social:friends.edit"
CHAT_READ = "social:chat.read"
CHAT_WRITE = "social:chat.write"
NOTIFICATIONS_READ = "notifications:read"
NOTIFICATIONS_WRITE = "notifications:write"
FRIENDS_MAX = "social:friends.max"
REPORTS_VIEW = "admin:reports:view"
REPORTS_MANAGE = "admin:reports:manage"

EVERYDAY: tuple[str, ...] = (
    FRIENDS_READ,
    FRIENDS_WRITE,
    FRIENDS_EDIT,
    CHAT_READ,
    CHAT_WRITE,
)
NODES: tuple[str, ...] = (*EVERYDAY, FRIENDS_MAX, REPORTS_VIEW, REPORTS_MANAGE)
SCOPES: tuple[str, ...] = (
    FRIENDS_READ,
    FRIENDS_WRITE,
    FRIENDS_EDIT,
    CHAT_READ,
    CHAT_WRITE,
    NOTIFICATIONS_READ,
    NOTIFICATIONS_WRITE,
)
