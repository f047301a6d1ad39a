"""The composition root: reads Settings, builds adapters, hands them to the use cases.

``Core`` and ``build_core`` are loaded on first use (module ``__getattr__``): importing
``bootstrap.settings``, as ``svc --help`` does, must not import every adapter and framework
behind the core. ``tests/cli/test_startup.py`` keeps it that way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bootstrap.settings import ConfigError, Settings

if TYPE_CHECKING:
    from bootstrap.core import Core, build_core

__all__ = ["ConfigError", "Core", "Settings", "build_core"]

_LAZY = {"Core", "build_core"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from bootstrap import core

        return getattr(core, name)
    raise AttributeError(f"module 'bootstrap' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY)
