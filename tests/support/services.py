"""Building blocks for the services unit suite (tests/unit/services): drafts, registered
services, proven domains and service tokens."""

from __future__ import annotations

from adapters.memory.dns import MemoryDnsResolver
from application.identity.principal import Principal
from application.services.consent import ServiceGrant
from application.services.directory import ServiceDraft
from bootstrap.core import Core
from domain.services.service import Service
from tests.support.signin import principal

DASH_ORIGIN = "https://dash.example"
"""SVC_DASH_URL of the services suite."""
CALLBACK = "https://app.example/cb"
APP_SCHEME = "com.example.app"
"""The custom redirect scheme SVC_SERVICE_REDIRECT_SCHEMES allows in the services suite."""


def draft(**changes: object) -> ServiceDraft:
    fields: dict = {
        "slug": "companion",
        "name": "Companion",
        "description": "Shows your totems",
        "redirect_urls": (CALLBACK, f"{APP_SCHEME}:/auth"),
        "allowed_domains": ("app.example",),
        "permissions": ("profile:read", "totem:read"),
    }
    return ServiceDraft(**{**fields, **changes})


async def registered(core: Core, owner: Principal, **changes: object) -> Service:
    return await core.services.directory.create(owner, draft(**changes))


async def read(core: Core, key: str) -> Service:
    """The service by id or slug, as any signed-in user reads it."""
    return (await core.services.directory.get(await principal(core), key)).service


async def proven(
    core: Core, dns: MemoryDnsResolver, owner: Principal, service: Service, domain: str
) -> Service:
    """Publish the domain's TXT proof and verify it."""
    allowed = service.domain(domain)
    assert allowed is not None
    dns.set_txt(allowed.txt_name, allowed.txt_value)
    return await core.services.directory.verify_domain(owner, service.id, domain)


async def granted(core: Core, user: Principal, slug: str = "companion") -> ServiceGrant:
    """The user consents to the service: its token."""
    return await core.services.authorization.grant(user, slug, CALLBACK)
