"""The HTTP routes of every area: one module per area and topic (``connect_commands.py``).

``discovered()`` collects what each module defines: its controllers and route handlers, or,
in a module that defines routers (the same controller under two prefixes), its routers, which
mount its controllers. So a new area's routes need no line in the app.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from litestar import Controller, Router
from litestar.handlers import BaseRouteHandler
from litestar.types import ControllerRouterHandler


def discovered() -> list[ControllerRouterHandler]:
    """Every module's routes, in module order."""
    found: list[ControllerRouterHandler] = []
    for module in pkgutil.iter_modules(__path__):
        found += _routes_of(importlib.import_module(f"{__name__}.{module.name}"))
    return found


def _routes_of(module: ModuleType) -> list[ControllerRouterHandler]:
    values = list(vars(module).values())
    routers: list[ControllerRouterHandler] = [v for v in values if isinstance(v, Router)]
    handlers = [v for v in values if _defined_in(v, module) and not (routers and _is_controller(v))]
    return routers + handlers


def _is_controller(value: object) -> bool:
    return isinstance(value, type) and issubclass(value, Controller)


def _defined_in(value: object, module: ModuleType) -> bool:
    if _is_controller(value):
        return value.__module__ == module.__name__
    if isinstance(value, BaseRouteHandler):
        return getattr(value.fn, "__module__", None) == module.__name__
    return False
