"""Scopes: what a token limited by scopes (a game token, a service token) may reach.

A scope is written like a permission node. Some are permission nodes too (``profile:read``,
``totem:write``, ``social:friends.read``, ``connect:settings:read``...): the use case then also
checks the holder's permission. The others only name a kind of route (``profile:write``,
``notifications:read``, ``connect:servers:read``, ``account:sessions``...). Each area declares
its scopes beside its domain (``domain/<area>/nodes.py``, ``SCOPES``); every route declares the
one scope it needs (``access=scope(...)`` at its handler, ``entrypoints/http/route_access.py``);
a route that declares none refuses scoped tokens (deny by default).

Scopes under ``account:`` reach the account itself (its sessions, with addresses and user
agents): no game token may ask for them, and only an official service may list them.
"""

from __future__ import annotations

RESERVED_PREFIX = "account:"


def is_reserved(scope: str) -> bool:
    return scope.startswith(RESERVED_PREFIX)


def narrowed(wanted: tuple[str, ...], held: tuple[str, ...] | None) -> tuple[str, ...]:
    """The scopes of ``wanted`` that a token holding ``held`` may pass on (None: a token not
    limited by scopes passes on all): a token never makes one wider than itself."""
    return wanted if held is None else tuple(scope for scope in wanted if scope in held)
