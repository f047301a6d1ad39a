"""The Litestar application: routes, problem details, OpenAPI, lifespan."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from litestar import Litestar
from litestar.types import ControllerRouterHandler

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from entrypoints.http.asyncapi import asyncapi_json
from entrypoints.http.auth import require_credentials
from entrypoints.http.body_limits import DEFAULT as DEFAULT_BODY_LIMIT
from entrypoints.http.body_limits import require_declared
from entrypoints.http.connect_channels import ConnectChannels
from entrypoints.http.controllers.admin_permissions import AdminPermissionsController
from entrypoints.http.controllers.admin_roles import AdminRolesController
from entrypoints.http.controllers.admin_users import AdminUsersController
from entrypoints.http.controllers.auth_game import AuthSessionsController, GameSessionController
from entrypoints.http.controllers.auth_idp import IdpController
from entrypoints.http.controllers.auth_service import ServiceAuthController
from entrypoints.http.controllers.catalog import (
    CatalogsController,
    RandomAssetsController,
    SkinPartsAdminController,
)
from entrypoints.http.controllers.cdn import CdnController
from entrypoints.http.controllers.connect_commands import ConnectCommandsController
from entrypoints.http.controllers.connect_extensions import ConnectExtensionsController
from entrypoints.http.controllers.connect_members import ConnectMembersController
from entrypoints.http.controllers.connect_networks import ConnectNetworksController
from entrypoints.http.controllers.connect_profile import ConnectProfileController
from entrypoints.http.controllers.connect_servers import ConnectServersController
from entrypoints.http.controllers.connect_settings import ConnectSettingsController
from entrypoints.http.controllers.connect_stream import connect_stream
from entrypoints.http.controllers.edge_admin import AdminConnectController
from entrypoints.http.controllers.edge_gateways import GatewaysController, ServerGatewaysController
from entrypoints.http.controllers.edge_networks import EdgeNetworksController
from entrypoints.http.controllers.edge_public import (
    ListingFavoritesController,
    ListingStatusController,
    PublicDirectoryController,
)
from entrypoints.http.controllers.feedback import AdminFeedbackController, FeedbackController
from entrypoints.http.controllers.games_leaderboards import GameLeaderboardsController
from entrypoints.http.controllers.games_live import GameMatchesController, games_live
from entrypoints.http.controllers.games_minigames import (
    GameCatalogController,
    GameMinigamesController,
)
from entrypoints.http.controllers.games_templates import GameTemplatesController
from entrypoints.http.controllers.identity import VerifyController
from entrypoints.http.controllers.links import LinkController
from entrypoints.http.controllers.links_chat import ChatInteractionController
from entrypoints.http.controllers.links_network_chat import NetworkChatController
from entrypoints.http.controllers.links_role_links import ChatRoleLinksController
from entrypoints.http.controllers.links_supporters import (
    MembershipWebhookController,
    SupportersController,
    SupporterSettingsController,
)
from entrypoints.http.controllers.motd import MotdController
from entrypoints.http.controllers.news_items import NewsController
from entrypoints.http.controllers.news_public import PublicNewsController
from entrypoints.http.controllers.platform import PlatformController
from entrypoints.http.controllers.profile import ProfileController
from entrypoints.http.controllers.profile_documents import (
    GameOptionsController,
    ProfileSharesController,
    PublicSharesController,
    PublicUsersController,
)
from entrypoints.http.controllers.services import ServicesController
from entrypoints.http.controllers.shop import ShopController
from entrypoints.http.controllers.shop_admin import AdminShopController
from entrypoints.http.controllers.social_chat import ChatController
from entrypoints.http.controllers.social_friends import FriendsController, UserFriendsController
from entrypoints.http.controllers.social_moderation import BlocksController, ReportsController
from entrypoints.http.controllers.social_notifications import (
    NotificationsController,
    PresenceController,
)
from entrypoints.http.controllers.social_requests import FriendRequestsController
from entrypoints.http.controllers.totem import PERSONAL_TOTEM, PERSONAL_TOTEM_LEGACY
from entrypoints.http.controllers.versions_channels import ChannelsController
from entrypoints.http.controllers.versions_events import VersionEventsController
from entrypoints.http.controllers.versions_public import PublicVersionsController
from entrypoints.http.controllers.versions_releases import ReleasesController
from entrypoints.http.cors import CorsMiddleware
from entrypoints.http.decoding import StrictQuery, StrictRequest
from entrypoints.http.dependencies import dependencies
from entrypoints.http.docs_assets import docs_asset
from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.nul_input import NulInput
from entrypoints.http.observability import ObservabilityMiddleware
from entrypoints.http.openapi import openapi_config
from entrypoints.http.openapi_examples import ExampleStructSchemaPlugin
from entrypoints.http.path_parameters import PATH_PARAMETERS, PathParameters
from entrypoints.http.problems import EXCEPTION_HANDLERS
from entrypoints.http.rate_limit import limit_by_address
from entrypoints.http.route_access import check_access

CONTROLLERS: list[ControllerRouterHandler] = [
    PlatformController,
    VerifyController,
    ProfileController,
    AdminPermissionsController,
    AdminUsersController,
    AdminRolesController,
    GameSessionController,
    AuthSessionsController,
    IdpController,
    ServiceAuthController,
    ServicesController,
    ConnectServersController,
    ConnectNetworksController,
    ConnectCommandsController,
    ConnectSettingsController,
    ConnectExtensionsController,
    ConnectMembersController,
    ConnectProfileController,
    connect_stream,
    EdgeNetworksController,
    PublicDirectoryController,
    ListingFavoritesController,
    ListingStatusController,
    GatewaysController,
    ServerGatewaysController,
    AdminConnectController,
    FriendsController,
    UserFriendsController,
    FriendRequestsController,
    BlocksController,
    ReportsController,
    NotificationsController,
    PresenceController,
    ChatController,
    PERSONAL_TOTEM,
    PERSONAL_TOTEM_LEGACY,
    CdnController,
    GameOptionsController,
    PublicUsersController,
    ProfileSharesController,
    PublicSharesController,
    CatalogsController,
    RandomAssetsController,
    SkinPartsAdminController,
    ReleasesController,
    LinkController,
    NetworkChatController,
    ChatInteractionController,
    ChatRoleLinksController,
    MembershipWebhookController,
    SupportersController,
    SupporterSettingsController,
    ChannelsController,
    PublicVersionsController,
    ShopController,
    AdminShopController,
    FeedbackController,
    AdminFeedbackController,
    MotdController,
    VersionEventsController,
    NewsController,
    PublicNewsController,
    asyncapi_json,
    docs_asset,
    GameTemplatesController,
    GameMinigamesController,
    GameCatalogController,
    GameLeaderboardsController,
    GameMatchesController,
    games_live,
]


def create_app(
    settings: Settings | None = None, core: Core | None = None
) -> ObservabilityMiddleware:  # wrapping CorsMiddleware(Litestar)
    """The ASGI app. Without ``core``, one is built and started at startup and closed at
    shutdown; a given ``core`` is the caller's to start and close (``async with core``)."""
    settings = settings or (core.settings if core else Settings.from_env())
    metrics = HttpMetrics()
    connect_channels = ConnectChannels(settings)
    strict_query = StrictQuery()
    path_parameters = PathParameters()
    nul_input = NulInput()

    @contextlib.asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        if core is not None:  # the caller runs it (``async with core``) and closes it
            yield
            return
        async with await build_core(settings) as running:
            app.state.core = running
            yield

    app = Litestar(
        route_handlers=CONTROLLERS,
        dependencies=dependencies(),
        exception_handlers=EXCEPTION_HANDLERS,
        request_class=StrictRequest,  # bodies decoded strictly (entrypoints/http/decoding.py)
        request_max_body_size=DEFAULT_BODY_LIMIT,  # each body-taking handler declares its own
        before_request=strict_query,  # and numbers and booleans of query strings
        # NUL in the path, query or form (nul_input.py), malformed path ids, then a person's
        # token (auth.py), then the address's rate limit (rate_limit.py), before anything else
        guards=[nul_input.check, path_parameters.check, require_credentials, limit_by_address],
        openapi_config=openapi_config(),
        lifespan=[lifespan, connect_channels.lifespan()],
        plugins=[connect_channels.plugin, ExampleStructSchemaPlugin()],
        state=None,
        debug=False,
        logging_config=None,
    )
    app.state.metrics = metrics
    require_declared(app)  # every handler that takes a body has its own limit (body_limits.py)
    strict_query.learn(app)
    path_parameters.learn(app)
    nul_input.learn(app)
    app.state[PATH_PARAMETERS] = path_parameters
    if core is not None:
        app.state.core = core
    check_access(app)  # every handler declares who may call it (route_access.py)
    return ObservabilityMiddleware(CorsMiddleware(app), metrics, settings.http.http_body_timeout)
