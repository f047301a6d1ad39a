"""The friends list on the fast read path (docs/decisions.md, "Performance budget").

A page is one indexed statement: a backward range scan of
``ix_friend_links_owner_id_accepted_at_friend_id`` from the cursor, stopping at the limit,
with primary-key lookups of the friend (users), the friend's own link and their presence in
the same statement (no N+1). The counts are a second statement over all of the owner's
links (cached by the application for a few seconds). Both read only the owner's links and
primary keys, so their cost follows the owner's friend count, not the size of any table."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query, as_uuid, uuid_or_none
from adapters.sql.rows import dt, ms
from adapters.sql.social.rows import presence_state
from application.social.ports import FriendCounts, FriendCursor, FriendRow, PresenceFacts
from domain.shared.time import from_millis
from domain.social.links import FriendLink, Visibility

# The friend's own link is read by a correlated primary-key lookup, not a join: joined, a
# PostgreSQL generic plan (prepared statements, from their 6th run) derives
# ``r.friend_id = :owner`` and fetches every reverse link of the owner to filter each row
# against them (measured: 0.5 -> 2.6 ms for a page, 3 -> 54 ms for the counts).
_REVERSE = (
    "SELECT r.visibility FROM friend_links r"
    " WHERE r.owner_id = l.friend_id AND r.friend_id = l.owner_id"
)
_COLUMNS = f"""SELECT l.friend_id, l.favorite, l.visibility, l.note, l.created_at, l.accepted_at,
 l.updated_at, u.name, u.last_seen_at, p.state, p.updated_at, p.party_id, ({_REVERSE})"""
_JOINS = """
FROM friend_links l
JOIN users u ON u.id = l.friend_id
LEFT JOIN user_presence p ON p.user_id = l.friend_id"""
_REGION = "\n AND u.home_region = (SELECT o.home_region FROM users o WHERE o.id = :owner)"
_AFTER = "\n AND (l.accepted_at, l.friend_id) < (:after_at, :after_id)"
_ORDER = "\nORDER BY l.accepted_at DESC, l.friend_id DESC\nLIMIT :limit"
# Counts read users through correlated lookups rather than a join, so that no plan can
# trade a thousand primary-key lookups for a scan of the whole users table.
_LAST_SEEN = "(SELECT u.last_seen_at FROM users u WHERE u.id = l.friend_id)"
_COUNTS = f"""SELECT count(*),
 coalesce(sum(CASE WHEN {_LAST_SEEN} >= :online_since
   AND coalesce(({_REVERSE}), '') <> 'HIDDEN' THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN l.favorite THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN NOT EXISTS ({_REVERSE}) THEN 1 ELSE 0 END), 0),
 (SELECT count(*) FROM friend_links i WHERE i.friend_id = :owner),
 (SELECT count(*) FROM friend_links o WHERE o.owner_id = :owner)
FROM friend_links l"""
_COUNTS_REGION = """
 AND (SELECT u.home_region FROM users u WHERE u.id = l.friend_id)
   = (SELECT o.home_region FROM users o WHERE o.id = :owner)"""


def page_sql(regional: bool, after: bool) -> str:
    where = (
        "\nWHERE l.owner_id = :owner" + (_REGION if regional else "") + (_AFTER if after else "")
    )
    return _COLUMNS + _JOINS + where + _ORDER


def counts_sql(regional: bool) -> str:
    return _COUNTS + "\nWHERE l.owner_id = :owner" + (_COUNTS_REGION if regional else "")


_PAGE = {(g, a): Query(page_sql(g, a)) for g in (False, True) for a in (False, True)}
_COUNT = {g: Query(counts_sql(g)) for g in (False, True)}
_ONE = Query(_COLUMNS + _JOINS + "\nWHERE l.owner_id = :owner AND l.friend_id = :friend")
# Online friends (the chat bot's /friends): the owner's links, each friend's row by primary
# key, sorted by when they were last seen; bounded by the owner's friend count and the limit.
_ONLINE = Query(
    _COLUMNS
    + _JOINS
    + f"""
WHERE l.owner_id = :owner AND u.last_seen_at >= :online_since
 AND coalesce(({_REVERSE}), '') <> 'HIDDEN'
ORDER BY u.last_seen_at DESC, l.friend_id DESC
LIMIT :limit"""
)


def _row(owner: UUID, row: Sequence[Any]) -> FriendRow:
    (
        friend,
        favorite,
        visibility,
        note,
        created,
        accepted,
        updated,
        name,
        last_seen,
        state,
        state_at,
        party,
        theirs,
    ) = row
    link = FriendLink(
        owner_id=owner,
        friend_id=as_uuid(friend),
        favorite=bool(favorite),
        visibility=Visibility(visibility),
        note=note,
        created_at=from_millis(created),
        accepted_at=from_millis(accepted),
        updated_at=from_millis(updated),
    )
    facts = PresenceFacts(dt(last_seen), presence_state(state), dt(state_at), uuid_or_none(party))
    return FriendRow(link, name, facts, Visibility(theirs) if theirs else None)


class SqlFriendListReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(
        self,
        owner: UUID,
        after: FriendCursor | None,
        limit: int,
        regional: bool,
        online_since: datetime,
    ) -> list[FriendRow]:
        params: dict[str, Any] = {"owner": owner, "limit": limit}
        if after is not None:
            params.update(after_at=ms(after.accepted_at), after_id=after.friend_id)
        rows = await self._reader.all(_PAGE[regional, after is not None], **params)
        return [_row(owner, row) for row in rows]

    async def counts(self, owner: UUID, regional: bool, online_since: datetime) -> FriendCounts:
        row = await self._reader.one(_COUNT[regional], owner=owner, online_since=ms(online_since))
        total, online, favorites, missing, incoming, outgoing = row or (0, 0, 0, 0, 0, 0)
        one_way = int(missing) + abs(int(incoming) - int(outgoing))
        return FriendCounts(int(total), int(online), int(favorites), one_way)

    async def one(self, owner: UUID, friend: UUID) -> FriendRow | None:
        row = await self._reader.one(_ONE, owner=owner, friend=friend)
        return _row(owner, row) if row else None

    async def online(self, owner: UUID, online_since: datetime, limit: int) -> list[FriendRow]:
        rows = await self._reader.all(
            _ONLINE, owner=owner, online_since=ms(online_since), limit=limit
        )
        return [_row(owner, row) for row in rows]
