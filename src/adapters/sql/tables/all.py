"""Importing this module registers every table on ``metadata``."""

from adapters.sql.tables import (  # noqa: F401
    connect,
    edge,
    identity,
    permissions,
    services,
    social,
)
from adapters.sql.tables.base import metadata

__all__ = ["metadata"]
