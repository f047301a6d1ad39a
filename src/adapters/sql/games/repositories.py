"""The games repositories on the unit of work's connection.

Submits for one player queue on the player's entry row (``SELECT ... FOR UPDATE`` on
PostgreSQL; SQLite runs one writer at a time); the first submit of a player inserts with ON
CONFLICT DO NOTHING, and a loser of that race locks the winner's row and applies on top.
Ranking reads walk ``ix_game_leaderboard_entries_rank`` with row-value comparisons. Every
change of an entry's score key changes the board period's rank counts in the same
transaction (``game_leaderboard_rank_counts``, domain/games/rank_tree.py): one upsert
executed for the changed nodes in ascending order, so that writers touching the same nodes
queue on them in one order and never deadlock.
"""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.games.rows import (
    BOARD_SELECT,
    ENTRY_SELECT,
    MATCH_SELECT,
    MINIGAME_SELECT,
    TEMPLATE_SELECT,
    board_from,
    board_values,
    entry_from,
    entry_values,
    match_from,
    match_values,
    minigame_from,
    minigame_values,
    template_from,
    template_values,
)
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.games import (
    game_leaderboard_entries,
    game_leaderboard_rank_counts,
    game_leaderboard_submissions,
    game_leaderboards,
    game_matches,
    game_minigames,
    game_template_collaborators,
    game_templates,
)
from adapters.sql.upsert import upsert
from application.games.ports import CatalogKey, CatalogQuery, CatalogSort
from domain.games.leaderboard import Entry, Leaderboard, SortKey, sort_key
from domain.games.match import Match, MatchState
from domain.games.minigame import Minigame, MinigameState
from domain.games.rank_tree import changes
from domain.games.template import Collaborator, CollaboratorRole, Template

t, c, m = game_templates, game_template_collaborators, game_minigames
b, e, s = game_leaderboards, game_leaderboard_entries, game_leaderboard_submissions
x = game_matches
r = game_leaderboard_rank_counts
_RANK = sa.tuple_(e.c.key_score, e.c.key_subscore, e.c.achieved_at, e.c.player_id)


def _key(key: SortKey) -> sa.Tuple:
    return sa.tuple_(
        sa.literal(key[0], sa.BigInteger),
        sa.literal(key[1], sa.BigInteger),
        sa.literal(key[2], sa.BigInteger),
        sa.literal(UUID(hex=key[3]), sa.Uuid),
    )


class SqlTemplateRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, template: Template) -> None:
        await self._db.execute(t.insert().values(**template_values(template)))

    async def get(self, template_id: str, *, lock: bool = False) -> Template | None:
        query = sa.select(*TEMPLATE_SELECT).where(t.c.id == template_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return template_from(row) if row else None

    async def update(self, template: Template) -> None:
        values = template_values(template)
        del values["id"]
        await self._db.execute(t.update().where(t.c.id == template.id).values(**values))

    async def delete(self, template_id: str) -> None:
        await self._db.execute(c.delete().where(c.c.template_id == template_id))
        await self._db.execute(t.delete().where(t.c.id == template_id))

    async def page_for(self, user_id: UUID, before: str | None, limit: int) -> list[Template]:
        shared = sa.select(c.c.template_id).where(c.c.user_id == user_id)
        query = sa.select(*TEMPLATE_SELECT).where(
            sa.or_(t.c.owner_id == user_id, t.c.id.in_(shared))
        )
        if before is not None:
            query = query.where(t.c.id < before)
        rows = await self._db.execute(query.order_by(t.c.id.desc()).limit(limit))
        return [template_from(row) for row in rows]

    async def collaborator(self, template_id: str, user_id: UUID) -> Collaborator | None:
        row = (
            await self._db.execute(
                sa.select(c.c.role, c.c.added_at).where(
                    c.c.template_id == template_id, c.c.user_id == user_id
                )
            )
        ).first()
        if row is None:
            return None
        return Collaborator(template_id, user_id, CollaboratorRole(row[0]), dt_required(row[1]))

    async def collaborators(self, template_id: str) -> list[Collaborator]:
        rows = await self._db.execute(
            sa.select(c.c.user_id, c.c.role, c.c.added_at)
            .where(c.c.template_id == template_id)
            .order_by(c.c.added_at, c.c.user_id)
        )
        return [
            Collaborator(template_id, user_id, CollaboratorRole(role), dt_required(added))
            for user_id, role, added in rows
        ]

    async def put_collaborator(self, collaborator: Collaborator) -> None:
        statement = (
            upsert(self._db, c)
            .values(
                template_id=collaborator.template_id,
                user_id=collaborator.user_id,
                role=collaborator.role.value,
                added_at=ms(collaborator.added_at),
            )
            .on_conflict_do_update(
                index_elements=[c.c.template_id, c.c.user_id],
                set_={"role": collaborator.role.value},
            )
        )
        await self._db.execute(statement)

    async def remove_collaborator(self, template_id: str, user_id: UUID) -> bool:
        result = await self._db.execute(
            c.delete().where(c.c.template_id == template_id, c.c.user_id == user_id)
        )
        return bool(result.rowcount)


class SqlMinigameRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, minigame: Minigame) -> None:
        await self._db.execute(m.insert().values(**minigame_values(minigame), live_players=0))

    async def get(self, minigame_id: str, *, lock: bool = False) -> Minigame | None:
        query = sa.select(*MINIGAME_SELECT).where(m.c.id == minigame_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return minigame_from(row) if row else None

    async def update(self, minigame: Minigame) -> None:
        values = minigame_values(minigame)
        del values["id"]
        await self._db.execute(m.update().where(m.c.id == minigame.id).values(**values))

    async def made_from(self, template_id: str) -> int:
        count = await self._db.scalar(
            sa.select(sa.func.count()).select_from(m).where(m.c.template_id == template_id)
        )
        return int(count or 0)

    async def page_of_template(
        self, template_id: str, before: str | None, limit: int
    ) -> list[Minigame]:
        query = sa.select(*MINIGAME_SELECT).where(m.c.template_id == template_id)
        if before is not None:
            query = query.where(m.c.id < before)
        rows = await self._db.execute(query.order_by(m.c.id.desc()).limit(limit))
        return [minigame_from(row) for row in rows]

    async def add_live_players(self, minigame_id: str, delta: int) -> None:
        await self._db.execute(
            m.update().where(m.c.id == minigame_id).values(live_players=m.c.live_players + delta)
        )

    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        rank = m.c.live_players if query.sort is CatalogSort.POPULARITY else m.c.published_at
        select = sa.select(*MINIGAME_SELECT, m.c.live_players).where(
            m.c.state == MinigameState.PUBLISHED.value
        )
        if query.mode is not None:
            select = select.where(m.c.mode == query.mode)
        if query.search:
            pattern = query.search.lower().replace("\\", "\\\\").replace("%", "\\%")
            pattern = pattern.replace("_", "\\_")
            select = select.where(
                sa.func.lower(m.c.published_name).like(f"%{pattern}%", escape="\\")
            )
        if after is not None:
            select = select.where(
                sa.tuple_(rank, m.c.id)
                < sa.tuple_(sa.literal(after.rank, sa.BigInteger), sa.literal(after.minigame_id))
            )
        rows = await self._db.execute(select.order_by(rank.desc(), m.c.id.desc()).limit(limit))
        return [(minigame_from(row[:-1]), int(row[-1])) for row in rows]


class SqlLeaderboardRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, board: Leaderboard) -> None:
        await self._db.execute(b.insert().values(**board_values(board)))

    async def get(self, board_id: str, *, lock: bool = False) -> Leaderboard | None:
        query = sa.select(*BOARD_SELECT).where(b.c.id == board_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return board_from(row) if row else None

    async def update(self, board: Leaderboard) -> None:
        values = board_values(board)
        del values["id"]
        await self._db.execute(b.update().where(b.c.id == board.id).values(**values))

    async def delete(self, board_id: str) -> None:
        for table in (s, r, e):
            await self._db.execute(table.delete().where(table.c.board_id == board_id))
        await self._db.execute(b.delete().where(b.c.id == board_id))

    async def page(
        self, minigame_id: str | None, before: str | None, limit: int
    ) -> list[Leaderboard]:
        query = sa.select(*BOARD_SELECT)
        if minigame_id is not None:
            query = query.where(b.c.minigame_id == minigame_id)
        if before is not None:
            query = query.where(b.c.id < before)
        rows = await self._db.execute(query.order_by(b.c.id.desc()).limit(limit))
        return [board_from(row) for row in rows]


def _count_upsert(connection: AsyncConnection) -> sa.Insert:
    """One node's delta, executed for many nodes at once (one compiled statement)."""
    dialect = connection.dialect.name
    statement = _COUNT_UPSERTS.get(dialect)
    if statement is None:
        insert = upsert(connection, r)
        statement = _COUNT_UPSERTS[dialect] = insert.on_conflict_do_update(
            index_elements=[r.c.board_id, r.c.period, r.c.node],
            set_={"entries": r.c.entries + insert.excluded.entries},
        )
    return statement


_COUNT_UPSERTS: dict[str, sa.Insert] = {}


class SqlEntryRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(
        self, board: Leaderboard, period: int, player_id: UUID, *, lock: bool = False
    ) -> Entry | None:
        query = sa.select(*ENTRY_SELECT).where(
            e.c.board_id == board.id, e.c.period == period, e.c.player_id == player_id
        )
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return entry_from(row) if row else None

    async def insert(self, board: Leaderboard, entry: Entry) -> bool:
        statement = (
            upsert(self._db, e)
            .values(**entry_values(board, entry))
            .on_conflict_do_nothing()
            .returning(e.c.player_id)
        )
        inserted = (await self._db.execute(statement)).first() is not None
        if inserted:
            await self._count(board, None, entry)
        return inserted

    async def update(self, board: Leaderboard, entry: Entry, previous: Entry) -> None:
        values = entry_values(board, entry)
        await self._count(board, previous, entry)
        del values["board_id"], values["period"], values["player_id"]
        await self._db.execute(
            e.update()
            .where(
                e.c.board_id == board.id,
                e.c.period == entry.period,
                e.c.player_id == entry.player_id,
            )
            .values(**values)
        )

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        query = sa.select(*ENTRY_SELECT).where(e.c.board_id == board.id, e.c.period == period)
        if after is not None:
            query = query.where(_key(after) > _RANK if reverse else _key(after) < _RANK)
        columns = (e.c.key_score, e.c.key_subscore, e.c.achieved_at, e.c.player_id)
        order = [col.desc() for col in columns] if reverse else list(columns)
        rows = await self._db.execute(query.order_by(*order).limit(limit))
        return [entry_from(row) for row in rows]

    async def _count(self, board: Leaderboard, before: Entry | None, after: Entry) -> None:
        """Move the entry from ``before``'s score key (None: a new entry) to ``after``'s in
        the rank counts of its period."""
        deltas = changes(
            sort_key(board.order, before.player_id, before.standing)[0] if before else None,
            sort_key(board.order, after.player_id, after.standing)[0],
        )
        if not deltas:
            return
        rows = [
            {"board_id": board.id, "period": after.period, "node": node, "entries": delta}
            for node, delta in deltas.items()
        ]
        await self._db.execute(_count_upsert(self._db), rows)  # in ascending node order

    async def periods(self, board: Leaderboard, before: int | None, limit: int) -> list[int]:
        query = sa.select(e.c.period).where(e.c.board_id == board.id).distinct()
        if before is not None:
            query = query.where(e.c.period < before)
        rows = await self._db.execute(query.order_by(e.c.period.desc()).limit(limit))
        return [int(row[0]) for row in rows]

    async def claim_submission(
        self, board_id: str, submission_id: str, player_id: UUID, at_millis: int
    ) -> bool:
        statement = (
            upsert(self._db, s)
            .values(
                board_id=board_id,
                submission_id=submission_id,
                player_id=player_id,
                received_at=at_millis,
            )
            .on_conflict_do_nothing()
            .returning(s.c.submission_id)
        )
        return (await self._db.execute(statement)).first() is not None


class SqlMatchRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, match: Match) -> None:
        await self._db.execute(x.insert().values(**match_values(match)))

    async def get(self, match_id: str, *, lock: bool = False) -> Match | None:
        query = sa.select(*MATCH_SELECT).where(x.c.id == match_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return match_from(row) if row else None

    async def update(self, match: Match) -> None:
        values = match_values(match)
        del values["id"]
        await self._db.execute(x.update().where(x.c.id == match.id).values(**values))

    async def live(self, minigame_id: str | None, server_id: UUID | None) -> list[Match]:
        query = sa.select(*MATCH_SELECT).where(x.c.state == MatchState.LIVE.value)
        if minigame_id is not None:
            query = query.where(x.c.minigame_id == minigame_id)
        if server_id is not None:
            query = query.where(x.c.server_id == server_id)
        rows = await self._db.execute(query.order_by(x.c.id))
        return [match_from(row) for row in rows]

    async def silent(self, reported_before: datetime, limit: int) -> list[str]:
        rows = await self._db.execute(
            sa.select(x.c.id)
            .where(x.c.state == MatchState.LIVE.value, x.c.reported_at < ms(reported_before))
            .order_by(x.c.reported_at, x.c.id)
            .limit(limit)
        )
        return [row[0] for row in rows]


class SqlGameRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.templates = SqlTemplateRepository(connection)
        self.minigames = SqlMinigameRepository(connection)
        self.leaderboards = SqlLeaderboardRepository(connection)
        self.entries = SqlEntryRepository(connection)
        self.matches = SqlMatchRepository(connection)
