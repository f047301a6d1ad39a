"""Permission nodes of the news area (docs/news.md, "Permissions"), and the feed check.

``news:write`` and ``news:publish`` are checked within the item's feed, so a role limited to
``service:<id>`` lets its holders write that service's news only.
"""

from __future__ import annotations

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from domain.news.errors import UnknownFeed
from domain.news.feed import Feed
from domain.permissions.role import RoleScope


class NewsAccess:
    def __init__(self, access: AccessControl, scopes: ScopeRegistry) -> None:
        self._access = access
        self._scopes = scopes

    async def require(self, principal: Principal, node: str, feed: Feed | None = None) -> None:
        await self._access.require(principal, node, feed.permission_scopes if feed else frozenset())

    async def allows(self, principal: Principal, node: str, feed: Feed | None = None) -> bool:
        return await self._access.allows(
            principal, node, feed.permission_scopes if feed else frozenset()
        )

    async def require_exists(self, feed: Feed, field: str = "feed") -> None:
        """The platform feed, a registered service or a catalogued extension; else 400."""
        if feed.scope_type is None or feed.scope_id is None:
            return
        if not await self._scopes.exists(RoleScope(feed.scope_type, feed.scope_id)):
            raise UnknownFeed(feed.key, field)
