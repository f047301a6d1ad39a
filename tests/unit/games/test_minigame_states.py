"""Minigame states and revisions (hypothesis over sequences of actions and edits)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.connect.schema import FieldType, SchemaField, build_schema
from domain.games.errors import InvalidTransition, MinigameArchived
from domain.games.minigame import (
    TRANSITIONS,
    Action,
    Content,
    Minigame,
    MinigameState,
    act,
    check_values,
    edit,
    new_minigame,
)
from domain.shared.errors import InvalidInput

T0 = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
steps = st.lists(st.one_of(st.sampled_from(Action), st.text(min_size=1, max_size=8)), max_size=25)


def fresh() -> Minigame:
    return new_minigame("0" * 24, "1" * 24, uuid.uuid4(), None, "pvp", Content("Arena", {}), T0)


@given(steps)
def test_players_see_the_last_published_revision(sequence: list[Action | str]) -> None:
    game = fresh()
    published: tuple[int, str] | None = None
    for i, step in enumerate(sequence):
        now = T0 + timedelta(seconds=i + 1)
        before = game
        try:
            if isinstance(step, Action):
                game = act(game, step, now)
            else:
                game = edit(game, Content(f"Arena {step}".strip()[:80], {}), None, now)
        except (InvalidTransition, MinigameArchived):
            assert game is before
            if before.state is MinigameState.ARCHIVED:
                continue
            assert isinstance(step, Action) and (before.state, step) not in TRANSITIONS
            continue
        except InvalidInput:
            continue
        if step is Action.PUBLISH:
            published = (game.revision, game.draft.name)
        if isinstance(step, Action):
            assert game.revision == before.revision  # a state change is not a revision
            assert game.state is TRANSITIONS[(before.state, step)]
        else:
            assert game.revision == before.revision + 1
            assert game.published == before.published  # players keep what was published
    if published is None:
        assert game.published is None
    else:
        assert game.published is not None
        assert (game.published_revision, game.published.name) == published


def test_archived_is_final() -> None:
    game = act(fresh(), Action.ARCHIVE, T0)
    for action in Action:
        with pytest.raises(MinigameArchived):
            act(game, action, T0)
    with pytest.raises(MinigameArchived):
        edit(game, Content("Other", {}), None, T0)


def test_unpublishing_a_draft_is_refused() -> None:
    with pytest.raises(InvalidTransition):
        act(fresh(), Action.UNPUBLISH, T0)


def test_values_must_fit_the_schema() -> None:
    schema = build_schema(
        "1",
        [
            SchemaField("rounds", "Rounds", FieldType.INT),
            SchemaField("map", "Map", FieldType.ENUM, ("desert", "snow")),
        ],
    )
    assert check_values(schema, {"rounds": 3, "map": "snow"}) == {"rounds": 3, "map": "snow"}
    for bad in ({"rounds": "3"}, {"map": "jungle"}, {"speed": 1}):
        with pytest.raises(InvalidInput):
            check_values(schema, bad)
