"""Leaderboards: how a submitted score changes a player's standing, and how standings rank
(docs/games.md, "Leaderboards").

- ``order``: ``desc`` (higher is better) or ``asc`` (lower is better, e.g. race times); the
  subscore breaks ties of the score in the same direction.
- ``operator``: ``best`` keeps the better of the stored and the submitted score (an equal score
  changes nothing, so the earlier submission keeps its place); ``set`` replaces it; ``incr``
  adds the submitted amount, ``decr`` subtracts it (both to score and subscore; amounts are
  not negative).
- Ranks: by score, then subscore, then the moment the standing was reached (earlier first),
  then the player id: a total order, so every rank is exact and stable.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

from domain.games.errors import ScoreOutOfRange
from domain.games.template import check_name
from domain.shared.errors import InvalidInput
from domain.shared.json_document import nests_deeper_than, serialized_size
from domain.shared.time import to_millis

SCORE_LIMIT = 2**53 - 1
METADATA_MAX_BYTES = 1024
METADATA_MAX_DEPTH = 2
SUBMISSION_ID_MAX = 64


class Order(StrEnum):
    DESC = "desc"
    ASC = "asc"


class Operator(StrEnum):
    BEST = "best"
    SET = "set"
    INCR = "incr"
    DECR = "decr"


class Submitters(StrEnum):
    """Who may submit scores besides admins (games:manage)."""

    NETWORK = "network"
    """Servers of the scope minigame's Connect network (with server auth)."""
    ADMINS = "admins"


@dataclass(frozen=True, slots=True)
class Leaderboard:
    id: str
    name: str
    order: Order
    operator: Operator
    minigame_id: str | None
    submitters: Submitters
    reset_schedule: str | None
    """A cron expression (UTC): each firing starts a new period (domain/games/period.py)."""
    created_by: UUID
    revision: int
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's stored score on one board."""

    score: int
    subscore: int
    achieved_at: datetime
    metadata: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Entry:
    board_id: str
    player_id: UUID
    standing: Standing
    period: int = 0
    """The start of the reset period it counts in (epoch ms), 0 on a board without resets."""


@dataclass(frozen=True, slots=True)
class Submission:
    score: int
    subscore: int = 0
    metadata: dict[str, Any] | None = None


SortKey = tuple[int, int, int, str]


def check_board(name: str, operator: Operator, submitters: Submitters, scoped: bool) -> str:
    if submitters is Submitters.NETWORK and not scoped:
        raise InvalidInput(
            "submitters 'network' needs a minigame scope",
            field="submitters",
            code="games.needs_minigame",
        )
    return check_name(name)


def check_submission(operator: Operator, submission: Submission) -> Submission:
    for field, value in (("score", submission.score), ("subscore", submission.subscore)):
        if abs(value) > SCORE_LIMIT:
            raise InvalidInput(f"must be within ±{SCORE_LIMIT}", field=field)
        if operator in (Operator.INCR, Operator.DECR) and value < 0:
            raise InvalidInput("an amount to add or subtract is not negative", field=field)
    metadata = submission.metadata or {}
    if serialized_size(metadata) > METADATA_MAX_BYTES or nests_deeper_than(
        metadata, METADATA_MAX_DEPTH
    ):
        raise InvalidInput(
            f"at most {METADATA_MAX_BYTES} bytes of JSON, {METADATA_MAX_DEPTH} levels deep",
            field="metadata",
        )
    return Submission(submission.score, submission.subscore, metadata)


def sort_key(order: Order, player_id: UUID, standing: Standing) -> SortKey:
    """Ascending key: the smaller, the better the rank."""
    sign = -1 if order is Order.DESC else 1
    return (
        sign * standing.score,
        sign * standing.subscore,
        to_millis(standing.achieved_at),
        player_id.hex,
    )


def better(order: Order, score: tuple[int, int], than: tuple[int, int]) -> bool:
    """Is (score, subscore) strictly better than ``than`` on a board of this order?"""
    return score > than if order is Order.DESC else score < than


def apply(
    order: Order,
    operator: Operator,
    current: Standing | None,
    submission: Submission,
    now: datetime,
) -> Standing | None:
    """The new standing, or None when the submission changes nothing."""
    metadata = submission.metadata or {}
    if current is None:
        if operator is Operator.DECR:
            return _standing(-submission.score, -submission.subscore, now, metadata)
        return _standing(submission.score, submission.subscore, now, metadata)
    match operator:
        case Operator.BEST:
            pair = (submission.score, submission.subscore)
            if not better(order, pair, (current.score, current.subscore)):
                return None
            return _standing(*pair, now, metadata)
        case Operator.SET:
            return _standing(submission.score, submission.subscore, now, metadata)
        case Operator.INCR:
            return _standing(
                current.score + submission.score,
                current.subscore + submission.subscore,
                now,
                metadata,
            )
        case Operator.DECR:
            return _standing(
                current.score - submission.score,
                current.subscore - submission.subscore,
                now,
                metadata,
            )
    raise AssertionError(operator)  # pragma: no cover - every operator is matched above


def _standing(score: int, subscore: int, now: datetime, metadata: dict[str, Any]) -> Standing:
    if abs(score) > SCORE_LIMIT or abs(subscore) > SCORE_LIMIT:
        raise ScoreOutOfRange()
    return Standing(score, subscore, now, metadata)
