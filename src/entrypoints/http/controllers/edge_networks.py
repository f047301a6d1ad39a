"""A network's edge: domain claims, DNS automation and its public listing (network owner, or
a member whose role grants connect:network:manage on the network)."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody

from application.edge.area import Edge
from application.identity.principal import Principal
from domain.edge.listing import ListingDraft, SocialLink
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT, SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.edge.domains import (
    CreatedDomainOut,
    DnsConfigEnvelope,
    DnsProviderIn,
    DomainIn,
    DomainsOut,
    RemovedOut,
    SavedConfigOut,
    VerifyOut,
    claim_out,
    config_out,
    created_out,
    sync_out,
    verify_out,
)
from entrypoints.http.dto.edge.listings import ListingEnvelope, ListingIn, OkOut, listing_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import UNSCOPED


class EdgeNetworksController(Controller):
    path = "/v1/connect/networks/{network_id:uuid}"
    tags = ["connect: domains, DNS, listing"]
    security = SECURITY

    @get(
        "/domains",
        summary="The network's domain claims",
        description="Oldest first, with each claim's last DNS check.",
        access=UNSCOPED,
    )
    async def list_domains(
        self, network_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> DomainsOut:
        claims = await edge.domains.list(principal, network_id)
        return DomainsOut([claim_out(c) for c in claims])

    @post(
        "/domains",
        summary="Claim a domain",
        description="The name is normalised (IDNA, lower case, no trailing dot). Answers the "
        "claim, the TXT record that proves it (_svc.<domain> = svc-network=<token>) and the "
        "gateway CNAME. With DNS automation the records are written to the zone; `dns` says "
        "whether the provider took them (a failure is retried, the claim is kept). A domain "
        "this network claims already, or that another network verified, is 409.",
        status_code=201,
        responses=problems(409),
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def create_domain(
        self,
        network_id: FromPath[UUID],
        data: JSONBody[DomainIn],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> CreatedDomainOut:
        return created_out(await edge.domains.create(principal, network_id, data.domain))

    @post(
        "/domains/{domain_id:str}/verify",
        summary="Verify a domain claim by its TXT record",
        description="Looks up _svc.<domain>. Found: verified true. Not found: 200 with "
        "verified false and a reason (no_txt_record, mismatch, nxdomain, timeout). 409 when "
        "another network verified the domain first.",
        status_code=200,
        responses=problems(409, 429),
        access=UNSCOPED,
    )
    async def verify_network_domain(
        self,
        network_id: FromPath[UUID],
        domain_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> VerifyOut:
        return verify_out(await edge.domains.verify(principal, network_id, domain_id))

    @get(
        "/dns/provider",
        summary="The network's DNS automation",
        description="null when none is configured. The API token is never returned.",
        access=UNSCOPED,
    )
    async def get_dns_provider(
        self, network_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> DnsConfigEnvelope:
        config = await edge.dns.get(principal, network_id)
        base = edge.dns.gateway_base_domain
        return DnsConfigEnvelope(config_out(config, base) if config else None)

    @put(
        "/dns/provider",
        summary="Configure DNS automation",
        description="provider cloudflare (default) or powerdns. The token and the zone are "
        "checked with the provider first: a refused token or an unknown zone is 400 naming "
        "apiToken or zoneId, and nothing is stored; a provider that does not answer is 503. "
        "The token is stored encrypted and never returned. Then the records of the network's "
        "claimed domains are synced (`dns`).",
        responses=problems(429, 503),
        request_max_body_size=TEXT,
        access=UNSCOPED,
    )
    async def put_dns_provider(
        self,
        network_id: FromPath[UUID],
        data: JSONBody[DnsProviderIn],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> SavedConfigOut:
        saved = await edge.dns.put(
            principal, network_id, data.provider, data.api_token, data.zone_id
        )
        base = edge.dns.gateway_base_domain
        dns = sync_out(saved.dns)
        assert dns is not None
        return SavedConfigOut(config_out(saved.config, base), dns)

    @delete(
        "/dns/provider",
        summary="Remove DNS automation",
        description="Forgets the config and the stored token; records already written stay.",
        status_code=200,
        access=UNSCOPED,
    )
    async def delete_dns_provider(
        self, network_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> RemovedOut:
        return RemovedOut(await edge.dns.remove(principal, network_id))

    @get(
        "/public-server",
        summary="The network's public listing",
        description="null when the network publishes none.",
        access=UNSCOPED,
    )
    async def get_listing(
        self, network_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> ListingEnvelope:
        view = await edge.listings.get(principal, network_id)
        return ListingEnvelope(listing_out(view.listing, view.favorite) if view else None)

    @put(
        "/public-server",
        summary="Publish or change the network's public listing",
        description="category from the fixed list (docs/edge.md), at most 10 tags of at most "
        "24 characters, socialLinks as {kind, url} with https URLs. ownershipState is verified "
        "when the address lies under a verified domain of the network.",
        request_max_body_size=DOCUMENT,
        access=UNSCOPED,
    )
    async def put_listing(
        self,
        network_id: FromPath[UUID],
        data: JSONBody[ListingIn],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> ListingEnvelope:
        draft = ListingDraft(
            address=data.address,
            display_name=data.display_name,
            category=data.category,
            tags=tuple(data.tags),
            social_links=tuple(SocialLink(s.kind, s.url) for s in data.social_links),
            hidden=data.hidden,
        )
        view = await edge.listings.put(principal, network_id, draft)
        return ListingEnvelope(listing_out(view.listing, view.favorite))

    @delete(
        "/public-server",
        summary="Withdraw the network's public listing",
        description="Answers {ok: true}, also when nothing was published.",
        status_code=200,
        access=UNSCOPED,
    )
    async def delete_listing(
        self, network_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> OkOut:
        await edge.listings.remove(principal, network_id)
        return OkOut(True)
