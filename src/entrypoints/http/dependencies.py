"""What handlers receive by name: each area's bundle (``connect: Inject[Connect]``), the
shared settings and clock, and the authenticated principal. Handlers take their area, not the
whole core; the names are the core's attributes (``bootstrap/core.py``)."""

from __future__ import annotations

import inspect
from typing import Annotated, Any, TypeAlias, TypeVar

from litestar import Request
from litestar.datastructures import State
from litestar.di import Dependency, Provide
from litestar.params import SkipValidationMarker

from application.identity.principal import Principal
from bootstrap.core import Core
from entrypoints.http.auth import principal_of

T = TypeVar("T")

Inject: TypeAlias = Annotated[T, Dependency(kind="named"), SkipValidationMarker()]
"""``connect: Inject[Connect]``: a handler parameter filled by name from dependencies(); what
we provide ourselves is not validated per request (ports such as ``Clock`` are protocols)."""

AREAS = tuple(
    name for name in inspect.signature(Core.__init__).parameters if name not in ("self", "kernel")
)
"""Every area of the core, by its attribute name: each is a dependency of that name."""
SHARED = ("settings", "clock")
"""What every area shares that a handler may need (the settings, the clock)."""


def _provider(name: str) -> Provide:
    def provide(state: State) -> Any:
        return getattr(state.core, name)

    return Provide(provide, sync_to_thread=False, use_cache=True)


async def provide_principal(request: Request[Any, Any, Any]) -> Principal:
    core: Core = request.app.state.core  # set by create_app (or its lifespan)
    return await principal_of(request, core)


def dependencies() -> dict[str, Provide]:
    """Fresh for each app: a cached Provide keeps its value, so it must not be shared."""
    return {
        **{name: _provider(name) for name in (*AREAS, *SHARED)},
        "principal": Provide(provide_principal),
    }
