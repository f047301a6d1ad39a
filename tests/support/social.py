"""Helpers for the social suites: principals and direct looks at what is stored."""

from __future__ import annotations

import uuid

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.social.links import FriendLink
from tests.conftest import sign_in


async def member(core: Core, name: str = "Player") -> tuple[uuid.UUID, Principal]:
    """A new user and the principal of a fresh token of theirs."""
    user_id, token = await sign_in(core, uuid.uuid4(), name)
    return user_id, Principal(core.tokens.verify(token))


async def links_between(core: Core, a: uuid.UUID, b: uuid.UUID) -> list[FriendLink]:
    async with core.uow() as uow:
        return await uow.social.links.between(a, b)
