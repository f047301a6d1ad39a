"""Schema migrations, for the ``svc db`` commands: the entrypoints reach adapters only through
the composition root (tests/unit/architecture/test_layers.py)."""

from __future__ import annotations

from adapters.sql.migrate import current, upgrade

__all__ = ["current", "upgrade"]
