"""The game options document: one JSON object per user, free-form but bounded.

Like uiStyle it is a JSON object of at most ``MAX_BYTES`` as compact JSON, nesting at most
``MAX_DEPTH`` levels. Each write replaces it and moves its revision on by one; a write that
names a revision (``If-Match``) that is no longer current is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from domain.shared.errors import InvalidInput, PreconditionFailed
from domain.shared.json_document import nests_deeper_than, serialized_size

MAX_BYTES = 16 * 1024
MAX_DEPTH = 8


@dataclass(frozen=True, slots=True)
class GameOptionsDocument:
    user_id: UUID
    document: dict[str, Any]
    revision: int = 0
    updated_at: datetime | None = None


def validate_game_options(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidInput("game options must be a JSON object", field="options")
    if nests_deeper_than(value, MAX_DEPTH):
        raise InvalidInput(f"nesting deeper than {MAX_DEPTH} levels", field="options")
    size = serialized_size(value)
    if size > MAX_BYTES:
        raise InvalidInput(f"{size} bytes serialized, over {MAX_BYTES}", field="options")
    return value


def replace_options(
    current: GameOptionsDocument, document: Any, if_match: int | None, now: datetime
) -> GameOptionsDocument:
    """The next revision of the document; ``if_match`` must name the current one."""
    validate_game_options(document)
    if if_match is not None and if_match != current.revision:
        raise PreconditionFailed(
            f"revision {if_match} is not current (it is {current.revision}); read it again"
        )
    return GameOptionsDocument(current.user_id, document, current.revision + 1, now)
