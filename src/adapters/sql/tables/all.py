"""Importing this module registers every table on ``metadata``."""

from adapters.sql.tables import connect, identity, permissions, services, social  # noqa: F401
from adapters.sql.tables.base import metadata

__all__ = ["metadata"]
