"""The node catalogue the platform starts with, the default role's grants and the token
scopes routes may ask, collected from every area's ``domain/<area>/nodes.py`` (``NODES``,
``EVERYDAY``, ``SCOPES``): a new area's nodes need no line anywhere else."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import cache
from types import ModuleType

import domain


@dataclass(frozen=True, slots=True)
class Catalogue:
    known: tuple[str, ...]
    """Every node the platform checks, registered in the node catalogue from the start (the
    default role's first)."""
    everyday: tuple[str, ...]
    """What the default role grants: what every signed-in player does."""
    scopes: frozenset[str]
    """Every token scope an area declares."""


def area_nodes() -> list[ModuleType]:
    """``domain.<area>.nodes`` of every area that has one, in the areas' order."""
    found = []
    for area in sorted(module.name for module in pkgutil.iter_modules(domain.__path__)):
        try:
            found.append(importlib.import_module(f"domain.{area}.nodes"))
        except ModuleNotFoundError as error:
            if error.name != f"domain.{area}.nodes":
                raise
    return found


@cache
def catalogue() -> Catalogue:
    areas = area_nodes()
    everyday = tuple(node for area in areas for node in area.EVERYDAY)
    rest = tuple(node for area in areas for node in area.NODES if node not in everyday)
    scopes = frozenset(scope for area in areas for scope in area.SCOPES)
    return Catalogue(known=everyday + rest, everyday=everyday, scopes=scopes)
