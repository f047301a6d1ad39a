"""Scopes: what a token limited by scopes (a game token, a service token) may reach.

A scope is written like a permission node. Some are permission nodes too (``profile:read``,
``totem:write``, ``social:friends.read``, ``connect:settings:read``...): the use case then also
checks the holder's permission. The others only name a kind of route (``profile:write``,
``notifications:read``, ``connect:servers:read``, ``account:sessions``...). Every route
declares the one scope it needs (``entrypoints/http/route_access.py``); a route that declares
none refuses scoped tokens (deny by default).

Scopes under ``account:`` reach the account itself (its sessions, with addresses and user
agents): no game token may ask for them, and only an official service may list them.
"""

from __future__ import annotations

RESERVED_PREFIX = "account:"

PROFILE_READ = "profile:read"
PROFILE_WRITE = "profile:write"
TOTEM_READ = "totem:read"
TOTEM_WRITE = "totem:write"
FRIENDS_READ = "social:friends.read"
FRIENDS_WRITE = "social:friends.write"
FRIENDS_EDIT = "social:friends.edit"
CHAT_READ = "social:chat.read"
CHAT_WRITE = "social:chat.write"
NOTIFICATIONS_READ = "notifications:read"
NOTIFICATIONS_WRITE = "notifications:write"
CONNECT_SERVERS_READ = "connect:servers:read"
CONNECT_SERVERS_WRITE = "connect:servers:write"
ACCOUNT_SESSIONS = "account:sessions"
VERSIONS_READ = "versions:read"
VERSIONS_WRITE = "versions:write"
VERSIONS_PUBLISH = "versions:publish"
VERSIONS_TRACK = "versions:track"
NEWS_READ = "news:read"
NEWS_INTERACT = "news:interact"
NEWS_WRITE = "news:write"
NEWS_PUBLISH = "news:publish"
GAMES_READ = "games:read"
GAMES_CREATE = "games:create"
GAMES_PUBLISH = "games:publish"
GAMES_MANAGE = "games:manage"


def is_reserved(scope: str) -> bool:
    return scope.startswith(RESERVED_PREFIX)
