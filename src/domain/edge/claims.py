"""Domain claims: a network proves it controls a DNS name with a TXT record.

A claim starts unverified. Verification looks up ``_svc.<domain>`` and finds one of the
outcomes below; only ``verified`` verifies it. A verified claim is re-checked periodically:
a definitive miss (no record, a wrong one, the name gone) withdraws the verification, a
timeout only records the check. Every check is kept on the claim as ``last_check``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.edge.names import txt_name, txt_value

MAX_DOMAINS_PER_NETWORK = 50


class CheckOutcome(StrEnum):
    VERIFIED = "verified"
    NO_TXT_RECORD = "no_txt_record"  # the name exists, without a TXT record of ours
    MISMATCH = "mismatch"  # TXT records of ours exist, none with this claim's token
    NXDOMAIN = "nxdomain"  # the name does not exist
    TIMEOUT = "timeout"  # no answer from DNS in time (nothing is concluded)

    @property
    def definitive(self) -> bool:
        """A miss that DNS answered (a timeout says nothing about the record)."""
        return self not in (CheckOutcome.VERIFIED, CheckOutcome.TIMEOUT)


class TxtLookupStatus(StrEnum):
    FOUND = "found"  # TXT strings below (maybe none of ours)
    NO_RECORD = "no_record"  # the name exists, no TXT record
    NXDOMAIN = "nxdomain"
    TIMEOUT = "timeout"


@dataclass(frozen=True, slots=True)
class TxtLookup:
    status: TxtLookupStatus
    values: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DomainCheck:
    checked_at: datetime
    outcome: CheckOutcome


def judge(lookup: TxtLookup, token: str) -> CheckOutcome:
    """What a TXT lookup says about a claim with ``token``."""
    if lookup.status is TxtLookupStatus.TIMEOUT:
        return CheckOutcome.TIMEOUT
    if lookup.status is TxtLookupStatus.NXDOMAIN:
        return CheckOutcome.NXDOMAIN
    ours = [v.strip() for v in lookup.values if v.strip().startswith("svc-network=")]
    if txt_value(token) in ours:
        return CheckOutcome.VERIFIED
    return CheckOutcome.MISMATCH if ours else CheckOutcome.NO_TXT_RECORD


@dataclass(slots=True)
class DomainClaim:
    id: str
    network_id: UUID
    domain: str
    token: str
    created_at: datetime
    updated_at: datetime
    verified_at: datetime | None = None
    last_check: DomainCheck | None = None

    @property
    def verified(self) -> bool:
        return self.verified_at is not None

    @property
    def txt_name(self) -> str:
        return txt_name(self.domain)

    @property
    def txt_value(self) -> str:
        return txt_value(self.token)


def preferred_domain(claims: Iterable[DomainClaim]) -> str | None:
    """The network's route host hint: its oldest verified domain."""
    verified = sorted((c for c in claims if c.verified), key=lambda c: (c.verified_at, c.id))
    return verified[0].domain if verified else None
