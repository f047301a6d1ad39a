"""A Connect network's chat server (docs/links.md, "Network chat").

Linking checks rule 6 through the chat port, in order, each failure its own 409: the caller
has a linked chat account (and we still hold a working token for it), administers the guild
there (owner, or the Administrator permission), and the configured bot is already on it
(the problem names the invite URL). Who may change a network's chat server is who may
manage its edge (owner, super admin, ``connect:network:manage`` on the network).
"""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID

from application.edge.access import NetworkAccess
from application.identity.principal import Principal
from application.links.linking import AccountLinks
from application.links.ports import ChatProvider, LinkProviderError
from application.ports import Clock, UnitOfWorkFactory
from domain.links.accounts import LinkProvider
from domain.links.errors import ProviderNotConfigured, ProviderUnavailable
from domain.links.network_chat import (
    BotNotInGuild,
    ChatAccountRequired,
    GuildAdminRequired,
    GuildTaken,
    NetworkChatLink,
    valid_guild_id,
)
from domain.shared.errors import InvalidInput


class NetworkChats:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        networks: NetworkAccess,
        links: AccountLinks,
        chat: ChatProvider | None,
        clock: Clock,
        bot_invite: Callable[[str], str],
    ) -> None:
        self._uow = uow
        self._networks = networks
        self._links = links
        self._chat = chat
        self._clock = clock
        self._bot_invite = bot_invite

    async def get(self, principal: Principal, network_id: UUID) -> NetworkChatLink | None:
        await self._networks.require(principal, network_id)
        async with self._uow() as uow:
            return await uow.links.network_chats.get(network_id)

    async def link(self, principal: Principal, network_id: UUID, guild_id: str) -> NetworkChatLink:
        await self._networks.require(principal, network_id)
        if self._chat is None:
            raise ProviderNotConfigured("the chat provider is not configured")
        if not valid_guild_id(guild_id):
            raise InvalidInput("guildId is the chat server's id (digits)", "guildId")
        token = await self._links.access_token(principal.user_id, LinkProvider.CHAT)
        if token is None:
            raise ChatAccountRequired()
        try:
            guilds = await self._chat.user_guilds(token)
        except LinkProviderError as problem:
            if problem.reason == "token":  # the person removed our app at the provider
                raise ChatAccountRequired() from None
            raise _unavailable(problem) from None
        guild = next((g for g in guilds if g.id == guild_id), None)
        if guild is None or not guild.administrator:
            raise GuildAdminRequired()
        try:
            on_it = await self._chat.bot_guild(guild_id)
        except LinkProviderError as problem:  # the bot's token refused: the operator's to fix
            raise _unavailable(problem) from None
        if on_it is None:
            raise BotNotInGuild(self._bot_invite(guild_id))
        link = NetworkChatLink(
            network_id, guild_id, (on_it.name or guild.name)[:100], on_it.icon or guild.icon,
            principal.user_id, self._clock.now(),
        )  # fmt: skip
        async with self._uow() as uow:
            stored = await uow.links.network_chats.put(link)
            if stored:
                await uow.commit()
        if not stored:
            raise GuildTaken()
        return link

    async def unlink(self, principal: Principal, network_id: UUID) -> bool:
        await self._networks.require(principal, network_id)
        async with self._uow() as uow:
            removed = await uow.links.network_chats.remove(network_id)
            await uow.commit()
        return removed


def _unavailable(problem: LinkProviderError) -> ProviderUnavailable:
    return ProviderUnavailable(f"the chat provider did not answer as expected ({problem.reason})")
