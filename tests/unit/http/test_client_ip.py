"""The caller's address: X-Forwarded-For is believed only through trusted proxies."""

from __future__ import annotations

import ipaddress

from hypothesis import given, settings
from hypothesis import strategies as st

from entrypoints.http.client_ip import client_ip

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

TRUSTED = (ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("2001:db8:ffff::/48"))
PROXY = "10.0.0.1"
INNER_PROXY = "10.0.0.2"
CLIENT = "203.0.113.7"

# Addresses outside the trusted networks.
untrusted_v4 = st.ip_addresses(v=4).filter(lambda a: not any(a in n for n in TRUSTED))
untrusted_v6 = st.ip_addresses(v=6).filter(
    lambda a: not any(a in n for n in TRUSTED) and a.ipv4_mapped is None
)
untrusted = st.one_of(untrusted_v4, untrusted_v6)
# Whatever a client may write into the header before it reaches our proxies.
spoofed_entries = st.lists(
    st.one_of(st.ip_addresses().map(str), st.text(alphabet=st.characters(exclude_characters=","))),
    max_size=5,
)


class TestWithoutTrustedProxies:
    def test_the_peer_is_the_client(self) -> None:
        assert client_ip(CLIENT, None, TRUSTED) == CLIENT

    def test_forwarded_for_is_ignored_when_no_proxy_is_trusted(self) -> None:
        assert client_ip(PROXY, CLIENT, ()) == PROXY

    def test_forwarded_for_from_an_untrusted_peer_is_ignored(self) -> None:
        assert client_ip(CLIENT, "198.51.100.1", TRUSTED) == CLIENT

    def test_a_missing_peer_gives_an_empty_address(self) -> None:
        assert client_ip(None, CLIENT, TRUSTED) == ""

    def test_a_peer_that_is_not_an_address_is_returned_as_is(self) -> None:
        assert client_ip("testclient", CLIENT, TRUSTED) == "testclient"


class TestThroughTrustedProxies:
    def test_the_entry_added_by_a_trusted_proxy_is_the_client(self) -> None:
        assert client_ip(PROXY, CLIENT, TRUSTED) == CLIENT

    def test_a_chain_of_trusted_proxies_is_walked_to_the_client(self) -> None:
        assert client_ip(PROXY, f"{CLIENT}, {INNER_PROXY}", TRUSTED) == CLIENT

    def test_spoofed_entries_left_of_the_client_are_ignored(self) -> None:
        header = f"1.1.1.1, 8.8.8.8, {CLIENT}, {INNER_PROXY}"
        assert client_ip(PROXY, header, TRUSTED) == CLIENT

    def test_a_spoofed_trusted_looking_entry_left_of_the_client_is_ignored(self) -> None:
        assert client_ip(PROXY, f"10.9.9.9, {CLIENT}", TRUSTED) == CLIENT

    def test_when_every_hop_is_trusted_the_leftmost_is_the_client(self) -> None:
        assert client_ip(PROXY, f"10.0.0.9, {INNER_PROXY}", TRUSTED) == "10.0.0.9"

    def test_blank_entries_are_skipped(self) -> None:
        assert client_ip(PROXY, f" , {CLIENT} ,, ", TRUSTED) == CLIENT

    def test_an_empty_header_leaves_the_proxy_as_the_client(self) -> None:
        assert client_ip(PROXY, "", TRUSTED) == PROXY

    def test_a_garbage_entry_stops_the_walk_at_the_proxy_that_sent_it(self) -> None:
        assert client_ip(PROXY, f"{CLIENT}, not-an-ip", TRUSTED) == PROXY

    def test_an_entry_with_a_port_counts_as_garbage(self) -> None:
        assert client_ip(PROXY, f"{CLIENT}:4711", TRUSTED) == PROXY

    def test_garbage_left_of_the_client_is_ignored(self) -> None:
        assert client_ip(PROXY, f"<script>, {CLIENT}", TRUSTED) == CLIENT

    @SECONDARY
    @given(client=untrusted, spoofed=spoofed_entries, hops=st.integers(0, 3))
    def test_nothing_a_client_writes_left_of_its_own_entry_changes_the_answer(
        self, client: ipaddress.IPv4Address | ipaddress.IPv6Address, spoofed: list[str], hops: int
    ) -> None:
        proxies = [f"10.0.0.{i + 2}" for i in range(hops)]
        header = ", ".join([*spoofed, str(client), *proxies])
        assert client_ip(PROXY, header, TRUSTED) == str(client)


class TestIpv6:
    def test_an_ipv6_client_behind_a_trusted_ipv6_proxy(self) -> None:
        assert client_ip("2001:db8:ffff::1", "2001:db8:1::42", TRUSTED) == "2001:db8:1::42"

    def test_a_bracketed_ipv6_entry_is_understood(self) -> None:
        assert client_ip(PROXY, "[2001:db8:1::42]", TRUSTED) == "2001:db8:1::42"

    def test_an_ipv6_entry_is_written_in_its_canonical_form(self) -> None:
        assert client_ip(PROXY, "2001:DB8:1:0:0:0:0:42", TRUSTED) == "2001:db8:1::42"

    def test_an_untrusted_ipv6_peer_is_the_client(self) -> None:
        assert client_ip("2001:db8:1::42", CLIENT, TRUSTED) == "2001:db8:1::42"

    def test_a_trusted_proxy_seen_as_ipv4_mapped_ipv6_is_still_trusted(self) -> None:
        # Dual-stack sockets report IPv4 peers as ::ffff:a.b.c.d.
        assert client_ip("::ffff:10.0.0.1", CLIENT, TRUSTED) == CLIENT

    def test_an_ipv4_mapped_client_is_reported_as_ipv4(self) -> None:
        assert client_ip("::ffff:203.0.113.7", None, TRUSTED) == CLIENT
