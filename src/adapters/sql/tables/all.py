"""Importing this module registers every table on ``metadata``: every module of this package
(one per area) is imported, so a new area's tables need no line here."""

import importlib
import pkgutil

import adapters.sql.tables as _package
from adapters.sql.tables.base import metadata

for _module in pkgutil.iter_modules(_package.__path__):
    if _module.name not in ("all", "base"):
        importlib.import_module(f"{_package.__name__}.{_module.name}")

__all__ = ["metadata"]
