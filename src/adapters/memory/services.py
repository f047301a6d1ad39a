from __future__ import annotations

from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from domain.services.service import Consent, Service

SERVICES = Table[str, Service]("services")
CONSENTS = Table[tuple[UUID, str], Consent]("service_consents")  # (user_id, service_id)


class MemoryServiceRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, service_id: str) -> Service | None:
        service = self._tx.read(SERVICES).get(service_id)
        return detached(service) if service else None

    async def by_slug(self, slug: str) -> Service | None:
        for service in self._tx.read(SERVICES).values():
            if service.slug == slug:
                return detached(service)
        return None

    async def list(self, owner_id: UUID | None, limit: int, after: str | None) -> list[Service]:
        found = sorted(
            (
                s
                for s in self._tx.read(SERVICES).values()
                if (owner_id is None or s.owner_id == owner_id) and (after is None or s.id > after)
            ),
            key=lambda s: s.id,
        )
        return [detached(s) for s in found[:limit]]

    async def add(self, service: Service) -> None:
        self._tx.write(SERVICES)[service.id] = detached(service)

    async def update(self, service: Service) -> None:
        self._tx.write(SERVICES)[service.id] = detached(service)

    async def remove(self, service_id: str) -> bool:
        consents = self._tx.write(CONSENTS)
        for key in [k for k in consents if k[1] == service_id]:
            del consents[key]
        return self._tx.write(SERVICES).pop(service_id, None) is not None


class MemoryConsentRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(self, consent: Consent) -> None:
        self._tx.write(CONSENTS)[(consent.user_id, consent.service_id)] = consent

    async def get(self, user_id: UUID, service_id: str) -> Consent | None:
        return self._tx.read(CONSENTS).get((user_id, service_id))


class MemoryServiceOriginReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def verified_domains(self) -> frozenset[str]:
        return frozenset(
            d.domain
            for service in self._store.tables[SERVICES].values()
            for d in service.domains
            if d.verified
        )
