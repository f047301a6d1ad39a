"""TXT lookups with dnspython's asyncio resolver.

By default the system's resolvers (/etc/resolv.conf); ``SVC_DNS_NAMESERVERS`` names others
(``ip`` or ``ip:port``), which is how the tests point it at a local DNS server.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.edge.claims import TxtLookup, TxtLookupStatus
from domain.services.errors import DnsUnavailable

if TYPE_CHECKING:
    import dns.asyncresolver


class DnsPythonResolver:
    """dnspython is imported, and the resolver configured, at the first lookup: commands
    that never look anything up (``svc token issue``) do not pay for it."""

    def __init__(self, nameservers: tuple[str, ...] = (), timeout: float = 3.0) -> None:
        self._nameservers = nameservers
        self._timeout = timeout
        self._resolver: dns.asyncresolver.Resolver | None = None

    def _configured(self) -> dns.asyncresolver.Resolver:
        import dns.asyncresolver
        import dns.resolver

        if self._nameservers:
            resolver = dns.asyncresolver.Resolver(configure=False)
            hosts, ports = zip(*(_split(ns) for ns in self._nameservers), strict=True)
            resolver.nameservers = list(hosts)
            resolver.port = ports[0]
        else:
            try:
                resolver = dns.asyncresolver.Resolver()
            except dns.resolver.NoResolverConfiguration:
                resolver = dns.asyncresolver.Resolver(configure=False)
                resolver.nameservers = ["127.0.0.1"]
        resolver.lifetime = self._timeout
        resolver.timeout = self._timeout
        return resolver

    async def txt(self, name: str) -> list[str]:
        import dns.exception
        import dns.resolver

        if self._resolver is None:
            self._resolver = self._configured()
        try:
            answer = await self._resolver.resolve(name, "TXT", search=False)
        except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
            return []
        except (dns.exception.DNSException, OSError):
            raise DnsUnavailable() from None
        return [b"".join(record.strings).decode("utf-8", errors="replace") for record in answer]

    async def lookup_txt(self, name: str) -> TxtLookup:
        """What DNS says about TXT at ``name``: the strings, no record (the name exists),
        no such name, or no usable answer in time (a timeout, SERVFAIL from every server)."""
        import dns.exception
        import dns.resolver

        if self._resolver is None:
            self._resolver = self._configured()
        try:
            answer = await self._resolver.resolve(name, "TXT", search=False)
        except dns.resolver.NXDOMAIN:
            return TxtLookup(TxtLookupStatus.NXDOMAIN)
        except dns.resolver.NoAnswer:
            return TxtLookup(TxtLookupStatus.NO_RECORD)
        except (dns.exception.DNSException, OSError):
            return TxtLookup(TxtLookupStatus.TIMEOUT)
        values = tuple(
            b"".join(record.strings).decode("utf-8", errors="replace") for record in answer
        )
        return TxtLookup(TxtLookupStatus.FOUND, values)


def _split(nameserver: str) -> tuple[str, int]:
    host, _, port = (
        nameserver.rpartition(":") if nameserver.count(":") == 1 else (nameserver, "", "53")
    )
    return (host, int(port)) if host else (nameserver, 53)
