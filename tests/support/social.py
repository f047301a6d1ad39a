"""Helpers for the social suites: principals and direct looks at what is stored."""

from __future__ import annotations

import uuid

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.social.links import FriendLink


async def member(core: Core, name: str = "Player") -> tuple[uuid.UUID, Principal]:
    """A new user and the principal of a token issued to them.

    The principal is built from the issued claims, not by verifying the token: suites run
    on a frozen clock that may be ahead of the wall clock the signature check uses.
    """
    user_id = uuid.uuid4()
    await core.identity.users.ensure(user_id, name)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI, ())
    return user_id, Principal(issued.claims)


async def links_between(core: Core, a: uuid.UUID, b: uuid.UUID) -> list[FriendLink]:
    async with core.uow() as uow:
        return await uow.social.links.between(a, b)
