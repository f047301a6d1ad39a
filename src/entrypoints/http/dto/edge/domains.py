"""Domain claims and DNS automation: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from application.edge.dns_sync import SyncOutcome
from application.edge.domains import CreatedClaim, GatewayHint, Verification
from domain.edge.claims import CheckOutcome, DomainClaim
from domain.edge.dns import DnsConfig, Provider, RecordType, TokenStatus
from domain.edge.names import txt_name, txt_value
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.connect.fields import NetworkId
from entrypoints.http.openapi_examples import NULL


class DomainIn(msgspec.Struct, forbid_unknown_fields=True):
    domain: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=300,
            description=(
                "The DNS domain name to claim (normalized: IDNA ASCII, lower case, "
                "at least two labels, no wildcard)."
            ),
        ),
    ]


class CheckOut(msgspec.Struct, rename="camel"):
    checked_at: Annotated[
        Timestamp, msgspec.Meta(description=("When DNS was last asked for the claim's TXT record."))
    ]
    outcome: Annotated[
        str,
        msgspec.Meta(
            description=(
                "What that lookup found: verified, no_txt_record, mismatch, nxdomain or timeout."
            )
        ),
    ]
    """verified, no_txt_record, mismatch, nxdomain or timeout"""


class DomainClaimOut(msgspec.Struct, rename="camel"):
    id: RecordId
    network_id: NetworkId
    domain: Annotated[str, msgspec.Meta(description="The claimed DNS domain name.")]
    token: Annotated[
        str,
        msgspec.Meta(
            description=("The value proven via TXT record (published as `svc-network=<token>`).")
        ),
    ]
    verified: Annotated[
        bool, msgspec.Meta(description=("Whether the TXT record was found; false at creation."))
    ]
    verified_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the claim was verified; null until then."))
        ]
        | None
    )
    last_check: (
        Annotated[
            CheckOut,
            msgspec.Meta(
                description=("The last TXT lookup and its outcome; null before the first.")
            ),
        ]
        | None
    )
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    items: Items[DomainClaimOut]


class TxtOut(msgspec.Struct):
    name: Annotated[str, msgspec.Meta(description="The TXT record's name: `_svc.<domain>`.")]
    value: Annotated[
        str, msgspec.Meta(description=("The TXT record's value: `svc-network=<token>`."))
    ]


class GatewayOut(msgspec.Struct, rename="camel"):
    type: Annotated[str, msgspec.Meta(description="The record type: `CNAME`.")]
    name: Annotated[str, msgspec.Meta(description="The claimed domain.")]
    value: Annotated[
        str, msgspec.Meta(description=("The shared gateway host name the CNAME points at."))
    ]
    auto_managed: Annotated[
        bool,
        msgspec.Meta(description=("Whether DNS automation manages this record for the network.")),
    ]


class DnsSyncOut(msgspec.Struct):
    synced: Annotated[
        bool, msgspec.Meta(description=("Whether the records were written at the DNS provider."))
    ]
    error: (
        Annotated[
            str, msgspec.Meta(description=("Why the provider refused or failed; null when synced."))
        ]
        | None
    )


def sync_out(outcome: SyncOutcome | None) -> DnsSyncOut | None:
    return None if outcome is None else DnsSyncOut(outcome.synced, outcome.error)


def gateway_out(hint: GatewayHint) -> GatewayOut:
    return GatewayOut("CNAME", hint.name, hint.value, hint.auto_managed)


class CreatedDomainOut(msgspec.Struct):
    domain: Annotated[DomainClaimOut, msgspec.Meta(description="The new domain claim.")]
    txt: Annotated[
        TxtOut, msgspec.Meta(description=("The TXT record to publish to prove the claim."))
    ]
    gateway: Annotated[
        GatewayOut, msgspec.Meta(description=("The gateway CNAME to publish for the domain."))
    ]
    dns: (
        Annotated[
            DnsSyncOut,
            msgspec.Meta(
                description=("What DNS automation did with the records; null without automation.")
            ),
        ]
        | None
    )
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
    domain: Annotated[DomainClaimOut, msgspec.Meta(description="The domain claim after the check.")]
    verified: Annotated[bool, msgspec.Meta(description="Whether the claim is verified.")]
    reason: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "null when verified; else no_txt_record, mismatch, nxdomain or timeout."
                )
            ),
        ]
        | None
    )
    """null when verified; else no_txt_record, mismatch, nxdomain or timeout"""


def verify_out(result: Verification) -> VerifyOut:
    verified = result.claim.verified
    reason = None if result.outcome is CheckOutcome.VERIFIED else result.outcome.value
    return VerifyOut(claim_out(result.claim), verified, reason)


class DnsProviderIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    api_token: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=512,
            description=(
                "The DNS provider's API token; verified with the zone before "
                "saving, stored encrypted, never returned."
            ),
        ),
    ]
    zone_id: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=255, description=("The provider's id of the DNS zone.")
        ),
    ]
    provider: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=32,
            description=("The DNS provider: cloudflare (default) or powerdns."),
        ),
    ] = "cloudflare"


class DnsConfigOut(msgspec.Struct, rename="camel"):
    network_id: NetworkId
    provider: Annotated[str, msgspec.Meta(description="The DNS provider: cloudflare or powerdns.")]
    zone_id: Annotated[str, msgspec.Meta(description="The provider's id of the DNS zone.")]
    zone_name: Annotated[
        str, msgspec.Meta(description=("The zone's name, as the provider reported it."))
    ]
    token_status: Annotated[
        str,
        msgspec.Meta(
            description=(
                "valid, invalid (the provider refused the token at a later use: "
                "PUT a new one) or unverified (the last use could not tell)."
            )
        ),
    ]
    gateway_base_domain: Annotated[
        str, msgspec.Meta(description=("The base domain of the shared gateway records."))
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    config: (
        Annotated[
            DnsConfigOut,
            msgspec.Meta(
                description=("The network's DNS automation config; null when none exists.")
            ),
        ]
        | None
    )


class SavedConfigOut(msgspec.Struct):
    config: Annotated[DnsConfigOut, msgspec.Meta(description="The saved DNS automation config.")]
    dns: Annotated[
        DnsSyncOut,
        msgspec.Meta(
            description=("The sync of gateway CNAME records for the network's claimed domains.")
        ),
    ]


class RemovedOut(msgspec.Struct):
    removed: Annotated[bool, msgspec.Meta(description="Whether a config existed and was removed.")]


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
