"""A DNS resolver answering from a dict: for tests and tools that embed the core.

``records`` maps a name (any case, with or without the trailing dot) to its TXT strings.
A name in ``unavailable`` fails as a resolver that gets no answer would. A name DNS cannot
express (an empty label, a label over 63 octets, over 253 octets in all) fails the same way,
as it does with dnspython (tests/contract/test_outbound_dns.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from domain.edge.claims import TxtLookup, TxtLookupStatus
from domain.services.errors import DnsUnavailable

MAX_LABEL = 63
MAX_NAME = 253  # in text form without the trailing dot: 255 octets on the wire


def _key(name: str) -> str:
    return name.removesuffix(".").lower()


def _expressible(key: str) -> bool:
    if key == "":
        return True  # the root
    octets = key.encode()
    return len(octets) <= MAX_NAME and all(
        0 < len(label) <= MAX_LABEL for label in octets.split(b".")
    )


class MemoryDnsResolver:
    def __init__(self, records: Mapping[str, Iterable[str]] | None = None) -> None:
        self._records: dict[str, list[str]] = {}
        self.unavailable: set[str] = set()
        self.lookups: list[str] = []
        self.names: set[str] = set()
        """Names that exist without TXT records (their lookups say: no record)."""
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
        if key in self.unavailable or not _expressible(key):
            raise DnsUnavailable()
        return list(self._records.get(key, ()))

    async def lookup_txt(self, name: str) -> TxtLookup:
        """Like dnspython: a name with records, a known name without (``names``), no such
        name, or no answer (``fail``)."""
        key = _key(name)
        self.lookups.append(key)
        if key in self.unavailable or not _expressible(key):
            return TxtLookup(TxtLookupStatus.TIMEOUT)
        if key in self._records:
            return TxtLookup(TxtLookupStatus.FOUND, tuple(self._records[key]))
        if key in self.names:
            return TxtLookup(TxtLookupStatus.NO_RECORD)
        return TxtLookup(TxtLookupStatus.NXDOMAIN)
