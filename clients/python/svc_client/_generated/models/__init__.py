"""Contains all the data models used in inputs/outputs"""

from .ack_in import AckIn
from .ack_in_result import AckInResult
from .ack_in_status import AckInStatus
from .action_dto import ActionDto
from .active_totem_out import ActiveTotemOut
from .admin_network_out import AdminNetworkOut
from .admin_networks_out import AdminNetworksOut
from .admin_report_out import AdminReportOut
from .admin_report_out_status import AdminReportOutStatus
from .admin_reports_out import AdminReportsOut
from .admin_server_out import AdminServerOut
from .admin_servers_out import AdminServersOut
from .allowed_domain_out import AllowedDomainOut
from .amount_out import AmountOut
from .around_out import AroundOut
from .artifact_io import ArtifactIO
from .asset_io import AssetIO
from .assignment_in import AssignmentIn
from .assignment_out import AssignmentOut
from .audit_entry_out import AuditEntryOut
from .audit_entry_out_after_type_0 import AuditEntryOutAfterType0
from .audit_entry_out_before_type_0 import AuditEntryOutBeforeType0
from .audit_entry_out_via import AuditEntryOutVia
from .audit_list_out import AuditListOut
from .audit_page_out import AuditPageOut
from .audit_target_out import AuditTargetOut
from .audits_out import AuditsOut
from .auth_session_out import AuthSessionOut
from .auth_sessions_out import AuthSessionsOut
from .author_in import AuthorIn
from .author_out import AuthorOut
from .block_envelope import BlockEnvelope
from .block_in import BlockIn
from .block_out import BlockOut
from .blocks_out import BlocksOut
from .candidate_out import CandidateOut
from .candidate_out_kind import CandidateOutKind
from .catalog_catalog_item_out import CatalogCatalogItemOut
from .catalog_catalog_item_out_asset_type_1 import CatalogCatalogItemOutAssetType1
from .catalog_catalog_out import CatalogCatalogOut
from .catalog_entry import CatalogEntry
from .catalog_entry_in import CatalogEntryIn
from .catalog_in import CatalogIn
from .catalog_item_in import CatalogItemIn
from .catalog_item_in_asset_type_1 import CatalogItemInAssetType1
from .catalog_put import CatalogPut
from .catalog_summary_out import CatalogSummaryOut
from .catalogs_out import CatalogsOut
from .channels_out import ChannelsOut
from .check_out import CheckOut
from .checkout_in import CheckoutIn
from .claim_in import ClaimIn
from .claim_key_out import ClaimKeyOut
from .collaborator_in import CollaboratorIn
from .collaborator_in_role import CollaboratorInRole
from .collaborator_out import CollaboratorOut
from .collaborator_out_role import CollaboratorOutRole
from .collaborators_out import CollaboratorsOut
from .command_envelope import CommandEnvelope
from .command_in import CommandIn
from .command_in_payload import CommandInPayload
from .command_option_out import CommandOptionOut
from .connect_commands_command_out import ConnectCommandsCommandOut
from .connect_commands_command_out_ack_status_type_1 import (
    ConnectCommandsCommandOutAckStatusType1,
)
from .connect_commands_command_out_ack_status_type_2_type_1 import (
    ConnectCommandsCommandOutAckStatusType2Type1,
)
from .connect_commands_command_out_ack_status_type_3_type_1 import (
    ConnectCommandsCommandOutAckStatusType3Type1,
)
from .connect_commands_command_out_payload import ConnectCommandsCommandOutPayload
from .connect_commands_command_out_result_type_0 import (
    ConnectCommandsCommandOutResultType0,
)
from .connect_commands_command_out_status import ConnectCommandsCommandOutStatus
from .connect_commands_commands_out import ConnectCommandsCommandsOut
from .consent_form import ConsentForm
from .conversation_envelope import ConversationEnvelope
from .conversation_in import ConversationIn
from .conversation_in_kind import ConversationInKind
from .conversation_out import ConversationOut
from .conversation_out_kind import ConversationOutKind
from .conversations_out import ConversationsOut
from .count_out import CountOut
from .count_out_kind import CountOutKind
from .counts_out import CountsOut
from .created_domain_out import CreatedDomainOut
from .current_out import CurrentOut
from .database_health import DatabaseHealth
from .direction import Direction
from .directory_out import DirectoryOut
from .dns_config_envelope import DnsConfigEnvelope
from .dns_config_out import DnsConfigOut
from .dns_provider_in import DnsProviderIn
from .dns_sync_out import DnsSyncOut
from .domain_claim_out import DomainClaimOut
from .domain_in import DomainIn
from .domains_gateway_out import DomainsGatewayOut
from .domains_out import DomainsOut
from .draw_out import DrawOut
from .draw_out_asset_type_1 import DrawOutAssetType1
from .edge_domains_verify_out import EdgeDomainsVerifyOut
from .edge_gateways_audit_out import EdgeGatewaysAuditOut
from .entries_out import EntriesOut
from .entry_out import EntryOut
from .entry_out_metadata import EntryOutMetadata
from .event_in import EventIn
from .event_in_data_type_0 import EventInDataType0
from .event_in_kind import EventInKind
from .event_out import EventOut
from .event_out_data_type_0 import EventOutDataType0
from .event_out_kind import EventOutKind
from .events_in import EventsIn
from .events_out import EventsOut
from .extension_envelope import ExtensionEnvelope
from .extension_in import ExtensionIn
from .extension_out import ExtensionOut
from .extension_patch import ExtensionPatch
from .extensions_out import ExtensionsOut
from .favorite_out import FavoriteOut
from .favorites_out import FavoritesOut
from .feature_patch import FeaturePatch
from .feed_out import FeedOut
from .feedback_in import FeedbackIn
from .feedback_in_category import FeedbackInCategory
from .feedback_list_out import FeedbackListOut
from .feedback_out import FeedbackOut
from .feedback_out_category import FeedbackOutCategory
from .feedback_out_status import FeedbackOutStatus
from .feedback_receipt import FeedbackReceipt
from .feedback_receipt_status import FeedbackReceiptStatus
from .field_error import FieldError
from .follows_in import FollowsIn
from .follows_out import FollowsOut
from .friend_envelope import FriendEnvelope
from .friend_out import FriendOut
from .friend_patch import FriendPatch
from .friend_request_out import FriendRequestOut
from .friend_request_out_direction import FriendRequestOutDirection
from .friend_request_out_status import FriendRequestOutStatus
from .friends_out import FriendsOut
from .gallery_out import GalleryOut
from .game_join_in import GameJoinIn
from .game_join_out import GameJoinOut
from .game_options_in import GameOptionsIn
from .game_options_in_options import GameOptionsInOptions
from .game_options_out import GameOptionsOut
from .game_options_out_options import GameOptionsOutOptions
from .game_verify_in import GameVerifyIn
from .game_verify_out import GameVerifyOut
from .games_catalog_item_out import GamesCatalogItemOut
from .games_catalog_item_out_values import GamesCatalogItemOutValues
from .games_catalog_out import GamesCatalogOut
from .gateway_patch import GatewayPatch
from .gateway_patch_state_type_1 import GatewayPatchStateType1
from .gateway_patch_state_type_2_type_1 import GatewayPatchStateType2Type1
from .gateway_patch_state_type_3_type_1 import GatewayPatchStateType3Type1
from .gateways_gateway_out import GatewaysGatewayOut
from .gateways_out import GatewaysOut
from .get_active_versions_scope_type import GetActiveVersionsScopeType
from .get_games_catalog_sort import GetGamesCatalogSort
from .get_motd_scope import GetMotdScope
from .get_stored_file_response_200 import GetStoredFileResponse200
from .grant_in import GrantIn
from .grant_io import GrantIO
from .grant_io_kind import GrantIOKind
from .grant_out import GrantOut
from .guild_out import GuildOut
from .handle_chat_interaction_response_200 import HandleChatInteractionResponse200
from .health_out import HealthOut
from .heartbeat_in import HeartbeatIn
from .heartbeat_out import HeartbeatOut
from .history_out import HistoryOut
from .host_out import HostOut
from .hosts_out import HostsOut
from .hour_out import HourOut
from .hour_out_kind import HourOutKind
from .identity_verify_out import IdentityVerifyOut
from .ingest_out import IngestOut
from .item_out import ItemOut
from .join_in import JoinIn
from .join_token_out import JoinTokenOut
from .joined_out import JoinedOut
from .jwk import Jwk
from .jwks import Jwks
from .leaderboard_envelope import LeaderboardEnvelope
from .leaderboard_in import LeaderboardIn
from .leaderboard_in_operator import LeaderboardInOperator
from .leaderboard_in_order import LeaderboardInOrder
from .leaderboard_in_submitters import LeaderboardInSubmitters
from .leaderboard_out import LeaderboardOut
from .leaderboard_out_operator import LeaderboardOutOperator
from .leaderboard_out_order import LeaderboardOutOrder
from .leaderboard_out_submitters import LeaderboardOutSubmitters
from .leaderboard_replace import LeaderboardReplace
from .leaderboard_replace_submitters import LeaderboardReplaceSubmitters
from .leaderboards_out import LeaderboardsOut
from .link_out import LinkOut
from .link_start_out import LinkStartOut
from .links_command_out import LinksCommandOut
from .links_commands_out import LinksCommandsOut
from .links_out import LinksOut
from .list_channel_moves_scope_type import ListChannelMovesScopeType
from .list_feedback_category_type_1 import ListFeedbackCategoryType1
from .list_feedback_category_type_2_type_1 import ListFeedbackCategoryType2Type1
from .list_feedback_category_type_3_type_1 import ListFeedbackCategoryType3Type1
from .list_feedback_status_type_1 import ListFeedbackStatusType1
from .list_feedback_status_type_2_type_1 import ListFeedbackStatusType2Type1
from .list_feedback_status_type_3_type_1 import ListFeedbackStatusType3Type1
from .list_motd_messages_scope import ListMotdMessagesScope
from .list_news_status_type_1 import ListNewsStatusType1
from .list_news_status_type_2_type_1 import ListNewsStatusType2Type1
from .list_news_status_type_3_type_1 import ListNewsStatusType3Type1
from .list_orders_state_type_1 import ListOrdersStateType1
from .list_orders_state_type_2_type_1 import ListOrdersStateType2Type1
from .list_orders_state_type_3_type_1 import ListOrdersStateType3Type1
from .list_public_servers_sort_type_1 import ListPublicServersSortType1
from .list_public_servers_sort_type_2_type_1 import ListPublicServersSortType2Type1
from .list_public_servers_sort_type_3_type_1 import ListPublicServersSortType3Type1
from .list_releases_scope_type_type_1 import ListReleasesScopeTypeType1
from .list_releases_scope_type_type_2_type_1 import ListReleasesScopeTypeType2Type1
from .list_releases_scope_type_type_3_type_1 import ListReleasesScopeTypeType3Type1
from .list_releases_status_type_1 import ListReleasesStatusType1
from .list_releases_status_type_2_type_1 import ListReleasesStatusType2Type1
from .list_releases_status_type_3_type_1 import ListReleasesStatusType3Type1
from .list_reports_status_type_1 import ListReportsStatusType1
from .list_reports_status_type_2_type_1 import ListReportsStatusType2Type1
from .list_reports_status_type_3_type_1 import ListReportsStatusType3Type1
from .list_version_events_kind_type_1 import ListVersionEventsKindType1
from .list_version_events_kind_type_2_type_1 import ListVersionEventsKindType2Type1
from .list_version_events_kind_type_3_type_1 import ListVersionEventsKindType3Type1
from .list_version_events_scope_type import ListVersionEventsScopeType
from .listing_envelope import ListingEnvelope
from .listing_in import ListingIn
from .listing_out import ListingOut
from .manual_in import ManualIn
from .match_end import MatchEnd
from .match_end_results import MatchEndResults
from .match_envelope import MatchEnvelope
from .match_out import MatchOut
from .match_out_ended_by_type_1 import MatchOutEndedByType1
from .match_out_ended_by_type_2_type_1 import MatchOutEndedByType2Type1
from .match_out_ended_by_type_3_type_1 import MatchOutEndedByType3Type1
from .match_out_results import MatchOutResults
from .match_out_state import MatchOutState
from .match_report import MatchReport
from .match_start import MatchStart
from .matches_out import MatchesOut
from .member_envelope import MemberEnvelope
from .member_in import MemberIn
from .member_in_role import MemberInRole
from .member_out import MemberOut
from .member_out_role import MemberOutRole
from .members_out import MembersOut
from .membership_out import MembershipOut
from .message_envelope import MessageEnvelope
from .message_in import MessageIn
from .message_out import MessageOut
from .messages_out import MessagesOut
from .minigame_envelope import MinigameEnvelope
from .minigame_in import MinigameIn
from .minigame_in_values import MinigameInValues
from .minigame_out import MinigameOut
from .minigame_out_role import MinigameOutRole
from .minigame_out_state import MinigameOutState
from .minigame_replace import MinigameReplace
from .minigame_replace_values import MinigameReplaceValues
from .minigames_out import MinigamesOut
from .model_out import ModelOut
from .model_out_item_model_type_0 import ModelOutItemModelType0
from .motd_in import MotdIn
from .motd_in_scope import MotdInScope
from .motd_list_out import MotdListOut
from .motd_out import MotdOut
from .motd_out_scope import MotdOutScope
from .move_in import MoveIn
from .move_out import MoveOut
from .move_out_kind import MoveOutKind
from .move_result import MoveResult
from .moves_out import MovesOut
from .network_chat_in import NetworkChatIn
from .network_chat_out import NetworkChatOut
from .network_envelope import NetworkEnvelope
from .network_envelope_out import NetworkEnvelopeOut
from .network_in import NetworkIn
from .network_out import NetworkOut
from .networks_out import NetworksOut
from .news_envelope import NewsEnvelope
from .news_in import NewsIn
from .news_in_status import NewsInStatus
from .news_list_out import NewsListOut
from .news_out import NewsOut
from .news_out_status import NewsOutStatus
from .news_patch import NewsPatch
from .news_patch_status_type_0 import NewsPatchStatusType0
from .news_poll_in import NewsPollIn
from .news_poll_out import NewsPollOut
from .notification_envelope import NotificationEnvelope
from .notification_out import NotificationOut
from .notification_out_payload import NotificationOutPayload
from .notifications_out import NotificationsOut
from .ok_out import OkOut
from .option_out import OptionOut
from .order_event_out import OrderEventOut
from .order_events_out import OrderEventsOut
from .order_out import OrderOut
from .order_out_state import OrderOutState
from .orders_out import OrdersOut
from .part_data_in import PartDataIn
from .part_envelope import PartEnvelope
from .part_in import PartIn
from .part_out import PartOut
from .participant_out import ParticipantOut
from .parts_out import PartsOut
from .patch_server_settings_body import PatchServerSettingsBody
from .period_out import PeriodOut
from .periods_out import PeriodsOut
from .permission_why_out import PermissionWhyOut
from .permission_why_out_decider import PermissionWhyOutDecider
from .permissions_catalog_out import PermissionsCatalogOut
from .player_out import PlayerOut
from .pointer_out import PointerOut
from .poll_in import PollIn
from .poll_out import PollOut
from .presence_in import PresenceIn
from .presence_in_state import PresenceInState
from .presence_out import PresenceOut
from .presence_out_state import PresenceOutState
from .price_io import PriceIO
from .problem import Problem
from .problem_errors_item import ProblemErrorsItem
from .product_in import ProductIn
from .product_in_kind import ProductInKind
from .product_out import ProductOut
from .product_out_kind import ProductOutKind
from .products_out import ProductsOut
from .profile_self_out import ProfileSelfOut
from .profile_server_out import ProfileServerOut
from .public_supporter_out import PublicSupporterOut
from .public_user_out import PublicUserOut
from .published_route_out import PublishedRouteOut
from .quantity_dto import QuantityDto
from .rating_in import RatingIn
from .rating_out import RatingOut
from .redis_health import RedisHealth
from .register_gateway_in import RegisterGatewayIn
from .register_in import RegisterIn
from .registered_gateway_out import RegisteredGatewayOut
from .registration_out import RegistrationOut
from .release_envelope import ReleaseEnvelope
from .release_in import ReleaseIn
from .release_in_status import ReleaseInStatus
from .release_out import ReleaseOut
from .release_out_status import ReleaseOutStatus
from .release_patch import ReleasePatch
from .release_patch_status_type_0 import ReleasePatchStatusType0
from .releases_out import ReleasesOut
from .removed import Removed
from .removed_out import RemovedOut
from .report_envelope import ReportEnvelope
from .report_in import ReportIn
from .report_out import ReportOut
from .report_triage_in import ReportTriageIn
from .report_triage_in_status_type_1 import ReportTriageInStatusType1
from .report_triage_in_status_type_2_type_1 import ReportTriageInStatusType2Type1
from .report_triage_in_status_type_3_type_1 import ReportTriageInStatusType3Type1
from .report_triage_out import ReportTriageOut
from .report_triage_out_status import ReportTriageOutStatus
from .request_in import RequestIn
from .request_result_out import RequestResultOut
from .requests_out import RequestsOut
from .resolve_out import ResolveOut
from .resolve_version_scope_type import ResolveVersionScopeType
from .resolved_release import ResolvedRelease
from .resolved_release_status import ResolvedReleaseStatus
from .resolved_share_out import ResolvedShareOut
from .revision_out import RevisionOut
from .revision_out_values import RevisionOutValues
from .revoked_out import RevokedOut
from .revoked_shares_out import RevokedSharesOut
from .role_envelope import RoleEnvelope
from .role_in import RoleIn
from .role_link_in import RoleLinkIn
from .role_link_out import RoleLinkOut
from .role_link_out_sync import RoleLinkOutSync
from .role_links_out import RoleLinksOut
from .role_out import RoleOut
from .roles_out import RolesOut
from .route_in import RouteIn
from .route_out import RouteOut
from .routes_out import RoutesOut
from .saved_config_out import SavedConfigOut
from .schema_dto import SchemaDto
from .schema_field_dto import SchemaFieldDto
from .schema_field_dto_type import SchemaFieldDtoType
from .scope_dto import ScopeDto
from .scope_io import ScopeIO
from .scope_io_type import ScopeIOType
from .score_in import ScoreIn
from .score_in_metadata import ScoreInMetadata
from .server_change_out import ServerChangeOut
from .server_envelope import ServerEnvelope
from .server_extension_envelope import ServerExtensionEnvelope
from .server_extension_in import ServerExtensionIn
from .server_extension_out import ServerExtensionOut
from .server_extensions_out import ServerExtensionsOut
from .server_gateways_out import ServerGatewaysOut
from .server_out import ServerOut
from .server_patch import ServerPatch
from .servers_out import ServersOut
from .service_envelope import ServiceEnvelope
from .service_in import ServiceIn
from .service_out import ServiceOut
from .service_ref import ServiceRef
from .service_token_in import ServiceTokenIn
from .service_token_out import ServiceTokenOut
from .services_out import ServicesOut
from .settings_entry_out import SettingsEntryOut
from .settings_entry_out_data import SettingsEntryOutData
from .settings_envelope import SettingsEnvelope
from .settings_list_out import SettingsListOut
from .settings_out import SettingsOut
from .settings_out_ui_style_type_0 import SettingsOutUiStyleType0
from .settings_patch import SettingsPatch
from .settings_patch_ui_style_type_0 import SettingsPatchUiStyleType0
from .settings_put import SettingsPut
from .settings_put_data import SettingsPutData
from .share_envelope import ShareEnvelope
from .share_in import ShareIn
from .share_out import ShareOut
from .shares_out import SharesOut
from .shop_audit_out import ShopAuditOut
from .social_link_dto import SocialLinkDto
from .status_in import StatusIn
from .status_out import StatusOut
from .submitted_out import SubmittedOut
from .supporter_in import SupporterIn
from .supporter_out import SupporterOut
from .supporters_out import SupportersOut
from .sync_change_out import SyncChangeOut
from .sync_in import SyncIn
from .sync_out import SyncOut
from .target_out import TargetOut
from .template_envelope import TemplateEnvelope
from .template_in import TemplateIn
from .template_out import TemplateOut
from .template_out_role_type_1 import TemplateOutRoleType1
from .template_out_role_type_2_type_1 import TemplateOutRoleType2Type1
from .template_out_role_type_3_type_1 import TemplateOutRoleType3Type1
from .templates_out import TemplatesOut
from .tier_out import TierOut
from .token_out import TokenOut
from .totem_post_in import TotemPostIn
from .transfer_in import TransferIn
from .triage_in import TriageIn
from .triage_in_status_type_1 import TriageInStatusType1
from .triage_in_status_type_2_type_1 import TriageInStatusType2Type1
from .triage_in_status_type_3_type_1 import TriageInStatusType3Type1
from .txt_out import TxtOut
from .txt_record import TxtRecord
from .upload_in import UploadIn
from .user_detail_out import UserDetailOut
from .user_friends_out import UserFriendsOut
from .user_grant_out import UserGrantOut
from .user_grants_out import UserGrantsOut
from .user_lookup_item import UserLookupItem
from .user_lookup_out import UserLookupOut
from .user_ref import UserRef
from .user_roles_out import UserRolesOut
from .verified_claims import VerifiedClaims
from .visibility import Visibility
from .vote_in import VoteIn
from .webhook_out import WebhookOut

