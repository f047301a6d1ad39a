"""Public server listings: the network's side (publish, withdraw, report status), favorites,
and the public directory (docs/edge.md, "Public listing")."""

from __future__ import annotations

import base64
import binascii
import secrets
from dataclasses import dataclass
from uuid import UUID

from application.connect.callers import same_server
from application.connect.ports import ServerCredentials
from application.edge.access import NetworkAccess
from application.edge.ports import DirectoryQuery, DirectoryReader, DirectorySort
from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from application.shared.page import Page
from domain.connect.errors import NetworkNotFound
from domain.edge.errors import ListingNotFound, invalid
from domain.edge.listing import (
    CATEGORIES,
    STATUS_FRESH,
    DiscoverySource,
    Listing,
    ListingDraft,
    ListingStatus,
    ownership,
    search_term,
    validate_draft,
    validate_status,
)
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule

DIRECTORY_LIMIT = LimitRule(default=24, maximum=50)
FAVORITES_LIMIT = LimitRule(default=50, maximum=200)
_LISTING_ID_BYTES = 12


@dataclass(frozen=True, slots=True)
class ListingView:
    listing: Listing
    favorite: bool


@dataclass(frozen=True, slots=True)
class FavoriteState:
    favorite: bool
    favorite_count: int


class Listings:
    def __init__(self, uow: UnitOfWorkFactory, access: NetworkAccess, clock: Clock) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock

    async def get(self, principal: Principal, network_id: UUID) -> ListingView | None:
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            listing = await uow.edge.listings.for_network(network_id)
            if listing is None:
                return None
            favorite = await uow.edge.listings.is_favorite(listing.id, principal.user_id)
        return ListingView(listing, favorite)

    async def put(self, principal: Principal, network_id: UUID, draft: ListingDraft) -> ListingView:
        """Publish, or change, the network's listing."""
        draft = validate_draft(draft)
        await self._access.require(principal, network_id)
        now = self._clock.now()
        async with self._uow() as uow:
            current = await uow.edge.listings.for_network(network_id)
            claims = await uow.edge.domains.for_network(network_id)
            verified = [(c.domain, c.verified_at) for c in claims if c.verified_at is not None]
            if current is None:
                current = Listing(
                    id=secrets.token_hex(_LISTING_ID_BYTES),
                    network_id=network_id,
                    address=draft.address,
                    display_name=draft.display_name,
                    category=draft.category,
                    tags=draft.tags,
                    social_links=draft.social_links,
                    hidden=draft.hidden,
                    created_at=now,
                    updated_at=now,
                )
            listing = current.drafted(draft, now, ownership(draft.address, verified))
            await uow.edge.listings.put(listing)
            favorite = await uow.edge.listings.is_favorite(listing.id, principal.user_id)
            await uow.commit()
        return ListingView(listing, favorite)

    async def remove(self, principal: Principal, network_id: UUID) -> bool:
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            removed = await uow.edge.listings.remove(network_id)
            await uow.commit()
        return removed

    async def report(
        self, server: ServerCredentials, server_id: UUID, status: ListingStatus
    ) -> Listing:
        """A Connect server of the network (``server_id``, its own: else 404) reports the
        listed server's status."""
        same_server(server, server_id)
        status = validate_status(status)
        if server.network_id is None:
            raise NetworkNotFound("this server is in no network")
        async with self._uow() as uow:
            if not await uow.edge.listings.report(server.network_id, status, self._clock.now()):
                raise ListingNotFound("the network publishes no listing")
            listing = await uow.edge.listings.for_network(server.network_id)
            await uow.commit()
        assert listing is not None
        return listing

    async def expire_reports(self) -> int:
        """Listings whose reports stopped go offline (background work)."""
        now = self._clock.now()
        async with self._uow() as uow:
            count = await uow.edge.listings.expire_reports(now - STATUS_FRESH, now)
            await uow.commit()
        return count

    async def favorite(self, principal: Principal, listing_id: str, on: bool) -> FavoriteState:
        """Favorite (``on``) or unfavorite a published listing; idempotent, counted exactly."""
        async with self._uow() as uow:
            listing = await uow.edge.listings.get(listing_id)
            if listing is None or listing.hidden:
                raise ListingNotFound()
            if on:
                await uow.edge.listings.favorite(listing_id, principal.user_id, self._clock.now())
            else:
                await uow.edge.listings.unfavorite(listing_id, principal.user_id)
            await uow.commit()
        async with self._uow() as uow:
            after = await uow.edge.listings.get(listing_id)
        return FavoriteState(on, after.favorite_count if after else 0)

    async def favorites(self, principal: Principal, limit: int | None) -> list[Listing]:
        async with self._uow() as uow:
            return await uow.edge.listings.favorites_of(
                principal.user_id, FAVORITES_LIMIT.apply(limit)
            )


class Directory:
    """The public directory: published, visible listings, searched, filtered, in pages."""

    def __init__(self, reader: DirectoryReader) -> None:
        self._reader = reader

    async def page(
        self,
        sort: str | None,
        q: str | None,
        category: str | None,
        cursor: str | None,
        limit: int | None,
    ) -> Page[Listing]:
        order = sort or DirectorySort.PLAYERS
        if order not in (DirectorySort.PLAYERS, DirectorySort.FAVORITES):
            raise InvalidInput("sort is players or favorites", field="sort")
        if category is not None and category not in CATEGORIES:
            raise invalid(f"category must be one of {', '.join(CATEGORIES)}", "category")
        size = DIRECTORY_LIMIT.apply(limit)
        query = DirectoryQuery(
            sort=order,
            term=search_term(q) if q is not None else None,
            category=category,
            after=_decode(cursor, order) if cursor else None,
            limit=size + 1,
        )
        rows = await self._reader.page(query)
        items = rows[:size]
        next_cursor = None
        if len(rows) > size:
            last = items[-1]
            key = last.players_sort if order == DirectorySort.PLAYERS else last.favorite_count
            next_cursor = _encode(order, key, last.id)
        return Page(items, next_cursor)


def _encode(order: str, key: int, listing_id: str) -> str:
    raw = f"{order}|{key}|{listing_id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode(cursor: str, order: str) -> tuple[int, str]:
    bad = InvalidInput("cursor is not valid; pass nextCursor back unchanged", field="cursor")
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise bad from None
    parts = raw.split("|")
    if len(parts) != 3 or parts[0] != order:
        raise bad
    key, listing_id = parts[1], parts[2]
    if not (key.lstrip("-").isdigit() and len(key) < 12) or len(listing_id) != 24:
        raise bad
    if not all(ch in "0123456789abcdef" for ch in listing_id):
        raise bad
    return int(key), listing_id


__all__ = ["Directory", "DiscoverySource", "Listings"]
