"""The public server directory, favorites, and the status Connect servers report for it."""

from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.connect.ports import ServerCredentials
from application.edge.area import Edge
from application.identity.principal import Principal
from domain.edge.listing import ListingStatus
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import TEXT
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, SERVER_SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.edge.listings import (
    DirectoryOut,
    FavoriteOut,
    FavoritesOut,
    ListingEnvelope,
    StatusIn,
    listing_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, SERVER, UNSCOPED


class PublicDirectoryController(Controller):
    path = "/v1/public/servers"
    tags = ["public: servers"]

    @get(
        "",
        summary="The public server directory",
        description="Published, visible listings. q matches a whole word of the name or a "
        "whole tag (any case); category filters; sort players (default) or favorites, "
        "highest first; cursor pages (pass nextCursor back). No sign-in; `favorite` is "
        "false here (GET /v1/connect/listings/favorites has the caller's). Limited per IP.",
        responses=problems(429),
        access=PUBLIC,
        rate="public_directory",
    )
    async def list_public_servers(
        self,
        edge: Inject[Edge],
        q: Annotated[str | None, QueryParameter(min_length=1, max_length=64)] = None,
        category: Annotated[str | None, QueryParameter(min_length=1, max_length=32)] = None,
        sort: Annotated[Literal["players", "favorites"] | None, QueryParameter()] = None,
        cursor: Annotated[str | None, QueryParameter(max_length=200)] = None,
        limit: Annotated[
            int | None, QueryParameter(description="default 24, above 50 is clamped")
        ] = None,
    ) -> DirectoryOut:
        page = await edge.directory.page(sort, q, category, cursor, limit)
        return DirectoryOut([listing_out(item, False) for item in page.items], page.next_cursor)


class ListingFavoritesController(Controller):
    path = "/v1/connect/listings"
    tags = ["public: servers"]
    security = SECURITY

    @get(
        "/favorites",
        summary="My favorite listings",
        description="Newest favorite first.",
        access=UNSCOPED,
    )
    async def list_favorites(
        self,
        principal: Inject[Principal],
        edge: Inject[Edge],
        limit: Annotated[
            int | None, QueryParameter(description="default 50, above 200 is clamped")
        ] = None,
    ) -> FavoritesOut:
        items = await edge.listings.favorites(principal, limit)
        return FavoritesOut([listing_out(item, True) for item in items])

    @put(
        "/{listing_id:str}/favorite",
        summary="Favorite a listing",
        description="Idempotent; favoriteCount counts each user once.",
        access=UNSCOPED,
    )
    async def favorite_listing(
        self,
        listing_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> FavoriteOut:
        state = await edge.listings.favorite(principal, listing_id, True)
        return FavoriteOut(state.favorite, state.favorite_count)

    @delete(
        "/{listing_id:str}/favorite",
        summary="Unfavorite a listing",
        description="Idempotent.",
        status_code=200,
        access=UNSCOPED,
    )
    async def unfavorite_listing(
        self,
        listing_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> FavoriteOut:
        state = await edge.listings.favorite(principal, listing_id, False)
        return FavoriteOut(state.favorite, state.favorite_count)


class ListingStatusController(Controller):
    path = "/v1/connect/servers/{server_id:uuid}/public-status"
    tags = ["public: servers"]
    dependencies = CONNECT_DEPENDENCIES

    @post(
        "",
        summary="Report the listed server's status (server auth)",
        description="A Connect server of the network reports MOTD, players and ping of the "
        "network's listing: discoveryState online, discoverySource server_report. Without a "
        "report for 10 minutes the listing goes offline.",
        status_code=200,
        security=SERVER_SECURITY,
        request_max_body_size=TEXT,
        access=SERVER,
    )
    async def report_public_status(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[StatusIn],
        server: Inject[ServerCredentials],
        edge: Inject[Edge],
    ) -> ListingEnvelope:
        status = ListingStatus(data.motd, data.player_count, data.player_capacity, data.ping_ms)
        listing = await edge.listings.report(server, server_id, status)
        return ListingEnvelope(listing_out(listing, False))
