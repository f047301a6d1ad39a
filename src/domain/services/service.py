"""Third-party services that users sign in to with their platform account (docs/auth.md,
section 4)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.identity.redirects import normalize_service_redirect, valid_host
from domain.identity.token_scopes import is_reserved
from domain.permissions.node import parse_node
from domain.shared.errors import InvalidInput

_SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?")
NAME_MAX_LENGTH = 80
DESCRIPTION_MAX_LENGTH = 500
MAX_REDIRECT_URLS = 10
MAX_DOMAINS = 10
MAX_PERMISSIONS = 32
TXT_PREFIX = "_svc-service."
TXT_VALUE_PREFIX = "svc-service="


class VerificationLevel(StrEnum):
    NONE = "none"  # nothing proven
    DOMAIN = "domain"  # at least one allowed domain proven by a DNS TXT record
    OFFICIAL = "official"  # vouched for by a super admin


def validate_slug(raw: str) -> str:
    if not _SLUG.fullmatch(raw):
        raise InvalidInput(
            "slug must be 1..48 characters of a-z, 0-9 and '-', not starting or ending with '-'",
            field="slug",
            code="services.invalid_slug",
        )
    return raw


def validate_name(raw: str) -> str:
    name = raw.strip()
    if not name or len(name) > NAME_MAX_LENGTH or not name.isprintable():
        raise InvalidInput(f"name must be 1..{NAME_MAX_LENGTH} printable characters", "name")
    return name


def validate_description(raw: str) -> str:
    if len(raw) > DESCRIPTION_MAX_LENGTH or not all(ch.isprintable() or ch == "\n" for ch in raw):
        raise InvalidInput(
            f"description must be at most {DESCRIPTION_MAX_LENGTH} printable characters",
            "description",
        )
    return raw


MAX_DOMAIN_LENGTH = 253 - len(TXT_PREFIX)
"""The proof lives at ``_svc-service.<domain>``, and a DNS name has at most 253 characters."""


def validate_domain(raw: str) -> str:
    domain = raw.strip().lower()
    if len(domain) > MAX_DOMAIN_LENGTH:
        raise InvalidInput(
            f"a domain has at most {MAX_DOMAIN_LENGTH} characters (its proof lives at "
            f"{TXT_PREFIX}<domain>)",
            field="allowedDomains",
            code="services.invalid_domain",
        )
    if "." not in domain or not valid_host(domain) or domain == "127.0.0.1":
        raise InvalidInput(
            "a domain is a DNS name like example.com (letters, digits, hyphens)",
            field="allowedDomains",
            code="services.invalid_domain",
        )
    return domain


def validate_redirects(raws: Iterable[str], extra_schemes: Iterable[str]) -> tuple[str, ...]:
    urls = _unique(normalize_service_redirect(raw, extra_schemes) for raw in raws)
    if len(urls) > MAX_REDIRECT_URLS:
        raise InvalidInput(f"at most {MAX_REDIRECT_URLS} redirect URLs", "redirectUrls")
    return urls


def validate_permissions(raws: Iterable[str]) -> tuple[str, ...]:
    nodes = _unique(parse_node(raw, allow_wildcard=False, field="permissions") for raw in raws)
    if len(nodes) > MAX_PERMISSIONS:
        raise InvalidInput(f"at most {MAX_PERMISSIONS} permissions", "permissions")
    return nodes


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


@dataclass(frozen=True, slots=True)
class AllowedDomain:
    domain: str
    token: str
    created_at: datetime
    verified_at: datetime | None = None

    @property
    def verified(self) -> bool:
        return self.verified_at is not None

    @property
    def txt_name(self) -> str:
        return f"{TXT_PREFIX}{self.domain}"

    @property
    def txt_value(self) -> str:
        return f"{TXT_VALUE_PREFIX}{self.token}"


def origin_matches(host: str, verified_domains: Iterable[str]) -> bool:
    """A browser origin's host belongs to a verified domain: the domain or a subdomain."""
    return any(host == d or host.endswith("." + d) for d in verified_domains)


@dataclass(slots=True)
class Service:
    id: str
    slug: str
    name: str
    owner_id: UUID
    created_at: datetime
    updated_at: datetime
    description: str = ""
    redirect_urls: tuple[str, ...] = ()
    domains: tuple[AllowedDomain, ...] = ()
    permissions: tuple[str, ...] = ()
    official: bool = False

    @property
    def verification_level(self) -> VerificationLevel:
        if self.official:
            return VerificationLevel.OFFICIAL
        if any(d.verified for d in self.domains):
            return VerificationLevel.DOMAIN
        return VerificationLevel.NONE

    @property
    def verified(self) -> bool:
        return self.verification_level is not VerificationLevel.NONE

    @property
    def grantable_scopes(self) -> tuple[str, ...]:
        """The permissions its tokens carry: ``account:`` scopes only for an official service."""
        return tuple(p for p in self.permissions if self.official or not is_reserved(p))

    def check_reserved_permissions(self) -> None:
        """Only an official service may ask for ``account:`` scopes (the account itself)."""
        reserved = [p for p in self.permissions if is_reserved(p)]
        if reserved and not self.official:
            raise InvalidInput(
                f"{', '.join(reserved)}: only an official service may ask for account scopes",
                field="permissions",
                code="services.reserved_permission",
            )

    def domain(self, name: str) -> AllowedDomain | None:
        return next((d for d in self.domains if d.domain == name), None)

    def with_domains(
        self, names: Iterable[str], new_token: Callable[[], str], now: datetime
    ) -> tuple[AllowedDomain, ...]:
        """Keep what is kept (with its proof), add new names with fresh tokens."""
        names = _unique(validate_domain(n) for n in names)
        if len(names) > MAX_DOMAINS:
            raise InvalidInput(f"at most {MAX_DOMAINS} allowed domains", "allowedDomains")
        return tuple(self.domain(n) or AllowedDomain(n, new_token(), now) for n in names)

    def mark_verified(self, name: str, now: datetime) -> None:
        self.domains = tuple(
            replace(d, verified_at=d.verified_at or now) if d.domain == name else d
            for d in self.domains
        )


@dataclass(frozen=True, slots=True)
class Consent:
    user_id: UUID
    service_id: str
    permissions: tuple[str, ...]
    granted_at: datetime


def txt_proves(records: Iterable[str], domain: AllowedDomain) -> bool:
    """One TXT string equals ``svc-service=<token>`` (surrounding spaces ignored)."""
    expected = domain.txt_value
    return any(record.strip() == expected for record in records)
