"""A local DNS server on 127.0.0.1 (dnslib, UDP) answering TXT queries from a dict.

``zone.records[name]`` holds the TXT records at ``name`` (lower case, no trailing dot): a
record is a string, or a tuple of strings for one record of several character-strings (how
values over 255 bytes are published). Names in ``zone.names`` exist without TXT records
(NOERROR, no answer). Other names answer NXDOMAIN; names in
``zone.failing`` answer SERVFAIL, as a broken upstream would.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from dnslib import QTYPE, RCODE, RR, TXT
from dnslib.server import BaseResolver, DNSLogger, DNSServer


class TxtZone(BaseResolver):
    def __init__(self) -> None:
        self.records: dict[str, list[str | tuple[str, ...]]] = {}
        self.failing: set[str] = set()
        self.names: set[str] = set()

    def resolve(self, request, handler):  # type: ignore[no-untyped-def]
        reply = request.reply()
        name = str(request.q.qname).rstrip(".").lower()
        if name in self.failing:
            reply.header.rcode = RCODE.SERVFAIL
        elif request.q.qtype == QTYPE.TXT and name in self.records:
            for value in self.records[name]:
                strings = list(value) if isinstance(value, tuple) else value
                reply.add_answer(RR(request.q.qname, QTYPE.TXT, rdata=TXT(strings), ttl=1))
        elif name in self.names or name in self.records:
            pass  # the name exists, without records of this type
        else:
            reply.header.rcode = RCODE.NXDOMAIN
        return reply


@contextmanager
def txt_server() -> Iterator[tuple[TxtZone, int]]:
    """Run the server; yields its zone and UDP port. It listens (on a port of its choosing)
    before this returns, so no start-up wait is needed."""
    zone = TxtZone()
    quiet = DNSLogger(log="-request,-reply,-truncated,-data,-recv,-send", prefix=False)
    server = DNSServer(zone, port=0, address="127.0.0.1", logger=quiet)
    server.start_thread()
    try:
        yield zone, server.server.server_address[1]
    finally:
        server.stop()
