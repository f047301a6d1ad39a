"""The permission nodes and token scopes of Connect.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

CONNECT_SERVERS_READ = "connect:servers:read"
COMMANDS_READ = "connect:commands:read"
COMMANDS_WRITE = "connect:commands:write"
SETTINGS_READ = "connect:settings:read"
SETTINGS_WRITE = "connect:settings:write"
MEMBERS_READ = "connect:members:read"
MEMBERS_WRITE = "connect:members:write"
NETWORK_MANAGE = "connect:network:manage"

EVERYDAY: tuple[str, ...] = ()
NODES: tuple[str, ...] = (
    COMMANDS_READ,
    COMMANDS_WRITE,
    SETTINGS_READ,
    SETTINGS_WRITE,
    MEMBERS_READ,
    MEMBERS_WRITE,
    NETWORK_MANAGE,
)
SCOPES: tuple[str, ...] = (
    CONNECT_SERVERS_READ,
    COMMANDS_READ,
    COMMANDS_WRITE,
    SETTINGS_READ,
    SETTINGS_WRITE,
    MEMBERS_READ,
    MEMBERS_WRITE,
)
