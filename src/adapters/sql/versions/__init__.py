"""Versions on SQL: the repositories of one transaction (``uow.versions``) and the resolve
reader on the fast read path."""

from __future__ import annotations

from adapters.sql.fast_read import FastReader
from adapters.sql.versions.reader import SqlResolveReader
from adapters.sql.versions.repositories import SqlVersionRepositories
from application.versions.ports import VersionReaders


def sql_version_readers(reader: FastReader) -> VersionReaders:
    return VersionReaders(resolve=SqlResolveReader(reader))


__all__ = ["SqlVersionRepositories", "sql_version_readers"]
