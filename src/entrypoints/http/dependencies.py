"""What handlers receive by name: the core, and the authenticated principal."""

from __future__ import annotations

from litestar import Request
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide

from application.identity.principal import Principal
from bootstrap.core import Core
from entrypoints.http.auth import authenticate


def provide_core(state: State) -> Core:
    return state.core


Inject = NamedDependency
"""``core: Inject[Core]``: a handler parameter filled by name from DEPENDENCIES."""


def provide_principal(request: Request, core: Inject[Core]) -> Principal:
    return authenticate(request, core)


DEPENDENCIES = {
    # No use_cache: Litestar caches on this module-level Provide, so a second app in the
    # same process (tests, embedding) would be handed the first app's core.
    "core": Provide(provide_core, sync_to_thread=False),
    "principal": Provide(provide_principal, sync_to_thread=False),
}
