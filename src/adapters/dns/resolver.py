"""TXT lookups with dnspython's asyncio resolver.

By default the system's resolvers (/etc/resolv.conf); ``SVC_DNS_NAMESERVERS`` names others
(``ip`` or ``ip:port``), which is how the tests point it at a local DNS server.
"""

from __future__ import annotations

import dns.asyncresolver
import dns.exception
import dns.resolver

from domain.services.errors import DnsUnavailable


class DnsPythonResolver:
    def __init__(self, nameservers: tuple[str, ...] = (), timeout: float = 3.0) -> None:
        if nameservers:
            self._resolver = dns.asyncresolver.Resolver(configure=False)
            hosts, ports = zip(*(_split(ns) for ns in nameservers), strict=True)
            self._resolver.nameservers = list(hosts)
            self._resolver.port = ports[0]
        else:
            try:
                self._resolver = dns.asyncresolver.Resolver()
            except dns.resolver.NoResolverConfiguration:
                self._resolver = dns.asyncresolver.Resolver(configure=False)
                self._resolver.nameservers = ["127.0.0.1"]
        self._resolver.lifetime = timeout
        self._resolver.timeout = timeout

    async def txt(self, name: str) -> list[str]:
        try:
            answer = await self._resolver.resolve(name, "TXT", search=False)
        except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
            return []
        except (dns.exception.DNSException, OSError):
            raise DnsUnavailable() from None
        return [b"".join(record.strings).decode("utf-8", errors="replace") for record in answer]


def _split(nameserver: str) -> tuple[str, int]:
    host, _, port = (
        nameserver.rpartition(":") if nameserver.count(":") == 1 else (nameserver, "", "53")
    )
    return (host, int(port)) if host else (nameserver, 53)
