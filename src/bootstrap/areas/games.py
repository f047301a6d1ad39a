"""Composition of the games area: templates, minigames, leaderboards, live matches."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import number


@dataclass(frozen=True, slots=True)
class GameSettings:
    games_match_timeout_seconds: float = number("SVC_GAMES_MATCH_TIMEOUT_SECONDS", 60.0, 1, 86400)
    games_sweep_seconds: float = number("SVC_GAMES_SWEEP_SECONDS", 15.0, 0.1, 3600)
