"""Gateways (the relays players connect through) and the routes servers publish on them.

A gateway registers once with the operator's registration token, then beats every
``interval``; one that misses three beats is stale: it is left out of targets and of DNS until
it beats again. Operators drain (no new players routed to it), disable, or weigh a gateway.
A route says: this server answers for ``route_host``; it is kept while the server refreshes
it and removed when it goes stale.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.edge.errors import invalid

MISSED_BEATS = 3
WEIGHT_MAX = 1000
DEFAULT_WEIGHT = 100
FALLBACK_ROUTE_SUFFIX = "connect.gateway"
_REGION = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_VERSION = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}")
_NAME_MAX = 64


class GatewayState(StrEnum):
    ACTIVE = "active"
    DRAINING = "draining"  # keeps its players, gets no new ones
    DISABLED = "disabled"  # out of targets and DNS


@dataclass(slots=True)
class Gateway:
    id: str
    name: str
    region: str
    public_ip: str
    version: str
    secret_digest: str
    state: GatewayState
    weight: int
    load: float
    created_at: datetime
    updated_at: datetime
    last_heartbeat_at: datetime

    def stale(self, now: datetime, interval: timedelta) -> bool:
        return now - self.last_heartbeat_at > interval * MISSED_BEATS

    def serves(self, now: datetime, interval: timedelta) -> bool:
        """Takes new players: active, weighed above zero and not stale."""
        return (
            self.state is GatewayState.ACTIVE and self.weight > 0 and not self.stale(now, interval)
        )

    def in_dns(self, now: datetime, interval: timedelta) -> bool:
        """Listed in the shared gateway records: active or draining, and not stale."""
        return self.state is not GatewayState.DISABLED and not self.stale(now, interval)


def targets(gateways: Iterable[Gateway], now: datetime, interval: timedelta) -> list[Gateway]:
    """Gateways that take new players, heaviest weight first, then least loaded."""
    serving = [g for g in gateways if g.serves(now, interval)]
    return sorted(serving, key=lambda g: (-g.weight, g.load, g.id))


def target_ips(gateways: Iterable[Gateway], now: datetime, interval: timedelta) -> tuple[str, ...]:
    """The IPv4 addresses A records of routes point at (sorted, distinct)."""
    return tuple(
        sorted({g.public_ip for g in targets(gateways, now, interval) if _v4(g.public_ip)})
    )


def dns_ips(gateways: Iterable[Gateway], now: datetime, interval: timedelta) -> tuple[str, ...]:
    """The IPv4 addresses of the shared gateway host."""
    return tuple(
        sorted({g.public_ip for g in gateways if g.in_dns(now, interval) and _v4(g.public_ip)})
    )


@dataclass(slots=True)
class GatewayRoute:
    server_id: UUID
    network_id: UUID | None
    route_host: str
    created_at: datetime
    updated_at: datetime
    refreshed_at: datetime
    dns_values: tuple[str, ...] = ()
    """The A values last asked of the network's zone (empty: none, or not in a zone)."""

    def stale(self, now: datetime, ttl: timedelta) -> bool:
        return now - self.refreshed_at > ttl


def fallback_route_host(server_id: UUID) -> str:
    return f"{server_id}.{FALLBACK_ROUTE_SUFFIX}"


def validate_public_ip(raw: str) -> str:
    try:
        address = ipaddress.ip_address(raw.strip())
    except ValueError:
        raise invalid("publicIp must be an IPv4 or IPv6 address", "publicIp") from None
    if address.is_unspecified or address.is_multicast:
        raise invalid("publicIp must be a unicast address", "publicIp")
    return str(address)


def validate_region(raw: str) -> str:
    region = raw.strip().lower()
    if not _REGION.fullmatch(region):
        raise invalid("region is 1..32 of a-z, 0-9 and '-'", "region")
    return region


def validate_version(raw: str) -> str:
    version = raw.strip()
    if not _VERSION.fullmatch(version):
        raise invalid("version is 1..40 of letters, digits and . + _ -", "version")
    return version


def validate_gateway_name(raw: str) -> str:
    name = raw.strip()
    if not name or len(name) > _NAME_MAX or not name.isprintable():
        raise invalid(f"name must be 1..{_NAME_MAX} printable characters", "name")
    return name


def validate_load(value: float) -> float:
    if not 0.0 <= value <= 1.0:
        raise invalid("load is a fraction of capacity, 0..1", "load")
    return round(value, 4)


def validate_weight(value: int) -> int:
    if not 0 <= value <= WEIGHT_MAX:
        raise invalid(f"weight must be 0..{WEIGHT_MAX}", "weight")
    return value


def _v4(ip: str) -> bool:
    return ipaddress.ip_address(ip).version == 4
