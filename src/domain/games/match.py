"""Live matches that Connect servers report (docs/games.md, "Live matches").

A server starts a match of a minigame its network hosts, reports players joining and
leaving (each report also says the match is alive), and ends it with results. A match that
stops reporting for longer than the timeout is ended by the sweep (``ended_by = timeout``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

from domain.games.errors import MatchEnded
from domain.shared.errors import InvalidInput
from domain.shared.json_document import nests_deeper_than, serialized_size

PLAYERS_MAX = 1000
RESULTS_MAX_BYTES = 16 * 1024
RESULTS_MAX_DEPTH = 4


class MatchState(StrEnum):
    LIVE = "live"
    ENDED = "ended"


class EndedBy(StrEnum):
    SERVER = "server"
    TIMEOUT = "timeout"


@dataclass(frozen=True, slots=True)
class Match:
    id: str
    minigame_id: str
    server_id: UUID
    players: tuple[UUID, ...]
    """In the order they joined."""
    state: MatchState
    started_at: datetime
    reported_at: datetime
    ended_at: datetime | None
    ended_by: EndedBy | None
    results: dict[str, Any]


def start(
    match_id: str, minigame_id: str, server_id: UUID, players: tuple[UUID, ...], now: datetime
) -> Match:
    return Match(
        match_id, minigame_id, server_id, _unique(players), MatchState.LIVE, now, now, None,
        None, {},
    )  # fmt: skip


def report(match: Match, joined: tuple[UUID, ...], left: tuple[UUID, ...], now: datetime) -> Match:
    """Players joined and left (a player both joining and leaving in one report: left)."""
    if match.state is MatchState.ENDED:
        raise MatchEnded()
    gone = set(left)
    players = tuple(p for p in _unique(match.players + joined) if p not in gone)
    if len(players) > PLAYERS_MAX:
        raise InvalidInput(f"at most {PLAYERS_MAX} players in a match", field="joined")
    return replace(match, players=players, reported_at=now)


def end(match: Match, results: dict[str, Any], by: EndedBy, now: datetime) -> Match:
    if match.state is MatchState.ENDED:
        raise MatchEnded()
    return replace(
        match, state=MatchState.ENDED, players=(), reported_at=now, ended_at=now, ended_by=by,
        results=results,
    )  # fmt: skip


def check_results(results: dict[str, Any]) -> dict[str, Any]:
    if serialized_size(results) > RESULTS_MAX_BYTES or nests_deeper_than(
        results, RESULTS_MAX_DEPTH
    ):
        raise InvalidInput(
            f"at most {RESULTS_MAX_BYTES} bytes of JSON, {RESULTS_MAX_DEPTH} levels deep",
            field="results",
        )
    return results


def _unique(players: tuple[UUID, ...]) -> tuple[UUID, ...]:
    players = tuple(dict.fromkeys(players))
    if len(players) > PLAYERS_MAX:
        raise InvalidInput(f"at most {PLAYERS_MAX} players in a match", field="players")
    return players
