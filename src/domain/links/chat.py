"""The chat provider's shapes: servers (guilds) with roles, the bot's slash commands, and the
interactions it sends us."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


@dataclass(frozen=True, slots=True)
class ChatGuild:
    id: str
    name: str
    icon: str | None
    administrator: bool = False
    """Whether the user asking may administer it (owner, or the administrator permission);
    always False when the bot asked."""


@dataclass(frozen=True, slots=True)
class ChatRole:
    id: str
    name: str
    position: int = 0
    managed: bool = False
    """Held by an integration (a bot's own role): it cannot be given to members."""


@dataclass(frozen=True, slots=True)
class CommandOption:
    name: str
    description: str
    required: bool = False


@dataclass(frozen=True, slots=True)
class ChatCommand:
    """A slash command of the catalog (names: lower case, 1-32 characters)."""

    name: str
    description: str
    options: tuple[CommandOption, ...] = ()


class InteractionKind(IntEnum):
    PING = 1
    COMMAND = 2


@dataclass(frozen=True, slots=True)
class Interaction:
    """A verified interaction: a ping, or a slash command by ``user_id`` in ``guild_id``."""

    id: str
    kind: InteractionKind
    command: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    user_id: str | None = None
    guild_id: str | None = None


@dataclass(frozen=True, slots=True)
class InteractionReply:
    """What we answer a command with; ``private``: only the caller sees it."""

    content: str
    private: bool = True
