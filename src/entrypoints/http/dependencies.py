"""What handlers receive by name: the core, and the authenticated principal."""

from __future__ import annotations

from typing import Annotated, Any, TypeAlias, TypeVar

from litestar import Request
from litestar.datastructures import State
from litestar.di import Dependency, Provide

from application.identity.principal import Principal
from bootstrap.core import Core
from entrypoints.http.auth import principal_of


def provide_core(state: State) -> Core:
    core: Core = state.core  # set by create_app (or its lifespan)
    return core


T = TypeVar("T")

Inject: TypeAlias = Annotated[T, Dependency(kind="named")]
"""``core: Inject[Core]``: a handler parameter filled by name from dependencies()."""


async def provide_principal(request: Request[Any, Any, Any], core: Inject[Core]) -> Principal:
    return await principal_of(request, core)


def dependencies() -> dict[str, Provide]:
    """Fresh for each app: a cached Provide keeps its value, so it must not be shared."""
    return {
        "core": Provide(provide_core, sync_to_thread=False, use_cache=True),
        "principal": Provide(provide_principal),
    }
