"""The slash commands the platform's bot offers (registered with ``POST
/v1/chat/catalog/commands``), and their answers: pure formatting of what the use case read
(docs/links.md, "Chat interactions").

Every answer fits one chat message (at most ``MESSAGE_MAX`` characters) and lists at most
``LISTED_MAX`` names. Names people chose (users, servers, networks) go through
``chat_text``: one line, cut to ``NAME_SHOWN_MAX`` characters, chat markdown escaped and
mentions (``@everyone``, ``<@id>``) neutralised, so a name never formats, pings or links.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from domain.links.chat import ChatCommand, InteractionReply
from domain.profile.presence import PresenceState

MESSAGE_MAX = 2000
"""The chat provider's limit for a message's content."""
LISTED_MAX = 25
"""Names (friends, servers) one answer lists at most; the rest are counted."""
NAME_SHOWN_MAX = 64

CATALOG: tuple[ChatCommand, ...] = (
    ChatCommand("link", "Is your chat account linked to your platform account?"),
    ChatCommand("friends", "Which of your platform friends are online?"),
    ChatCommand("status", "The servers of the network linked to this chat server."),
)

_MARKDOWN = re.compile(r"([\\*_~`|>#\-\[\]()<:])")
_ZERO_WIDTH_SPACE = "\u200b"


def chat_text(raw: str, limit: int = NAME_SHOWN_MAX) -> str:
    """``raw`` as plain text in a chat message: one line, at most ``limit`` characters before
    escaping, markdown escaped and ``@`` broken so no mention (``@everyone``) forms."""
    line = " ".join("".join(ch if ch.isprintable() else " " for ch in raw).split())
    if len(line) > limit:
        line = line[: limit - 1].rstrip() + "…"
    escaped = _MARKDOWN.sub(r"\\\1", line or "?")
    return escaped.replace("@", "@" + _ZERO_WIDTH_SPACE)


def unknown_command(name: str | None) -> InteractionReply:
    shown = chat_text(name, 32) if name else "this command"
    known = ", ".join(f"/{c.name}" for c in CATALOG)
    return InteractionReply(f"Sorry, I do not know /{shown} (yet). Try {known}.", private=True)


def link_status(platform_name: str | None, link_url: str | None) -> InteractionReply:
    if platform_name is not None:
        return InteractionReply(f"Your chat account is linked to {chat_text(platform_name)}.")
    where = f" Link it in your settings: {link_url}" if link_url else ""
    return InteractionReply(f"Your chat account is not linked to the platform.{where}")


@dataclass(frozen=True, slots=True)
class OnlineFriend:
    name: str
    state: PresenceState  # ONLINE, AWAY or BUSY: as the friend lets the caller see it


@dataclass(frozen=True, slots=True)
class ServerLine:
    name: str
    online: bool


@dataclass(frozen=True, slots=True)
class Players:
    """A network's player count as its public directory listing shows it."""

    count: int
    capacity: int | None = None


def _listed(header: str, lines: Sequence[str], total: int) -> str:
    """``header`` and as many ``lines`` as fit (at most LISTED_MAX), then how many more."""
    shown: list[str] = []
    size = len(header)
    for line in lines[:LISTED_MAX]:
        remaining = total - len(shown) - 1
        tail = len(_more(remaining)) + 1 if remaining > 0 else 0
        if size + 1 + len(line) + tail > MESSAGE_MAX:
            break
        shown.append(line)
        size += 1 + len(line)
    more = total - len(shown)
    return "\n".join([header, *shown] + ([_more(more)] if more > 0 else []))


def _more(count: int) -> str:
    return f"…and {count} more."


def online_friends(friends: Sequence[OnlineFriend], online: int) -> InteractionReply:
    """The caller's friends who are online (``online``: how many in all, shown or not)."""
    online = max(online, len(friends))
    if online == 0:
        return InteractionReply("None of your friends is online right now.")
    noun = "friend is" if online == 1 else "friends are"
    lines = [
        f"- {chat_text(f.name)}"
        + ("" if f.state is PresenceState.ONLINE else f" ({f.state.value.lower()})")
        for f in friends
    ]
    return InteractionReply(_listed(f"{online} {noun} online:", lines, online))


def status_outside_guild() -> InteractionReply:
    return InteractionReply("Use /status in a chat server: it shows the servers of its network.")


def status_no_network() -> InteractionReply:
    return InteractionReply(
        "This chat server is not linked to a network. A network's owner links it in the "
        "network's settings."
    )


def network_status(
    network_name: str, servers: Sequence[ServerLine], total: int, players: Players | None
) -> InteractionReply:
    """The network's servers, online or offline (``total``: how many it has, listed or not),
    and its public player count when it has one."""
    name = chat_text(network_name)
    total = max(total, len(servers))
    if total == 0:
        return InteractionReply(f"{name} has no servers yet.")
    online = sum(1 for s in servers if s.online)
    plural = "server" if total == 1 else "servers"
    if total == len(servers):
        counted = f"{online} of {total} {plural} online"
    else:
        counted = f"{total} {plural}, {online} of the first {len(servers)} online"
    if players is not None:
        capacity = f"/{players.capacity}" if players.capacity is not None else ""
        counted += f", {players.count}{capacity} players"
    ordered = sorted(servers, key=lambda s: not s.online)  # online first, order otherwise kept
    lines = [f"- {chat_text(s.name)}: {'online' if s.online else 'offline'}" for s in ordered]
    return InteractionReply(_listed(f"{name}: {counted}.", lines, total))
