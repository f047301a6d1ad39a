"""Games, wired: every use case of the area behind one attribute (``core.games``)."""

from __future__ import annotations

from dataclasses import dataclass

from application.games.access import GameAccess
from application.games.leaderboards import Leaderboards
from application.games.matches import Matches, MatchRelay
from application.games.minigames import Minigames
from application.games.ports import CronSchedules, GameReaders
from application.games.scores import Scores
from application.games.templates import Templates
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory


@dataclass(frozen=True, slots=True)
class Games:
    templates: Templates
    minigames: Minigames
    leaderboards: Leaderboards
    scores: Scores
    matches: Matches


def build_games(
    uow: UnitOfWorkFactory,
    permissions: AccessControl,
    clock: Clock,
    ids: IdGenerator,
    match_timeout_seconds: float,
    schedules: CronSchedules,
    readers: GameReaders,
) -> Games:
    access = GameAccess(permissions)
    return Games(
        templates=Templates(uow, access, clock, ids),
        minigames=Minigames(uow, access, clock, ids, readers.catalog),
        leaderboards=Leaderboards(uow, access, schedules, clock, ids),
        scores=Scores(uow, access, schedules, clock, readers.leaderboards),
        matches=Matches(uow, MatchRelay(), clock, ids, match_timeout_seconds),
    )
