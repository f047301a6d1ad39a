"""Who uses the console: the signed-in administrator of the request's console session, and
what the pages may show them (each use case still checks every call itself)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from uuid import UUID

from litestar import Request

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.audit.entry import Via
from domain.audit.nodes import AUDIT_VIEW
from domain.edge.nodes import CONNECT_MANAGE, CONNECT_VIEW, GATEWAY_VIEW
from domain.feedback.nodes import FEEDBACK_MANAGE, FEEDBACK_VIEW
from domain.identity.errors import InvalidToken
from domain.identity.nodes import SESSIONS_MANAGE, USER_VIEW
from domain.motd.nodes import MOTD_MANAGE
from domain.news.nodes import NEWS_WRITE
from domain.shared.errors import Unauthorized
from domain.shop.nodes import SHOP_MANAGE, SHOP_VIEW
from domain.social.nodes import REPORTS_MANAGE, REPORTS_VIEW
from domain.versions.nodes import VERSIONS_PUBLISH
from entrypoints.console.session import COOKIE, ConsoleSession

SECTIONS = {
    "users": USER_VIEW,
    "releases": VERSIONS_PUBLISH,
    "motd": MOTD_MANAGE,
    "reports": REPORTS_VIEW,
    "reports_manage": REPORTS_MANAGE,
    "sessions": SESSIONS_MANAGE,
    "feedback": FEEDBACK_VIEW,
    "feedback_manage": FEEDBACK_MANAGE,
    "shop": SHOP_VIEW,
    "shop_manage": SHOP_MANAGE,
    "audit": AUDIT_VIEW,
    "connect": CONNECT_VIEW,
    "connect_manage": CONNECT_MANAGE,
    "gateways": GATEWAY_VIEW,
    "news": NEWS_WRITE,
}
"""What each part of the console needs (the node its use cases check); ``super`` (grants,
why, roles) is for super admins."""


class SignInFirst(Exception):
    """No console session (or it ended, or its token was revoked): the sign-in page."""


class NotAnAdministrator(Exception):
    """Signed in, without any admin permission: the 403 page, nothing else (but the user's
    own id, for an operator to grant them a node)."""

    def __init__(self, user_id: UUID) -> None:
        super().__init__("no admin permission")
        self.user_id = user_id


@dataclass(frozen=True, slots=True)
class Operator:
    principal: Principal
    session: ConsoleSession
    can: dict[str, bool]

    @property
    def csrf(self) -> str:
        return self.session.csrf


def core_of(request: Request[Any, Any, Any]) -> Core:
    core: Core = request.app.state.core
    return core


async def operator_of(request: Request[Any, Any, Any]) -> Operator:
    core = core_of(request)
    session = ConsoleSession.open(
        request.cookies.get(COOKIE), core.kernel.secrets, core.clock.now()
    )
    if session is None:
        raise SignInFirst()
    principal = await principal_of_token(core, session.token)
    access = core.permissions.access
    if not await access.administers(principal):
        raise NotAnAdministrator(principal.user_id)
    can = {name: await access.allows(principal, node) for name, node in SECTIONS.items()}
    can["super"] = access.acts_as_super_admin(principal)
    return Operator(principal, session, can)


async def principal_of_token(core: Core, token: str) -> Principal:
    """The token's principal (verified, not revoked); SignInFirst otherwise."""
    try:
        claims = await core.identity.tokens.authenticate(token)
    except (InvalidToken, Unauthorized):
        raise SignInFirst() from None
    core.identity.presence.seen(claims.sub, core.clock.now())
    return Principal(claims, Via.CONSOLE)  # the audit log names the console
