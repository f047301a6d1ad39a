"""Importing this module registers every table on ``metadata``."""

from adapters.sql.tables import (  # noqa: F401
    catalog,
    connect,
    edge,
    feedback,
    identity,
    motd,
    news,
    permissions,
    profile,
    services,
    shop,
    social,
    totem,
    versions,
)
from adapters.sql.tables.base import metadata

__all__ = ["metadata"]
