"""Field types shared by the DTOs of every area."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, TypeVar

import msgspec

from domain.shared.time import iso_millis, truncate_to_millis

# Output timestamps are strings in the one format of the API: 2026-11-22T10:00:00.000Z.
Timestamp = Annotated[
    str,
    msgspec.Meta(
        extra_json_schema={
            "extra": {"format": "date-time"},
            "examples": ["2026-11-22T10:00:00.000Z"],
        }
    ),
]
# Input timestamps must carry a zone (Z or an offset).
TimestampIn = Annotated[datetime, msgspec.Meta(tz=True)]
ObjectIdStr = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{24}$")]
# The opaque ``cursor`` query parameter of every list (application/shared/cursors.py).
Cursor = Annotated[str, msgspec.Meta(max_length=200)]

# Fields every area's answers share, described once (entrypoints/http/openapi_descriptions.py).
T = TypeVar("T")
RecordId = Annotated[str, msgspec.Meta(description="The record's id (an opaque object id).")]
Items = Annotated[
    list[T], msgspec.Meta(description="The entries, in the order the operation answers them.")
]
NextCursor = Annotated[
    str | None,
    msgspec.Meta(
        description="Pass as `cursor` to read the next page; null on the last page. Opaque."
    ),
]
CreatedAt = Annotated[Timestamp, msgspec.Meta(description="When the record was created (UTC).")]
UpdatedAt = Annotated[Timestamp, msgspec.Meta(description="When the record last changed (UTC).")]


def ts(moment: datetime) -> str:
    return iso_millis(moment)


def ts_or_none(moment: datetime | None) -> str | None:
    return None if moment is None else iso_millis(moment)


def ts_or_unset(moment: datetime | None) -> str | msgspec.UnsetType:
    return msgspec.UNSET if moment is None else iso_millis(moment)


def incoming(moment: datetime | None) -> datetime | None:
    return None if moment is None else truncate_to_millis(moment)


class Removed(msgspec.Struct):
    removed: Annotated[int, msgspec.Meta(description="How many records were removed.")]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["Removed"] = {"removed": 1}
