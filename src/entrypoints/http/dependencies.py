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
    # Not use_cache: a Provide caches its first value for good, and DEPENDENCIES is shared by
    # every app of the process (tests build many), so the first app's core would leak into all.
    "core": Provide(provide_core, sync_to_thread=False),
    "principal": Provide(provide_principal, sync_to_thread=False),
}
