"""The slash commands the platform's bot offers (registered with ``POST
/v1/chat/catalog/commands``), and the answers that do not depend on the platform's state."""

from __future__ import annotations

from domain.links.chat import ChatCommand, InteractionReply

CATALOG: tuple[ChatCommand, ...] = (
    ChatCommand("link", "Is your chat account linked to your platform account?"),
)


def unknown_command(name: str | None) -> InteractionReply:
    shown = (name or "this command")[:32]
    return InteractionReply(f"Sorry, I do not know /{shown} (yet). Try /link.", private=True)


def link_status(platform_name: str | None, link_url: str | None) -> InteractionReply:
    if platform_name is not None:
        return InteractionReply(f"Your chat account is linked to {platform_name}.")
    where = f" Link it in your settings: {link_url}" if link_url else ""
    return InteractionReply(f"Your chat account is not linked to the platform.{where}")
