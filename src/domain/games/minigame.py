"""Minigames: instances of a template with values for its settings schema, and their
publishing (docs/games.md, "Minigames").

States: ``draft`` -> ``published`` (publish) -> ``unpublished`` (unpublish) -> ``published``
(publish again) ...; ``archived`` from any state, and nothing after it. Every edit makes a new
revision of the draft content; publishing copies the draft revision to what players see, so a
published minigame keeps showing its published revision until it is published again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

from domain.connect.schema import Schema
from domain.games.errors import InvalidTransition, MinigameArchived
from domain.games.template import check_name
from domain.shared.errors import InvalidInput
from domain.shared.json_document import serialized_size

VALUES_MAX_BYTES = 16 * 1024


class MinigameState(StrEnum):
    DRAFT = "draft"
    PUBLISHED = "published"
    UNPUBLISHED = "unpublished"
    ARCHIVED = "archived"


class Action(StrEnum):
    PUBLISH = "publish"
    UNPUBLISH = "unpublish"
    ARCHIVE = "archive"


TRANSITIONS: dict[tuple[MinigameState, Action], MinigameState] = {
    (MinigameState.DRAFT, Action.PUBLISH): MinigameState.PUBLISHED,
    (MinigameState.PUBLISHED, Action.PUBLISH): MinigameState.PUBLISHED,
    (MinigameState.UNPUBLISHED, Action.PUBLISH): MinigameState.PUBLISHED,
    (MinigameState.PUBLISHED, Action.UNPUBLISH): MinigameState.UNPUBLISHED,
    (MinigameState.DRAFT, Action.ARCHIVE): MinigameState.ARCHIVED,
    (MinigameState.PUBLISHED, Action.ARCHIVE): MinigameState.ARCHIVED,
    (MinigameState.UNPUBLISHED, Action.ARCHIVE): MinigameState.ARCHIVED,
}


@dataclass(frozen=True, slots=True)
class Content:
    """What one revision holds: the name players see and the settings values."""

    name: str
    values: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Minigame:
    id: str
    template_id: str
    owner_id: UUID
    network_id: UUID | None
    """The Connect network whose servers host it (and may submit its scores)."""
    mode: str
    """The template's mode, copied when the minigame is made (the catalog filters on it)."""
    state: MinigameState
    draft: Content
    revision: int
    published: Content | None
    published_revision: int | None
    created_at: datetime
    updated_at: datetime
    published_at: datetime | None

    @property
    def listed(self) -> bool:
        """Shown in the catalog."""
        return self.state is MinigameState.PUBLISHED


def check_values(schema: Schema, values: dict[str, Any]) -> dict[str, Any]:
    if serialized_size(values) > VALUES_MAX_BYTES:
        raise InvalidInput(f"at most {VALUES_MAX_BYTES} bytes of JSON", field="values")
    schema.validate(values, "values")
    return values


def new_minigame(
    minigame_id: str,
    template_id: str,
    owner_id: UUID,
    network_id: UUID | None,
    mode: str,
    content: Content,
    now: datetime,
) -> Minigame:
    return Minigame(
        minigame_id,
        template_id,
        owner_id,
        network_id,
        mode,
        MinigameState.DRAFT,
        Content(check_name(content.name), content.values),
        1,
        None,
        None,
        now,
        now,
        None,
    )


def edit(minigame: Minigame, content: Content, network_id: UUID | None, now: datetime) -> Minigame:
    """A new draft revision; what players see stays until the next publish."""
    if minigame.state is MinigameState.ARCHIVED:
        raise MinigameArchived()
    return replace(
        minigame,
        draft=Content(check_name(content.name), content.values),
        network_id=network_id,
        revision=minigame.revision + 1,
        updated_at=now,
    )


def next_state(state: MinigameState, action: Action) -> MinigameState:
    target = TRANSITIONS.get((state, action))
    if target is None:
        if state is MinigameState.ARCHIVED:
            raise MinigameArchived()
        raise InvalidTransition(f"cannot {action} a minigame that is {state}")
    return target


def act(minigame: Minigame, action: Action, now: datetime) -> Minigame:
    state = next_state(minigame.state, action)
    if action is Action.PUBLISH:
        return replace(
            minigame,
            state=state,
            published=minigame.draft,
            published_revision=minigame.revision,
            published_at=now,
            updated_at=now,
        )
    return replace(minigame, state=state, updated_at=now)
