from __future__ import annotations

from typing import Protocol
from uuid import UUID

from domain.services.service import Consent, Service


class ServiceRepository(Protocol):
    async def get(self, service_id: str) -> Service | None: ...

    async def by_slug(self, slug: str) -> Service | None: ...

    async def list(self, owner_id: UUID | None, limit: int, after: str | None) -> list[Service]:
        """By id; only ``owner_id``'s when given; only ids greater than ``after``."""
        ...

    async def add(self, service: Service) -> None: ...

    async def update(self, service: Service) -> None:
        """Replace every field and the allowed domains of an existing service."""
        ...

    async def remove(self, service_id: str) -> bool: ...


class ConsentRepository(Protocol):
    async def put(self, consent: Consent) -> None:
        """Insert or replace the consent of (user, service)."""
        ...

    async def get(self, user_id: UUID, service_id: str) -> Consent | None: ...


class ServiceOriginReader(Protocol):
    """Reads for CORS, outside any transaction."""

    async def verified_domains(self) -> frozenset[str]: ...


class DnsResolver(Protocol):
    async def txt(self, name: str) -> list[str]:
        """The TXT strings at ``name`` ([] when none); raise DnsUnavailable on failure."""
        ...
