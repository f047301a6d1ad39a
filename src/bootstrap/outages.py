"""What the HTTP app answers with 503 rather than 500: the entrypoints learn it from the
composition root, not from the SQL adapter (tests/unit/architecture/test_layers.py)."""

from __future__ import annotations

from adapters.sql.outage import database_unreachable

__all__ = ["database_unreachable"]
