"""The caller's address, honouring X-Forwarded-For only from trusted proxies."""

from __future__ import annotations

import functools
import ipaddress
from collections.abc import Sequence
from typing import Any

from litestar.connection import ASGIConnection

from bootstrap.settings import IpNetwork


@functools.lru_cache(maxsize=4096)
def _canonical(peer: str) -> str:
    """The peer's address as the app writes it (``peer`` itself when it is none): parsed once
    per address, not once per request (a request reads it for each rate limit and server
    check)."""
    address = _parse(peer)
    return peer if address is None else str(address)


def _parse(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address, with IPv4-mapped IPv6 (``::ffff:10.0.0.1``, dual-stack sockets) as IPv4."""
    try:
        address = ipaddress.ip_address(text.strip().strip("[]"))
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        return address.ipv4_mapped
    return address


def client_ip(peer: str | None, forwarded_for: str | None, trusted: Sequence[IpNetwork]) -> str:
    """Walk the chain from the nearest hop outwards; the first untrusted hop is the client.

    A forwarded entry is believed only when every hop closer to us is a trusted proxy.
    """
    if not peer:
        return ""
    if not forwarded_for or not trusted:
        return _canonical(peer)
    address = _parse(peer)
    if address is None:
        return peer
    hops = [h for h in forwarded_for.split(",") if h.strip()]
    while hops and any(address in network for network in trusted):
        candidate = _parse(hops.pop())
        if candidate is None:
            break
        address = candidate
    return str(address)


def request_ip(connection: ASGIConnection[Any, Any, Any, Any], trusted: Sequence[IpNetwork]) -> str:
    client = connection.scope.get("client")
    return client_ip(
        client[0] if client else None, connection.headers.get("x-forwarded-for"), trusted
    )
