"""Composition of the games area: templates, minigames, leaderboards, live matches."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.games.area import Games, build_games
from application.games.ports import GameReaders
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from bootstrap.config import number

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class GameSettings:
    games_match_timeout_seconds: float = number("SVC_GAMES_MATCH_TIMEOUT_SECONDS", 60.0, 1, 86400)
    games_sweep_seconds: float = number("SVC_GAMES_SWEEP_SECONDS", 15.0, 0.1, 3600)


def build_games_area(*, kernel: Kernel, permissions: Permissions) -> Games:
    from adapters.cron.schedules import CronsimSchedules

    own = kernel.settings.games
    games = build_games(
        kernel.uow,
        permissions.access,
        kernel.clock,
        kernel.ids,
        own.games_match_timeout_seconds,
        CronsimSchedules(),
        _readers(kernel),
    )
    kernel.background.add(PeriodicJob("game-matches", own.games_sweep_seconds, games.matches.sweep))
    return games


def _readers(kernel: Kernel) -> GameReaders:
    from adapters.memory.games import memory_game_readers
    from adapters.sql.games import sql_game_readers

    return kernel.readers(memory_game_readers, sql_game_readers)
