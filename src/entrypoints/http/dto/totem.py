"""Personal totems: the POST body, model metadata, gallery and history items.

Empty values are omitted (a missing field reads as null): ``fileName`` when the model has
none, the author's name and description, ``selectedAt`` outside the history and the active
model, ``active`` unless true.
"""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.totem.ports import HistoryRow
from application.totem.totems import ActiveView, GalleryPage
from domain.totem.model import (
    AUTHOR_DESCRIPTION_MAX,
    AUTHOR_NAME_MAX,
    FILE_NAME_MAX,
    TotemModel,
    object_key,
)
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, ObjectIdStr, Timestamp, ts

# A 2 MiB model is 2.67 MiB of base64: the body may be a little more (413 above this).
MAX_BODY_BYTES = 3 * 1024 * 1024


class UploadIn(msgspec.Struct, forbid_unknown_fields=True):
    format: Annotated[str, msgspec.Meta(description="The model file's format (e.g. `json`).")]
    data: Annotated[str, msgspec.Meta(description="The model file, base64.")]


class RatingIn(msgspec.Struct, forbid_unknown_fields=True):
    content: Annotated[str, msgspec.Meta(description="sfw, nsfw or nsfl.")] | None = None
    age: Annotated[int, msgspec.Meta(description="The minimum age: 0, 16, 18 or 21.")] | None = None


class AuthorIn(msgspec.Struct, forbid_unknown_fields=True):
    id: (
        Annotated[UUID, msgspec.Meta(description=("The author's user id; defaults to the caller."))]
        | None
    ) = None
    name: (
        Annotated[str, msgspec.Meta(max_length=AUTHOR_NAME_MAX, description=("The author's name."))]
        | None
    ) = None
    description: (
        Annotated[
            str, msgspec.Meta(max_length=AUTHOR_DESCRIPTION_MAX, description=("About the author."))
        ]
        | None
    ) = None


class TotemPostIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Either ``data`` (upload a model) or ``itemModelId`` (activate one)."""

    data: (
        Annotated[
            UploadIn,
            msgspec.Meta(
                description=("Upload a new model {format, data}; excludes `itemModelId`.")
            ),
        ]
        | None
    ) = None
    item_model_id: (
        Annotated[
            ObjectIdStr,
            msgspec.Meta(description=("Activate an existing model by id; excludes `data`.")),
        ]
        | None
    ) = None
    file_name: (
        Annotated[
            str, msgspec.Meta(max_length=FILE_NAME_MAX, description=("The uploaded file's name."))
        ]
        | None
    ) = None
    rating: (
        Annotated[RatingIn, msgspec.Meta(description=("The model's rating {content, age}."))] | None
    ) = None
    author: (
        Annotated[
            AuthorIn, msgspec.Meta(description=("The model's author {id, name?, description?}."))
        ]
        | None
    ) = None


class RatingOut(msgspec.Struct):
    content: Annotated[str, msgspec.Meta(description="sfw, nsfw or nsfl.")]
    age: Annotated[int, msgspec.Meta(description="The minimum age: 0, 16, 18 or 21.")]


class AuthorOut(msgspec.Struct, omit_defaults=True):
    id: Annotated[UUID, msgspec.Meta(description="The author's user id.")]
    name: (
        Annotated[str, msgspec.Meta(description=("The author's name; absent when empty."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    description: (
        Annotated[str, msgspec.Meta(description=("About the author; absent when empty."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def rating_out(model: TotemModel) -> RatingOut:
    return RatingOut(str(model.rating.content), model.rating.age)


def author_out(model: TotemModel) -> AuthorOut:
    author = model.author
    return AuthorOut(
        author.id,
        author.name if author.name else msgspec.UNSET,
        author.description if author.description else msgspec.UNSET,
    )


# Described once, shared by the Structs below.
ItemModelId = Annotated[str, msgspec.Meta(description="The model's id.")]
SelectedCount = Annotated[int, msgspec.Meta(description="How many times users selected the model.")]
LastUsedAt = Annotated[Timestamp, msgspec.Meta(description="When the model was last selected.")]
FileName = (
    Annotated[str, msgspec.Meta(description=("The uploaded file's name; absent when empty."))]
    | msgspec.UnsetType
)
SelectedAt = (
    Annotated[
        Timestamp,
        msgspec.Meta(description="When the caller selected the model; absent when empty."),
    ]
    | msgspec.UnsetType
)


class ModelOut(msgspec.Struct, rename="camel", omit_defaults=True):
    """One model's metadata (active model, model by id, the POST's answer)."""

    item_model_id: ItemModelId
    item_model_rating: Annotated[RatingOut, msgspec.Meta(description="The model's rating.")]
    item_model_author: Annotated[AuthorOut, msgspec.Meta(description="The model's author.")]
    selected_count: SelectedCount
    created_at: CreatedAt
    last_used_at: LastUsedAt
    item_model_url: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "Public URL of the model file, `{cdn_url}/<modelId>.json`; absent "
                    "when the model is inlined."
                )
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    item_model: (
        Annotated[
            dict[str, Any],
            msgspec.Meta(description=("The model's JSON, with `includeModel=true`.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    file_name: FileName = msgspec.UNSET
    selected_at: SelectedAt = msgspec.UNSET
    created: (
        Annotated[
            bool,
            msgspec.Meta(
                description=(
                    "Whether the upload stored a new model (false: an identical one was reused)."
                )
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def model_out(model: TotemModel, url: str) -> ModelOut:
    return ModelOut(
        item_model_id=model.id,
        item_model_rating=rating_out(model),
        item_model_author=author_out(model),
        selected_count=model.selected_count,
        created_at=ts(model.created_at),
        last_used_at=ts(model.last_used_at),
        item_model_url=url,
        file_name=model.name or msgspec.UNSET,
    )


def active_out(view: ActiveView, url: str) -> ModelOut:
    out = model_out(view.model, url)
    out.selected_at = ts(view.selected_at)
    if view.document is not None:
        out.item_model = view.document
        out.item_model_url = msgspec.UNSET
    return out


class ItemOut(msgspec.Struct, rename="camel", omit_defaults=True):
    """A gallery or history entry."""

    item_model_id: ItemModelId
    item_model_url: Annotated[
        str, msgspec.Meta(description=("Public URL of the model file, `{cdn_url}/<modelId>.json`."))
    ]
    rating: Annotated[RatingOut, msgspec.Meta(description="The model's rating.")]
    author: Annotated[AuthorOut, msgspec.Meta(description="The model's author.")]
    selected_count: SelectedCount
    created_at: CreatedAt
    last_used_at: LastUsedAt
    file_name: FileName = msgspec.UNSET
    selected_at: SelectedAt = msgspec.UNSET
    active: Annotated[
        bool, msgspec.Meta(description=("Whether it is the caller's active model."))
    ] = False


def item_out(model: TotemModel, url: str, active: bool = False) -> ItemOut:
    return ItemOut(
        item_model_id=model.id,
        item_model_url=url,
        rating=rating_out(model),
        author=author_out(model),
        selected_count=model.selected_count,
        created_at=ts(model.created_at),
        last_used_at=ts(model.last_used_at),
        file_name=model.name or msgspec.UNSET,
        active=active,
    )


class GalleryOut(msgspec.Struct, rename="camel"):
    items: Items[ItemOut]
    next_cursor: NextCursor


def gallery_out(page: GalleryPage, cdn_url: str) -> GalleryOut:
    return GalleryOut(
        [item_out(m, f"{cdn_url}/{m.id}.json", m.id == page.active_id) for m in page.items],
        page.next_cursor,
    )


class HistoryOut(msgspec.Struct):
    items: Items[ItemOut]


def history_out(rows: list[HistoryRow], cdn_url: str) -> HistoryOut:
    items = []
    for row in rows:
        item = item_out(row.model, f"{cdn_url}/{row.model.id}.json")
        item.selected_at = ts(row.selected_at)
        items.append(item)
    return HistoryOut(items)


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
_MODEL_ID = "6741f0c2a9e3b15d2c8f4a17"
_MODEL_URL = f"https://cdn.blockland.net/{object_key(_MODEL_ID)}"  # {cdn_url}/<modelId>.json
EXAMPLES["UploadIn"] = {
    "format": "json",
    "data": "eyJwYXJlbnQiOiAiaXRlbS9nZW5lcmF0ZWQiLCAidGV4dHVyZXMiOiB7ImxheWVyMCI6ICJzdmM6aXRlbS9n"
    "b2xkZW5fY3Jvd24ifX0=",  # an item model, as base64 JSON
}
EXAMPLES["RatingIn"] = {"content": "sfw", "age": 16}
EXAMPLES["AuthorIn"] = {
    "id": "930fd525-8454-4b48-ae48-3d27a9d20f65",
    "name": "Alex",
    "description": "Skyblock with weekly events and a friendly staff.",
}
EXAMPLES["TotemPostIn"] = {
    "data": EXAMPLES["UploadIn"],
    "itemModelId": None,
    "fileName": "crown.json",
    "rating": EXAMPLES["RatingIn"],
    "author": EXAMPLES["AuthorIn"],
}
EXAMPLES["RatingOut"] = {"content": "sfw", "age": 16}
EXAMPLES["AuthorOut"] = {
    "id": "79d1d3f8-c6b6-45e4-8964-7ccf329ac075",
    "name": "Alex",
    "description": "Skyblock with weekly events and a friendly staff.",
}
EXAMPLES["ModelOut"] = {
    "itemModelId": _MODEL_ID,
    "itemModelRating": EXAMPLES["RatingIn"],
    "itemModelAuthor": EXAMPLES["AuthorOut"],
    "selectedCount": 5,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "lastUsedAt": "2026-11-22T10:00:00.000Z",
    "itemModelUrl": _MODEL_URL,
    "itemModel": {"parent": "item/generated", "textures": {"layer0": "svc:item/golden_crown"}},
    "fileName": "crown.json",
    "selectedAt": "2026-11-22T10:00:00.000Z",
    "created": True,
}
EXAMPLES["ItemOut"] = {
    "itemModelId": _MODEL_ID,
    "itemModelUrl": _MODEL_URL,
    "rating": EXAMPLES["RatingIn"],
    "author": EXAMPLES["AuthorOut"],
    "selectedCount": 5,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "lastUsedAt": "2026-11-22T10:00:00.000Z",
    "fileName": "crown.json",
    "selectedAt": "2026-11-22T10:00:00.000Z",
    "active": True,
}
EXAMPLES["GalleryOut"] = {
    "items": [EXAMPLES["ItemOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["HistoryOut"] = {"items": [EXAMPLES["ItemOut"]]}
