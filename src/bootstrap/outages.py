"""What the entrypoints learn of database errors from the composition root, not from the SQL
adapter (tests/unit/architecture/test_layers.py): which ones the HTTP app answers with 503
rather than 500, and what a log may show of one (no value a statement carried)."""

from __future__ import annotations

from adapters.sql.error_text import database_error_text
from adapters.sql.outage import database_unreachable

__all__ = ["database_error_text", "database_unreachable"]
