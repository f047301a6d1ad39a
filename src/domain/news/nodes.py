"""The permission nodes and token scopes of news.

``NODES`` are registered in the node catalogue and ``EVERYDAY`` granted by the default
role (``domain/permissions/default_role.py`` collects both); ``SCOPES`` are what a token
limited by scopes may be given for this area's routes (``domain/identity/token_scopes.py``)."""

from __future__ import annotations

NEWS_READ = "news:read"
NEWS_INTERACT = "news:interact"
NEWS_WRITE = "news:write"
NEWS_PUBLISH = "news:publish"

EVERYDAY: tuple[str, ...] = (
    NEWS_READ,
    NEWS_INTERACT,
)
NODES: tuple[str, ...] = (*EVERYDAY, NEWS_WRITE, NEWS_PUBLISH)
SCOPES: tuple[str, ...] = (
    NEWS_READ,
    NEWS_INTERACT,
    NEWS_WRITE,
    NEWS_PUBLISH,
)
