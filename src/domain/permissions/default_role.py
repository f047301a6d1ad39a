"""The built-in role that applies to everyone (editable by admins)."""

from __future__ import annotations

DEFAULT_ROLE_ID = "000000000000000000000001"
DEFAULT_ROLE_NAME = "Everyone"
EVERYDAY_NODES = (
    "profile:read",
    "social:friends.read",
    "social:friends.write",
    "social:friends.edit",
    "social:chat.read",
    "social:chat.write",
    "totem:read",
    "totem:write",
    "versions:read",
    "news:read",
    "news:interact",
)
# Every node the platform checks, registered in the node catalog from the start.
KNOWN_NODES = (
    *EVERYDAY_NODES,
    "social:friends.max",
    "profile-share.max",
    "service:verify",
    "admin:user:view",
    "admin:reports:view",
    "admin:connect:gateway:view",
    "admin:connect:gateway:manage",
    "admin:skin-builder-parts:delete",
    "admin:skin-builder-parts:upload",
    "admin:catalogs:view",
    "admin:catalogs:create",
    "admin:catalogs:edit",
    "admin:catalogs:delete",
    "admin:chat-role-link:view",
    "admin:chat-role-link:manage",
    "versions:write",
    "versions:publish",
    "versions:track",
    "news:write",
    "news:publish",
    "connect:commands:read",
    "connect:commands:write",
    "connect:settings:read",
    "connect:settings:write",
    "connect:members:read",
    "connect:members:write",
    "connect:network:manage",
    "admin:connect:view",
    "admin:connect:manage",
    "admin:shop:view",
    "admin:shop:manage",
    "admin:feedback:view",
    "admin:feedback:manage",
    "admin:motd:manage",
)