__all__ = (
    "AckIn",
    "AckInResult",
    "AckInStatus",
    "ActionDto",
    "ActiveTotemOut",
    "AdminNetworkOut",
    "AdminNetworksOut",
    "AdminReportOut",
    "AdminReportOutStatus",
    "AdminReportsOut",
    "AdminServerOut",
    "AdminServersOut",
    "AllowedDomainOut",
    "AmountOut",
    "AroundOut",
    "ArtifactIO",
    "AssetIO",
    "AssignmentIn",
    "AssignmentOut",
    "AuditEntryOut",
    "AuditEntryOutAfterType0",
    "AuditEntryOutBeforeType0",
    "AuditEntryOutVia",
    "AuditListOut",
    "AuditPageOut",
    "AuditTargetOut",
    "AuditsOut",
    "AuthSessionOut",
    "AuthSessionsOut",
    "AuthorIn",
    "AuthorOut",
    "BlockEnvelope",
    "BlockIn",
    "BlockOut",
    "BlocksOut",
    "CandidateOut",
    "CandidateOutKind",
    "CatalogCatalogItemOut",
    "CatalogCatalogItemOutAssetType1",
    "CatalogCatalogOut",
    "CatalogEntry",
    "CatalogEntryIn",
    "CatalogIn",
    "CatalogItemIn",
    "CatalogItemInAssetType1",
    "CatalogPut",
    "CatalogSummaryOut",
    "CatalogsOut",
    "ChannelsOut",
    "CheckOut",
    "CheckoutIn",
    "ClaimIn",
    "ClaimKeyOut",
    "CollaboratorIn",
    "CollaboratorInRole",
    "CollaboratorOut",
    "CollaboratorOutRole",
    "CollaboratorsOut",
    "CommandEnvelope",
    "CommandIn",
    "CommandInPayload",
    "CommandOptionOut",
    "ConnectCommandsCommandOut",
    "ConnectCommandsCommandOutAckStatusType1",
    "ConnectCommandsCommandOutAckStatusType2Type1",
    "ConnectCommandsCommandOutAckStatusType3Type1",
    "ConnectCommandsCommandOutPayload",
    "ConnectCommandsCommandOutResultType0",
    "ConnectCommandsCommandOutStatus",
    "ConnectCommandsCommandsOut",
    "ConsentForm",
    "ConversationEnvelope",
    "ConversationIn",
    "ConversationInKind",
    "ConversationOut",
    "ConversationOutKind",
    "ConversationsOut",
    "CountOut",
    "CountOutKind",
    "CountsOut",
    "CreatedDomainOut",
    "CurrentOut",
    "DatabaseHealth",
    "Direction",
    "DirectoryOut",
    "DnsConfigEnvelope",
    "DnsConfigOut",
    "DnsProviderIn",
    "DnsSyncOut",
    "DomainClaimOut",
    "DomainIn",
    "DomainsGatewayOut",
    "DomainsOut",
    "DrawOut",
    "DrawOutAssetType1",
    "EdgeDomainsVerifyOut",
    "EdgeGatewaysAuditOut",
    "EntriesOut",
    "EntryOut",
    "EntryOutMetadata",
    "EventIn",
    "EventInDataType0",
    "EventInKind",
    "EventOut",
    "EventOutDataType0",
    "EventOutKind",
    "EventsIn",
    "EventsOut",
    "ExtensionEnvelope",
    "ExtensionIn",
    "ExtensionOut",
    "ExtensionPatch",
    "ExtensionsOut",
    "FavoriteOut",
    "FavoritesOut",
    "FeaturePatch",
    "FeedOut",
    "FeedbackIn",
    "FeedbackInCategory",
    "FeedbackListOut",
    "FeedbackOut",
    "FeedbackOutCategory",
    "FeedbackOutStatus",
    "FeedbackReceipt",
    "FeedbackReceiptStatus",
    "FieldError",
    "FollowsIn",
    "FollowsOut",
    "FriendEnvelope",
    "FriendOut",
    "FriendPatch",
    "FriendRequestOut",
    "FriendRequestOutDirection",
    "FriendRequestOutStatus",
    "FriendsOut",
    "GalleryOut",
    "GameJoinIn",
    "GameJoinOut",
    "GameOptionsIn",
    "GameOptionsInOptions",
    "GameOptionsOut",
    "GameOptionsOutOptions",
    "GameVerifyIn",
    "GameVerifyOut",
    "GamesCatalogItemOut",
    "GamesCatalogItemOutValues",
    "GamesCatalogOut",
    "GatewayPatch",
    "GatewayPatchStateType1",
    "GatewayPatchStateType2Type1",
    "GatewayPatchStateType3Type1",
    "GatewaysGatewayOut",
    "GatewaysOut",
    "GetActiveVersionsScopeType",
    "GetGamesCatalogSort",
    "GetMotdScope",
    "GetStoredFileResponse200",
    "GrantIO",
    "GrantIOKind",
    "GrantIn",
    "GrantOut",
    "GuildOut",
    "HandleChatInteractionResponse200",
    "HealthOut",
    "HeartbeatIn",
    "HeartbeatOut",
    "HistoryOut",
    "HostOut",
    "HostsOut",
    "HourOut",
    "HourOutKind",
    "IdentityVerifyOut",
    "IngestOut",
    "ItemOut",
    "JoinIn",
    "JoinTokenOut",
    "JoinedOut",
    "Jwk",
    "Jwks",
    "LeaderboardEnvelope",
    "LeaderboardIn",
    "LeaderboardInOperator",
    "LeaderboardInOrder",
    "LeaderboardInSubmitters",
    "LeaderboardOut",
    "LeaderboardOutOperator",
    "LeaderboardOutOrder",
    "LeaderboardOutSubmitters",
    "LeaderboardReplace",
    "LeaderboardReplaceSubmitters",
    "LeaderboardsOut",
    "LinkOut",
    "LinkStartOut",
    "LinksCommandOut",
    "LinksCommandsOut",
    "LinksOut",
    "ListChannelMovesScopeType",
    "ListFeedbackCategoryType1",
    "ListFeedbackCategoryType2Type1",
    "ListFeedbackCategoryType3Type1",
    "ListFeedbackStatusType1",
    "ListFeedbackStatusType2Type1",
    "ListFeedbackStatusType3Type1",
    "ListMotdMessagesScope",
    "ListNewsStatusType1",
    "ListNewsStatusType2Type1",
    "ListNewsStatusType3Type1",
    "ListOrdersStateType1",
    "ListOrdersStateType2Type1",
    "ListOrdersStateType3Type1",
    "ListPublicServersSortType1",
    "ListPublicServersSortType2Type1",
    "ListPublicServersSortType3Type1",
    "ListReleasesScopeTypeType1",
    "ListReleasesScopeTypeType2Type1",
    "ListReleasesScopeTypeType3Type1",
    "ListReleasesStatusType1",
    "ListReleasesStatusType2Type1",
    "ListReleasesStatusType3Type1",
    "ListReportsStatusType1",
    "ListReportsStatusType2Type1",
    "ListReportsStatusType3Type1",
    "ListVersionEventsKindType1",
    "ListVersionEventsKindType2Type1",
    "ListVersionEventsKindType3Type1",
    "ListVersionEventsScopeType",
    "ListingEnvelope",
    "ListingIn",
    "ListingOut",
    "ManualIn",
    "MatchEnd",
    "MatchEndResults",
    "MatchEnvelope",
    "MatchOut",
    "MatchOutEndedByType1",
    "MatchOutEndedByType2Type1",
    "MatchOutEndedByType3Type1",
    "MatchOutResults",
    "MatchOutState",
    "MatchReport",
    "MatchStart",
    "MatchesOut",
    "MemberEnvelope",
    "MemberIn",
    "MemberInRole",
    "MemberOut",
    "MemberOutRole",
    "MembersOut",
    "MembershipOut",
    "MessageEnvelope",
    "MessageIn",
    "MessageOut",
    "MessagesOut",
    "MinigameEnvelope",
    "MinigameIn",
    "MinigameInValues",
    "MinigameOut",
    "MinigameOutRole",
    "MinigameOutState",
    "MinigameReplace",
    "MinigameReplaceValues",
    "MinigamesOut",
    "ModelOut",
    "ModelOutItemModelType0",
    "MotdIn",
    "MotdInScope",
    "MotdListOut",
    "MotdOut",
    "MotdOutScope",
    "MoveIn",
    "MoveOut",
    "MoveOutKind",
    "MoveResult",
    "MovesOut",
    "NetworkChatIn",
    "NetworkChatOut",
    "NetworkEnvelope",
    "NetworkEnvelopeOut",
    "NetworkIn",
    "NetworkOut",
    "NetworksOut",
    "NewsEnvelope",
    "NewsIn",
    "NewsInStatus",
    "NewsListOut",
    "NewsOut",
    "NewsOutStatus",
    "NewsPatch",
    "NewsPatchStatusType0",
    "NewsPollIn",
    "NewsPollOut",
    "NotificationEnvelope",
    "NotificationOut",
    "NotificationOutPayload",
    "NotificationsOut",
    "OkOut",
    "OptionOut",
    "OrderEventOut",
    "OrderEventsOut",
    "OrderOut",
    "OrderOutState",
    "OrdersOut",
    "PartDataIn",
    "PartEnvelope",
    "PartIn",
    "PartOut",
    "ParticipantOut",
    "PartsOut",
    "PatchServerSettingsBody",
    "PeriodOut",
    "PeriodsOut",
    "PermissionWhyOut",
    "PermissionWhyOutDecider",
    "PermissionsCatalogOut",
    "PlayerOut",
    "PointerOut",
    "PollIn",
    "PollOut",
    "PresenceIn",
    "PresenceInState",
    "PresenceOut",
    "PresenceOutState",
    "PriceIO",
    "Problem",
    "ProblemErrorsItem",
    "ProductIn",
    "ProductInKind",
    "ProductOut",
    "ProductOutKind",
    "ProductsOut",
    "ProfileSelfOut",
    "ProfileServerOut",
    "PublicSupporterOut",
    "PublicUserOut",
    "PublishedRouteOut",
    "QuantityDto",
    "RatingIn",
    "RatingOut",
    "RedisHealth",
    "RegisterGatewayIn",
    "RegisterIn",
    "RegisteredGatewayOut",
    "RegistrationOut",
    "ReleaseEnvelope",
    "ReleaseIn",
    "ReleaseInStatus",
    "ReleaseOut",
    "ReleaseOutStatus",
    "ReleasePatch",
    "ReleasePatchStatusType0",
    "ReleasesOut",
    "Removed",
    "RemovedOut",
    "ReportEnvelope",
    "ReportIn",
    "ReportOut",
    "ReportTriageIn",
    "ReportTriageInStatusType1",
    "ReportTriageInStatusType2Type1",
    "ReportTriageInStatusType3Type1",
    "ReportTriageOut",
    "ReportTriageOutStatus",
    "RequestIn",
    "RequestResultOut",
    "RequestsOut",
    "ResolveOut",
    "ResolveVersionScopeType",
    "ResolvedRelease",
    "ResolvedReleaseStatus",
    "ResolvedShareOut",
    "RevisionOut",
    "RevisionOutValues",
    "RevokedOut",
    "RevokedSharesOut",
    "RoleEnvelope",
    "RoleIn",
    "RoleLinkIn",
    "RoleLinkOut",
    "RoleLinkOutSync",
    "RoleLinksOut",
    "RoleOut",
    "RolesOut",
    "RouteIn",
    "RouteOut",
    "RoutesOut",
    "SavedConfigOut",
    "SchemaDto",
    "SchemaFieldDto",
    "SchemaFieldDtoType",
    "ScopeDto",
    "ScopeIO",
    "ScopeIOType",
    "ScoreIn",
    "ScoreInMetadata",
    "ServerChangeOut",
    "ServerEnvelope",
    "ServerExtensionEnvelope",
    "ServerExtensionIn",
    "ServerExtensionOut",
    "ServerExtensionsOut",
    "ServerGatewaysOut",
    "ServerOut",
    "ServerPatch",
    "ServersOut",
    "ServiceEnvelope",
    "ServiceIn",
    "ServiceOut",
    "ServiceRef",
    "ServiceTokenIn",
    "ServiceTokenOut",
    "ServicesOut",
    "SettingsEntryOut",
    "SettingsEntryOutData",
    "SettingsEnvelope",
    "SettingsListOut",
    "SettingsOut",
    "SettingsOutUiStyleType0",
    "SettingsPatch",
    "SettingsPatchUiStyleType0",
    "SettingsPut",
    "SettingsPutData",
    "ShareEnvelope",
    "ShareIn",
    "ShareOut",
    "SharesOut",
    "ShopAuditOut",
    "SocialLinkDto",
    "StatusIn",
    "StatusOut",
    "SubmittedOut",
    "SupporterIn",
    "SupporterOut",
    "SupportersOut",
    "SyncChangeOut",
    "SyncIn",
    "SyncOut",
    "TargetOut",
    "TemplateEnvelope",
    "TemplateIn",
    "TemplateOut",
    "TemplateOutRoleType1",
    "TemplateOutRoleType2Type1",
    "TemplateOutRoleType3Type1",
    "TemplatesOut",
    "TierOut",
    "TokenOut",
    "TotemPostIn",
    "TransferIn",
    "TriageIn",
    "TriageInStatusType1",
    "TriageInStatusType2Type1",
    "TriageInStatusType3Type1",
    "TxtOut",
    "TxtRecord",
    "UploadIn",
    "UserDetailOut",
    "UserFriendsOut",
    "UserGrantOut",
    "UserGrantsOut",
    "UserLookupItem",
    "UserLookupOut",
    "UserRef",
    "UserRolesOut",
    "VerifiedClaims",
    "Visibility",
    "VoteIn",
    "WebhookOut",
)
