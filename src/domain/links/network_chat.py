"""A Connect network linked to a chat server (guild), and the conditions of linking it (rule 6
of networks, copied in docs/decisions.md): the caller has a linked chat account,
administers the guild there, and the configured bot is already on it. Each failed condition
is its own conflict, with what to do about it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.shared.errors import Conflict


@dataclass(frozen=True, slots=True)
class NetworkChatLink:
    network_id: UUID
    guild_id: str
    guild_name: str
    guild_icon: str | None
    linked_by: UUID
    linked_at: datetime


class ChatAccountRequired(Conflict):
    """Link your chat account first (POST /v1/profile/settings/chat/link), then try again."""

    code = "chat.account_not_linked"


class GuildAdminRequired(Conflict):
    """You must be an administrator of this chat server (its owner, or a role with the
    Administrator permission) to link it."""

    code = "chat.not_guild_admin"


class BotNotInGuild(Conflict):
    code = "chat.bot_not_in_guild"

    def __init__(self, invite_url: str) -> None:
        super().__init__(f"add the bot to this chat server first, then try again: {invite_url}")
        self.invite_url = invite_url


class GuildTaken(Conflict):
    """This chat server is linked to another network: unlink it there first."""

    code = "chat.guild_taken"


def valid_guild_id(value: str) -> bool:
    return value.isdigit() and 1 <= len(value) <= 20
