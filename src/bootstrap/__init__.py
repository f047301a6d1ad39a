"""The composition root: reads Settings, builds adapters, hands them to the use cases.

``Core``, ``build_core`` and ``Outbound`` are loaded on first use (module ``__getattr__``):
importing ``bootstrap.settings``, as ``svc --help`` does, must not import every adapter and
framework behind the core. ``tests/cli/test_startup.py`` keeps it that way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bootstrap.settings import ConfigError, Settings

if TYPE_CHECKING:
    from bootstrap.core import Core, build_core
    from bootstrap.outbound import Outbound

__all__ = ["ConfigError", "Core", "Outbound", "Settings", "build_core"]

_LAZY = {"Core": "bootstrap.core", "build_core": "bootstrap.core", "Outbound": "bootstrap.outbound"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'bootstrap' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
