"""The edge's pure rules: name normalisation, TXT verdicts, listing validation, gateway
targets."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.edge.claims import CheckOutcome, TxtLookup, TxtLookupStatus, judge
from domain.edge.dns import backoff
from domain.edge.gateway import Gateway, GatewayState, dns_ips, target_ips, targets
from domain.edge.listing import (
    ListingDraft,
    SocialLink,
    ownership,
    search_terms,
    validate_address,
    validate_draft,
    validate_tags,
)
from domain.edge.names import MAX_DOMAIN, normalize_domain
from domain.shared.errors import InvalidInput

LABEL = st.from_regex(r"[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?", fullmatch=True)
NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


@given(st.lists(LABEL, min_size=1, max_size=4), st.from_regex(r"[a-z]{2,8}", fullmatch=True))
def test_normalising_is_idempotent_and_lower_case(labels: list[str], tld: str) -> None:
    name = ".".join([*labels, tld])
    once = normalize_domain(name.upper() + ".")
    assert once == name and normalize_domain(once) == once


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("Bücher.Example", "xn--bcher-kva.example"), (" play.example. ", "play.example")],
)
def test_idna_and_trailing_dot(raw: str, expected: str) -> None:
    assert normalize_domain(raw) == expected


@pytest.mark.parametrize(
    "raw",
    ["", ".", "example", "*.example.com", "a.*.com", "10.0.0.1", "::1", "[2001:db8::1]",
     "a..b.com", "-x.com", "x-.com", "a_b.com", "1.2.3.4444", "exa mple.com",
     ("a" * 63 + ".") * 3 + "a" * 60 + ".com", "a" * 64 + ".com"],
)  # fmt: skip
def test_refused_names(raw: str) -> None:
    with pytest.raises(InvalidInput):
        normalize_domain(raw)


def test_the_proof_record_must_fit() -> None:
    longest = ".".join(["a" * 61] * 4)[: MAX_DOMAIN - 4] + ".com"
    assert len(normalize_domain(longest)) <= MAX_DOMAIN
    with pytest.raises(InvalidInput):
        normalize_domain("b" + ".".join(["a" * 61] * 4)[: MAX_DOMAIN - 4] + ".com")


@given(st.text(alphabet="0123456789abcdef", min_size=32, max_size=32), st.lists(st.text()))
def test_a_verdict_needs_the_exact_token(token: str, others: list[str]) -> None:
    found = TxtLookup(TxtLookupStatus.FOUND, (*others, f"svc-network={token}"))
    assert judge(found, token) is CheckOutcome.VERIFIED
    cleaned = tuple(o for o in others if o.strip() != f"svc-network={token}")
    verdict = judge(TxtLookup(TxtLookupStatus.FOUND, cleaned), token)
    assert verdict in (CheckOutcome.MISMATCH, CheckOutcome.NO_TXT_RECORD)


def test_only_timeouts_are_not_definitive() -> None:
    assert [o for o in CheckOutcome if not o.definitive] == [
        CheckOutcome.VERIFIED, CheckOutcome.TIMEOUT,
    ]  # fmt: skip


@given(st.integers(min_value=0, max_value=100))
def test_backoff_grows_and_is_capped(attempts: int) -> None:
    assert timedelta(seconds=30) <= backoff(attempts) <= timedelta(hours=1)
    assert backoff(attempts + 1) >= backoff(attempts)


def test_listing_rules() -> None:
    assert validate_address("MC.Play.Example:25565") == "mc.play.example:25565"
    for bad in ("mc.example:0", "mc.example:70000", "1.2.3.4", "nope"):
        with pytest.raises(InvalidInput):
            validate_address(bad)
    assert validate_tags(["PvP", "pvp", " Big  Map "]) == ("pvp", "big map")
    with pytest.raises(InvalidInput):
        validate_tags(["x" * 25])
    with pytest.raises(InvalidInput):
        validate_tags([f"t{i}" for i in range(11)])
    draft = ListingDraft("mc.example", "Name", "pvp", (), (SocialLink("x", "https://a.b"),))
    with pytest.raises(InvalidInput):
        validate_draft(draft)
    assert search_terms("Best Server!", ("pvp",)) == ("best", "server", "pvp")
    at = NOW
    assert ownership("mc.play.example:25565", [("play.example", at)]) == at
    assert ownership("play.example.evil", [("play.example", at)]) is None


def _gateway(gid: str, ip: str, state: GatewayState, weight: int, beat: timedelta) -> Gateway:
    return Gateway(gid, gid, "eu", ip, "1", "d" * 64, state, weight, 0.5, NOW, NOW, NOW - beat)


def test_targets_leave_out_stale_drained_disabled_and_weightless_gateways() -> None:
    interval = timedelta(seconds=30)
    gateways = [
        _gateway("a", "192.0.2.1", GatewayState.ACTIVE, 100, timedelta(seconds=10)),
        _gateway("b", "192.0.2.2", GatewayState.ACTIVE, 200, timedelta(seconds=89)),
        _gateway("c", "192.0.2.3", GatewayState.ACTIVE, 100, timedelta(seconds=91)),  # stale
        _gateway("d", "192.0.2.4", GatewayState.DRAINING, 100, timedelta(0)),
        _gateway("e", "192.0.2.5", GatewayState.DISABLED, 100, timedelta(0)),
        _gateway("f", "192.0.2.6", GatewayState.ACTIVE, 0, timedelta(0)),
        _gateway("g", "2001:db8::1", GatewayState.ACTIVE, 100, timedelta(0)),
    ]
    assert [g.id for g in targets(gateways, NOW, interval)] == ["b", "a", "g"]
    assert target_ips(gateways, NOW, interval) == ("192.0.2.1", "192.0.2.2")
    assert dns_ips(gateways, NOW, interval) == ("192.0.2.1", "192.0.2.2", "192.0.2.4",
                                                "192.0.2.6")  # fmt: skip
