"""Account links, wired: linking, supporters, network chat, chat interactions and role links
behind one attribute (``core.links.accounts``); bootstrap/areas/links.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.links.interactions import ChatInteractions
from application.links.linking import AccountLinks
from application.links.network_chat import NetworkChats
from application.links.role_links import ChatRoleLinks
from application.links.supporters import Supporters


@dataclass(frozen=True, slots=True)
class Links:
    accounts: AccountLinks
    supporters: Supporters
    network_chats: NetworkChats
    interactions: ChatInteractions
    role_links: ChatRoleLinks
