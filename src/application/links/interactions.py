"""The chat provider's interaction webhook and the bot's command catalog (docs/links.md,
"Chat interactions").

Every interaction is verified by the port (Ed25519 over timestamp + body, a recent
timestamp) before anything is read, then recorded by id: the same signed interaction sent
again within the signature window is refused like a bad signature (401). PING answers PONG;
commands are answered privately to the person who used them; an unknown command gets a polite
answer, never an error.

The commands read little and write nothing: ``/link`` and ``/friends`` find the caller's
platform account by their chat account (one unique-index read), ``/friends`` then reads the
online friends the way the friends list shows them (bounded, and the online count only when
more are online than listed); ``/status`` finds the network by the guild (unique index) and
reads its name, its servers (bounded, with their total in the same statement) and its public
listing's player count (primary keys).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta

from application.connect.presence import ServerPresence
from application.identity.principal import Principal
from application.links.ports import ChatProvider, LinkProviderError
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWorkFactory
from application.social.ports import FriendListReader
from application.social.views import friend_view
from domain.connect.server import SEEN_ONLINE, seen_online
from domain.edge.listing import DiscoveryState
from domain.links.accounts import LinkProvider
from domain.links.chat import ChatCommand, Interaction, InteractionKind, InteractionReply
from domain.links.commands import (
    CATALOG,
    LISTED_MAX,
    OnlineFriend,
    Players,
    ServerLine,
    link_status,
    network_status,
    online_friends,
    status_no_network,
    status_outside_guild,
    unknown_command,
)
from domain.links.errors import ProviderNotConfigured, ProviderUnavailable
from domain.links.network_chat import valid_guild_id
from domain.profile.presence import ONLINE_WINDOW
from domain.shared.errors import Forbidden, InvalidInput, Unauthorized

SEEN_FOR = timedelta(minutes=15)
"""How long interaction ids are kept: longer than the signature window (5 minutes)."""


class InteractionRefused(Unauthorized):
    """The interaction's signature or timestamp does not hold, or it was already received."""

    code = "chat.interaction_signature"


class ChatInteractions:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        chat: ChatProvider | None,
        access: AccessControl,
        clock: Clock,
        settings_url: str | None,
        friends: FriendListReader,
        servers: ServerPresence,
        server_online: timedelta = SEEN_ONLINE,
    ) -> None:
        self._uow = uow
        self._chat = chat
        self._access = access
        self._clock = clock
        self._settings_url = settings_url
        self._friends = friends
        self._servers = servers
        self._server_online = server_online
        """How recently a server was seen to count as online (SEEN_ONLINE plus how late a
        sighting may be written)."""

    def _require(self) -> ChatProvider:
        if self._chat is None:
            raise ProviderNotConfigured("the chat provider is not configured")
        return self._chat

    async def handle(self, headers: Mapping[str, str], body: bytes) -> dict[str, object]:
        chat = self._require()
        try:
            interaction = chat.interaction(headers, body)
        except LinkProviderError as problem:
            if problem.reason == "signature":
                raise InteractionRefused(problem.message) from None
            raise InvalidInput(problem.message, "body", "chat.interaction_rejected") from None
        now = self._clock.now()
        async with self._uow() as uow:
            fresh = await uow.links.interactions.record(interaction.id[:32], now)
            await uow.links.interactions.purge(now - SEEN_FOR)
            await uow.commit()
        if not fresh:
            raise InteractionRefused("this interaction was already received")
        if interaction.kind is InteractionKind.PING:
            return chat.interaction_response(None)
        return chat.interaction_response(await self._command(interaction))

    async def _command(self, interaction: Interaction) -> InteractionReply:
        if interaction.command == "link":
            return await self._link_status(interaction.user_id)
        if interaction.command == "friends":
            return await self._online_friends(interaction.user_id)
        if interaction.command == "status":
            return await self._network_status(interaction.guild_id)
        return unknown_command(interaction.command)

    async def _link_status(self, chat_user: str | None) -> InteractionReply:
        name = None
        if chat_user is not None:
            async with self._uow() as uow:
                link = await uow.links.accounts.by_account(LinkProvider.CHAT, chat_user)
                user = await uow.users.get(link.user_id) if link else None
            name = user.name if user else None
        return link_status(name, self._settings_url)

    async def _online_friends(self, chat_user: str | None) -> InteractionReply:
        """Online as the friends list shows it to the linked user: a friend whose own link
        hides them (HIDDEN) never shows; AWAY and BUSY show only under DEFAULT visibility."""
        link = None
        if chat_user is not None:
            async with self._uow() as uow:
                link = await uow.links.accounts.by_account(LinkProvider.CHAT, chat_user)
        if link is None:
            return link_status(None, self._settings_url)
        owner = link.user_id
        now = self._clock.now()
        since = now - ONLINE_WINDOW
        rows = await self._friends.online(owner, since, LISTED_MAX + 1)
        seen = [(row.name, friend_view(row, now).presence) for row in rows]
        shown = [OnlineFriend(name, p.state) for name, p in seen if p.online]
        online = len(shown)
        if online > LISTED_MAX:
            online = max(online, (await self._friends.counts(owner, False, since)).online)
        return online_friends(shown[:LISTED_MAX], online)

    async def _network_status(self, guild_id: str | None) -> InteractionReply:
        """What the network shows its community: server names and whether each is online,
        and the player count of its public listing (never addresses or owners)."""
        if guild_id is None:
            return status_outside_guild()
        if not valid_guild_id(guild_id):
            return status_no_network()
        async with self._uow() as uow:
            chat = await uow.links.network_chats.by_guild(guild_id)
            network = await uow.connect.networks.get(chat.network_id) if chat else None
            if network is None:
                return status_no_network()
            servers, total = await uow.connect.servers.in_network(network.network_id, LISTED_MAX)
            listing = await uow.edge.listings.for_network(network.network_id)
        now = self._clock.now()
        lines = [
            ServerLine(s.name, seen_online(s.last_seen_at, now, self._server_online))
            for s in map(self._servers.overlay, servers)
        ]
        players = None
        if (
            listing is not None
            and not listing.hidden
            and listing.discovery_state is DiscoveryState.ONLINE
            and listing.player_count is not None
        ):
            players = Players(listing.player_count, listing.player_capacity)
        return network_status(network.name, lines, total, players)

    async def register_commands(self, principal: Principal) -> list[ChatCommand]:
        """Overwrite the bot's global commands with the catalog (super admins; idempotent)."""
        if not self._access.acts_as_super_admin(principal):
            raise Forbidden("only a super admin registers the bot's commands")
        chat = self._require()
        try:
            return await chat.overwrite_commands(CATALOG)
        except LinkProviderError as problem:
            raise ProviderUnavailable(
                f"the chat provider refused the commands ({problem.reason})"
            ) from None
