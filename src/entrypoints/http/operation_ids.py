"""Operation ids: the handler's function name in camelCase (``claim_server`` -> ``claimServer``).

The generated clients name their methods after them (``claim_server`` in Python), so a
handler's name is a verb and what it acts on, unique across the app (Litestar refuses two
operations of one id when it builds the document). A handler mounted on more than one path keeps
its name on its ``/v1`` path; its copy without the prefix (``/health``) is ``...Unversioned``
and its copy under a legacy prefix (``/v1/api/profile/``) ``...Legacy``.
"""

from __future__ import annotations

from litestar.handlers import HTTPRouteHandler
from litestar.types import Method
from litestar.types.internal_types import PathParameterDefinition

LEGACY_PREFIXES = ("/v1/api/profile/",)
"""Paths kept for legacy clients: the same operations as their current paths, deprecated."""


def camel(name: str) -> str:
    """``claim_server`` -> ``claimServer``."""
    first, *rest = name.split("_")
    return first + "".join(word[:1].upper() + word[1:] for word in rest)


def operation_id(
    handler: HTTPRouteHandler,
    method: Method,
    path: list[str | PathParameterDefinition],
) -> str:
    """Litestar's ``operation_id_creator``: the id of ``handler`` on ``path``."""
    parts = tuple(p.name if isinstance(p, PathParameterDefinition) else p for p in path)
    name = camel(handler.handler_name)
    if len(handler.http_methods) > 1:
        name += method.title()
    if f"/{'/'.join(parts)}/".startswith(LEGACY_PREFIXES):
        return f"{name}Legacy"
    if parts[:1] != ("v1",) and any(p.startswith("/v1/") for p in handler.paths):
        return f"{name}Unversioned"
    return name
