"""Games on SQL: the repositories of one transaction (``uow.games``)."""

from __future__ import annotations

from adapters.sql.games.repositories import SqlGameRepositories

__all__ = ["SqlGameRepositories"]
