"""Feeds: where news items belong and what users follow (docs/news.md, "Feeds").

A feed is named ``platform`` (the platform's own news), ``service:<serviceId>`` (a registered
service) or ``extension:<extensionId>`` (a catalogued extension); the last two must exist.
A user follows at most ``FOLLOWS_MAX`` feeds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.shared.errors import InvalidInput

PLATFORM = "platform"
SCOPE_TYPES = ("service", "extension")
FOLLOWS_MAX = 50
FEED_MAX = 140
_SCOPE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")


@dataclass(frozen=True, slots=True)
class Feed:
    key: str
    scope_type: str | None = None
    """``service`` or ``extension``; None for the platform feed."""
    scope_id: str | None = None

    @property
    def permission_scopes(self) -> frozenset[str]:
        """Where a role limited to a service or an extension grants news nodes."""
        return frozenset({self.key}) if self.scope_type else frozenset()


def parse_feed(raw: str, field: str = "feed") -> Feed:
    if raw == PLATFORM:
        return Feed(PLATFORM)
    scope_type, sep, scope_id = raw.partition(":")
    if not sep or scope_type not in SCOPE_TYPES or not _SCOPE_ID.fullmatch(scope_id):
        raise InvalidInput(
            "a feed is 'platform', 'service:<id>' or 'extension:<id>'",
            field=field,
            code="news.invalid_feed",
        )
    return Feed(raw, scope_type, scope_id)


def check_follows(raws: list[str]) -> list[Feed]:
    if len(raws) > FOLLOWS_MAX:
        raise InvalidInput(
            f"follow at most {FOLLOWS_MAX} feeds", field="feeds", code="news.too_many_follows"
        )
    feeds = [parse_feed(raw, f"feeds[{i}]") for i, raw in enumerate(raws)]
    return list({feed.key: feed for feed in feeds}.values())
