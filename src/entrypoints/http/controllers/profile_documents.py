"""Game options, public profiles and profile shares (docs/profile.md)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.ports import Clock
from application.profile.area import Profile
from bootstrap.settings import Settings
from domain.profile.nodes import PROFILE_READ, PROFILE_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT, SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.profile_documents import (
    GameOptionsIn,
    GameOptionsOut,
    PublicUserOut,
    ResolvedShareOut,
    RevokedSharesOut,
    ShareEnvelope,
    ShareIn,
    SharesOut,
    game_options_out,
    public_user_out,
    resolved_out,
    share_out,
    shares_out,
)
from entrypoints.http.etags import if_match_revision, revision_etag
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch
from entrypoints.http.route_access import PUBLIC, UNSCOPED, scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


def _with_etag(out: GameOptionsOut) -> Response[GameOptionsOut]:
    headers = {"ETag": revision_etag(out.revision), "Cache-Control": "no-store"}
    return Response(out, headers=headers)


class GameOptionsController(Controller):
    path = "/v1/profile/game-options"
    tags = ["profile"]
    security = SECURITY

    @get(
        "/",
        summary="My game options",
        description="One JSON document per user (`options`, `{}` before the first write), its "
        "`revision` (also the `ETag`) and `updatedAt`.",
        access=scope(PROFILE_READ),
        response_headers=[ETAG],
    )
    async def get_game_options(
        self, principal: Inject[Principal], profile: Inject[Profile]
    ) -> Response[GameOptionsOut]:
        return _with_etag(game_options_out(await profile.game_options.get(principal)))

    @put(
        "/",
        summary="Replace my game options",
        description="`options` is a JSON object of at most 16 KiB as compact JSON, nesting "
        'at most 8 levels. Send `If-Match: "<revision>"` to refuse (412) a write over a '
        "revision you have not seen.",
        request_max_body_size=DOCUMENT,
        responses=problems(409, 412, 413),
        access=scope(PROFILE_WRITE),
        response_headers=[ETAG],
    )
    async def put_game_options(
        self,
        data: JSONBody[GameOptionsIn],
        principal: Inject[Principal],
        profile: Inject[Profile],
        if_match: IfMatch = None,
    ) -> Response[GameOptionsOut]:
        revision = if_match_revision(if_match)
        stored = await profile.game_options.put(principal, data.options, revision)
        return _with_etag(game_options_out(stored))


class PublicUsersController(Controller):
    path = "/v1/public/users"
    tags = ["profile"]

    @get(
        "/{identifier:str}",
        summary="A user's public profile",
        description="By name (case-insensitive) or UUID: id, name, online state as users who "
        "are not friends see it (ONLINE or OFFLINE), and the active personal totem when it is "
        "rated sfw. Unknown is 404.",
        access=PUBLIC,
    )
    async def get_public_user(
        self, identifier: FromPath[str], profile: Inject[Profile], settings: Inject[Settings]
    ) -> PublicUserOut:
        return public_user_out(await profile.public.get(identifier), settings.cdn)


class ProfileSharesController(Controller):
    path = "/v1"
    tags = ["profile"]
    security = SECURITY

    @post(
        "/profile/shares",
        summary="Share my public profile",
        description="A link with a random code to your public profile, with an optional "
        "`label` and `expiresAt`. At most `profile-share.max` live shares (default 10): "
        "409 `profile_shares.limit_reached` names the cap.",
        status_code=201,
        responses=problems(409),
        request_max_body_size=SMALL,
        access=scope(PROFILE_WRITE),
    )
    async def create_share(
        self,
        data: JSONBody[ShareIn],
        principal: Inject[Principal],
        clock: Inject[Clock],
        profile: Inject[Profile],
        settings: Inject[Settings],
    ) -> ShareEnvelope:
        share = await profile.shares.create(principal, data.label, data.expires_at)
        return ShareEnvelope(share_out(share, settings.server.base_url, clock.now()))

    @get(
        "/profile/shares",
        summary="My profile shares, newest first",
        description="Every state: active, expired, revoked.",
        access=scope(PROFILE_READ),
    )
    async def list_my_shares(
        self,
        principal: Inject[Principal],
        clock: Inject[Clock],
        profile: Inject[Profile],
        settings: Inject[Settings],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> SharesOut:
        page = await profile.shares.page(principal, limit, cursor)
        return shares_out(page, settings.server.base_url, clock.now())

    @delete(
        "/profile/shares/{share_id:str}",
        summary="Revoke a profile share",
        description="Its link answers 410 from now on. Revoking again changes nothing.",
        status_code=200,
        access=scope(PROFILE_WRITE),
    )
    async def revoke_share(
        self,
        share_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        clock: Inject[Clock],
        profile: Inject[Profile],
        settings: Inject[Settings],
    ) -> ShareEnvelope:
        share = await profile.shares.revoke(principal, share_id)
        return ShareEnvelope(share_out(share, settings.server.base_url, clock.now()))

    @get(
        "/admin/profile-shares",
        summary="Profile shares of every user (administration)",
        description="Needs admin:user:view. Newest first; `userId` keeps one user's.",
        access=UNSCOPED,
    )
    async def list_all_profile_shares(
        self,
        principal: Inject[Principal],
        clock: Inject[Clock],
        profile: Inject[Profile],
        settings: Inject[Settings],
        limit: Limit = None,
        cursor: CursorParam = None,
        user_id: Annotated[UUID | None, QueryParameter(name="userId")] = None,
    ) -> SharesOut:
        page = await profile.shares.admin_page(principal, user_id, limit, cursor)
        return shares_out(page, settings.server.base_url, clock.now(), admin=True)

    @post(
        "/admin/users/{user_id:uuid}/profile-shares/revoke",
        summary="Revoke every live profile share of a user (moderation)",
        description="Needs admin:reports:manage. Their links answer 410 from now on; audited as "
        "`profile_shares.revoke_user`. Again: nothing live, `revoked` is empty.",
        status_code=200,
        access=UNSCOPED,
    )
    async def revoke_profile_shares_of_user(
        self, user_id: FromPath[UUID], principal: Inject[Principal], profile: Inject[Profile]
    ) -> RevokedSharesOut:
        return RevokedSharesOut(await profile.shares.revoke_of_user(principal, user_id))


class PublicSharesController(Controller):
    path = "/v1/public/profile-shares"
    tags = ["profile"]

    @get(
        "/{code:str}",
        summary="Open a profile share",
        description="The public profile a live share points at. 410 `profile_shares.gone` "
        "when it expired or was revoked; 404 when no share has this code.",
        responses=problems(410),
        access=PUBLIC,  # the random code is the proof
    )
    async def resolve_profile_share(
        self, code: FromPath[str], profile: Inject[Profile], settings: Inject[Settings]
    ) -> ResolvedShareOut:
        return resolved_out(await profile.shares.resolve(code), settings.cdn)
