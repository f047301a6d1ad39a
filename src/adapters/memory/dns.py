"""A DNS resolver answering from a dict: for tests and tools that embed the core.

``records`` maps a name (any case, with or without the trailing dot) to its TXT strings.
A name in ``unavailable`` fails as a resolver that gets no answer would.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from domain.services.errors import DnsUnavailable


def _key(name: str) -> str:
    return name.rstrip(".").lower()


class MemoryDnsResolver:
    def __init__(self, records: Mapping[str, Iterable[str]] | None = None) -> None:
        self._records: dict[str, list[str]] = {}
        self.unavailable: set[str] = set()
        self.lookups: list[str] = []
        for name, values in (records or {}).items():
            self.set_txt(name, *values)

    def set_txt(self, name: str, *values: str) -> None:
        """Replace the TXT strings at ``name``; none removes the name."""
        if values:
            self._records[_key(name)] = list(values)
        else:
            self._records.pop(_key(name), None)

    def fail(self, name: str) -> None:
        """Lookups of ``name`` raise DnsUnavailable until ``unavailable`` forgets it."""
        self.unavailable.add(_key(name))

    async def txt(self, name: str) -> list[str]:
        key = _key(name)
        self.lookups.append(key)
        if key in self.unavailable:
            raise DnsUnavailable()
        return list(self._records.get(key, ()))
