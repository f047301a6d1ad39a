"""Domain claims and DNS automation: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.edge.dns_sync import SyncOutcome
from application.edge.domains import CreatedClaim, GatewayHint, Verification
from domain.edge.claims import CheckOutcome, DomainClaim
from domain.edge.dns import DnsConfig, Provider, RecordType, TokenStatus
from domain.edge.names import txt_name, txt_value
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none
from entrypoints.http.openapi_examples import NULL


class DomainIn(msgspec.Struct, forbid_unknown_fields=True):
    domain: Annotated[str, msgspec.Meta(min_length=1, max_length=300)]


class CheckOut(msgspec.Struct, rename="camel"):
    checked_at: Timestamp
    outcome: str
    """verified, no_txt_record, mismatch, nxdomain or timeout"""


class DomainClaimOut(msgspec.Struct, rename="camel"):
    id: str
    network_id: UUID
    domain: str
    token: str
    verified: bool
    verified_at: Timestamp | None
    last_check: CheckOut | None
    created_at: Timestamp
    updated_at: Timestamp


def claim_out(claim: DomainClaim) -> DomainClaimOut:
    check = claim.last_check
    return DomainClaimOut(
        id=claim.id,
        network_id=claim.network_id,
        domain=claim.domain,
        token=claim.token,
        verified=claim.verified,
        verified_at=ts_or_none(claim.verified_at),
        last_check=CheckOut(ts(check.checked_at), check.outcome.value) if check else None,
        created_at=ts(claim.created_at),
        updated_at=ts(claim.updated_at),
    )


class DomainsOut(msgspec.Struct):
    items: list[DomainClaimOut]


class TxtOut(msgspec.Struct):
    name: str
    value: str


class GatewayOut(msgspec.Struct, rename="camel"):
    type: str
    name: str
    value: str
    auto_managed: bool


class DnsSyncOut(msgspec.Struct):
    synced: bool
    error: str | None


def sync_out(outcome: SyncOutcome | None) -> DnsSyncOut | None:
    return None if outcome is None else DnsSyncOut(outcome.synced, outcome.error)


def gateway_out(hint: GatewayHint) -> GatewayOut:
    return GatewayOut("CNAME", hint.name, hint.value, hint.auto_managed)


class CreatedDomainOut(msgspec.Struct):
    domain: DomainClaimOut
    txt: TxtOut
    gateway: GatewayOut
    dns: DnsSyncOut | None
    """null without DNS automation; else whether the records reached the provider"""


def created_out(created: CreatedClaim) -> CreatedDomainOut:
    claim = created.claim
    return CreatedDomainOut(
        domain=claim_out(claim),
        txt=TxtOut(claim.txt_name, claim.txt_value),
        gateway=gateway_out(created.gateway),
        dns=sync_out(created.dns),
    )


class VerifyOut(msgspec.Struct):
    domain: DomainClaimOut
    verified: bool
    reason: str | None
    """null when verified; else no_txt_record, mismatch, nxdomain or timeout"""


def verify_out(result: Verification) -> VerifyOut:
    verified = result.claim.verified
    reason = None if result.outcome is CheckOutcome.VERIFIED else result.outcome.value
    return VerifyOut(claim_out(result.claim), verified, reason)


class DnsProviderIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    api_token: Annotated[str, msgspec.Meta(min_length=1, max_length=512)]
    zone_id: Annotated[str, msgspec.Meta(min_length=1, max_length=255)]
    provider: Annotated[str, msgspec.Meta(min_length=1, max_length=32)] = "cloudflare"


class DnsConfigOut(msgspec.Struct, rename="camel"):
    network_id: UUID
    provider: str
    zone_id: str
    zone_name: str
    token_status: str
    gateway_base_domain: str
    created_at: Timestamp
    updated_at: Timestamp


def config_out(config: DnsConfig, gateway_base_domain: str) -> DnsConfigOut:
    return DnsConfigOut(
        network_id=config.network_id,
        provider=config.provider.value,
        zone_id=config.zone_id,
        zone_name=config.zone_name,
        token_status=config.token_status.value,
        gateway_base_domain=gateway_base_domain,
        created_at=ts(config.created_at),
        updated_at=ts(config.updated_at),
    )


class DnsConfigEnvelope(msgspec.Struct):
    config: DnsConfigOut | None


class SavedConfigOut(msgspec.Struct):
    config: DnsConfigOut
    dns: DnsSyncOut


class RemovedOut(msgspec.Struct):
    removed: bool


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
_DOMAIN = "play.blockland.net"
_TOKEN = "5c1e9a3b7d2f40e8a6b1c3d5e7f90a2b"  # as the use case draws it: 16 random bytes, hex
EXAMPLES["DomainIn"] = {"domain": _DOMAIN}
EXAMPLES["CheckOut"] = {
    "checkedAt": "2026-11-22T10:00:00.000Z",
    "outcome": CheckOutcome.VERIFIED.value,
}
EXAMPLES["DomainClaimOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "domain": _DOMAIN,
    "token": _TOKEN,
    "verified": True,
    "verifiedAt": "2026-11-22T10:00:00.000Z",
    "lastCheck": EXAMPLES["CheckOut"],
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["DomainsOut"] = {"items": [EXAMPLES["DomainClaimOut"]]}
EXAMPLES["TxtOut"] = {"name": txt_name(_DOMAIN), "value": txt_value(_TOKEN)}
EXAMPLES["GatewayOut"] = {
    "type": RecordType.CNAME.value,
    "name": _DOMAIN,
    "value": "gateway.blockland.net",
    "autoManaged": True,
}
EXAMPLES["DnsSyncOut"] = {"synced": True, "error": NULL}
EXAMPLES["CreatedDomainOut"] = {
    "domain": EXAMPLES["DomainClaimOut"],
    "txt": EXAMPLES["TxtOut"],
    "gateway": EXAMPLES["GatewayOut"],
    "dns": EXAMPLES["DnsSyncOut"],
}
EXAMPLES["VerifyOut"] = {
    "domain": EXAMPLES["DomainClaimOut"],
    "verified": True,
    "reason": NULL,
}
EXAMPLES["DnsProviderIn"] = {
    "apiToken": "cf-api-token-3f9a1c",
    "zoneId": "6741f0c2a9e3b15d2c8f4a17",
    "provider": Provider.CLOUDFLARE.value,
}
EXAMPLES["DnsConfigOut"] = {
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "provider": Provider.CLOUDFLARE.value,
    "zoneId": "6741f0c2a9e3b15d2c8f4a17",
    "zoneName": "blockland.net",
    "tokenStatus": TokenStatus.VALID.value,
    "gatewayBaseDomain": "gw.blockland.net",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["DnsConfigEnvelope"] = {"config": EXAMPLES["DnsConfigOut"]}
EXAMPLES["SavedConfigOut"] = {"config": EXAMPLES["DnsConfigOut"], "dns": EXAMPLES["DnsSyncOut"]}
EXAMPLES["RemovedOut"] = {"removed": True}
