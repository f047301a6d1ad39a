"""The chat provider's interaction webhook and the bot's command catalog (docs/links.md,
"Chat interactions").

Every interaction is verified by the port (Ed25519 over timestamp + body, a recent
timestamp) before anything is read, then recorded by id: the same signed interaction sent
again within the signature window is refused like a bad signature (401). PING answers PONG;
commands are answered privately to the person who used them; an unknown command gets a polite
answer, never an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta

from application.identity.principal import Principal
from application.links.ports import ChatProvider, LinkProviderError
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWorkFactory
from domain.links.accounts import LinkProvider
from domain.links.chat import ChatCommand, Interaction, InteractionKind, InteractionReply
from domain.links.commands import CATALOG, link_status, unknown_command
from domain.links.errors import ProviderNotConfigured, ProviderUnavailable
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
    ) -> None:
        self._uow = uow
        self._chat = chat
        self._access = access
        self._clock = clock
        self._settings_url = settings_url

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
        return unknown_command(interaction.command)

    async def _link_status(self, chat_user: str | None) -> InteractionReply:
        name = None
        if chat_user is not None:
            async with self._uow() as uow:
                link = await uow.links.accounts.by_account(LinkProvider.CHAT, chat_user)
                user = await uow.users.get(link.user_id) if link else None
            name = user.name if user else None
        return link_status(name, self._settings_url)

    async def register_commands(self, principal: Principal) -> list[ChatCommand]:
        """Overwrite the bot's global commands with the catalog (super admins; idempotent)."""
        if not self._access.is_super_admin(principal.user_id):
            raise Forbidden("only a super admin registers the bot's commands")
        chat = self._require()
        try:
            return await chat.overwrite_commands(CATALOG)
        except LinkProviderError as problem:
            raise ProviderUnavailable(
                f"the chat provider refused the commands ({problem.reason})"
            ) from None
