"""The in-memory database: named tables of entities, with transactions.

A transaction holds the store's lock from start to end (so transactions are serializable)
and copies a table the first time it writes to it; commit swaps the copies in. Entities are
handed out as copies, so a caller's changes reach the store only through a repository write.
"""

from __future__ import annotations

import asyncio
import copy
from collections import defaultdict
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")


class Table(str, Generic[K, V]):
    """A table's name, typed with its keys and entities: ``Table[UUID, User]("users")``.

    It is the name itself (a ``str``), so ``store.tables["users"]`` finds the same table.
    """

    __slots__ = ()


class Tables(defaultdict[str, dict[Any, Any]]):
    """Every table by name; looked up by its ``Table``, a table has that table's types."""

    if TYPE_CHECKING:

        @overload
        def __getitem__(self, name: Table[K, V], /) -> dict[K, V]: ...

        @overload
        def __getitem__(self, name: str, /) -> dict[Any, Any]: ...

        def __getitem__(self, name: str, /) -> dict[Any, Any]: ...


class MemoryStore:
    def __init__(self) -> None:
        self.tables = Tables(dict)
        self.lock = asyncio.Lock()


class MemoryTx:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store
        self._staged: dict[str, dict[Any, Any]] = {}

    def read(self, name: Table[K, V]) -> dict[K, V]:
        staged = self._staged.get(name)
        return staged if staged is not None else self._store.tables[name]

    def write(self, name: Table[K, V]) -> dict[K, V]:
        if name not in self._staged:
            self._staged[name] = dict(self._store.tables[name])
        return self._staged[name]

    def commit(self) -> None:
        self._store.tables.update(self._staged)
        self._staged.clear()

    def discard(self) -> None:
        self._staged.clear()


def detached(entity: T) -> T:
    return copy.copy(entity)
