"""A DNS provider in memory: zones with record sets, tokens it accepts, and switches to make
it fail or hang, for tests and tools that embed the core."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from application.edge.ports import DnsProviderError
from domain.edge.dns import RecordSet, RecordType


@dataclass
class MemoryZone:
    name: str
    records: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)


class MemoryDnsProvider:
    def __init__(self) -> None:
        self.tokens: set[str] = set()
        self.zones: dict[str, MemoryZone] = {}
        self.failure: DnsProviderError | None = None
        """Raised by every call while set (a provider refusing, or down)."""
        self.hanging = False
        """Every call waits forever while set (a provider that accepts and never answers)."""
        self.calls: list[tuple[str, str]] = []
        self.tokens_seen: list[str] = []

    def add_zone(self, zone_id: str, name: str) -> MemoryZone:
        zone = MemoryZone(name.rstrip(".").lower())
        self.zones[zone_id] = zone
        return zone

    async def _enter(self, call: str, token: str, detail: str = "") -> None:
        self.calls.append((call, detail))
        self.tokens_seen.append(token)
        if self.hanging:
            await asyncio.Event().wait()
        if self.failure is not None:
            raise self.failure
        if token not in self.tokens:
            raise DnsProviderError("token", "1000: Invalid API Token")

    def _zone(self, zone_id: str) -> MemoryZone:
        zone = self.zones.get(zone_id)
        if zone is None:
            raise DnsProviderError("zone", "7003: Could not route to /zones/x")
        return zone

    async def check_token(self, token: str) -> None:
        await self._enter("check_token", token)

    async def zone_name(self, token: str, zone_id: str) -> str:
        await self._enter("zone", token, zone_id)
        return self._zone(zone_id).name

    async def apply(self, token: str, zone_id: str, zone_name: str, record: RecordSet) -> None:
        await self._enter("apply", token, f"{record.type.value} {record.name}")
        zone = self._zone(zone_id)
        key = (record.name, record.type.value)
        if record.values:
            zone.records[key] = tuple(sorted(dict.fromkeys(record.values)))
        else:
            zone.records.pop(key, None)

    async def read(
        self, token: str, zone_id: str, zone_name: str, name: str, type: RecordType
    ) -> tuple[str, ...]:
        await self._enter("read", token, f"{type.value} {name}")
        return self._zone(zone_id).records.get((name, type.value), ())
