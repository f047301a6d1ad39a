"""Importing this module registers every table on ``metadata``."""

from adapters.sql.tables import connect, identity, news, permissions, services, social, versions  # noqa: F401  # noqa: F401
from adapters.sql.tables.base import metadata

__all__ = ["metadata"]
