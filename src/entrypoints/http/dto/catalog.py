"""Catalogs, draws and skin-builder parts."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.catalog.catalogs import CatalogView, ItemIn
from application.catalog.ports import DrawnItem
from application.shared.page import Page
from domain.catalog.catalog import Catalog, CatalogItem
from domain.catalog.parts import SkinPart
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, RecordId, UpdatedAt, ts

# 100 000 items of a few hundred bytes each: a PUT of a whole catalog may be large.
CATALOG_MAX_BODY = 32 * 1024 * 1024
PART_MAX_BODY = 512 * 1024


class CatalogItemIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    asset: Annotated[
        str | dict[str, Any],
        msgspec.Meta(
            description=(
                "An http(s) URL, or a JSON object describing the asset (at most 4 KiB, 4 levels)."
            )
        ),
    ]
    weight: (
        Annotated[
            int, msgspec.Meta(description=("1..1000000, default 1: equal weights draw uniformly."))
        ]
        | None
    ) = None
    scope: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "The item is drawn only for this scope (e.g. server); absent for every scope."
                )
            ),
        ]
        | None
    ) = None
    scope_id: (
        Annotated[str, msgspec.Meta(description=("The id within the scope (needs `scope`)."))]
        | None
    ) = None
    enabled: (
        Annotated[bool, msgspec.Meta(description=("Default true; disabled items are never drawn."))]
        | None
    ) = None


def items_in(items: list[CatalogItemIn]) -> list[ItemIn]:
    return [ItemIn(i.asset, i.weight, i.scope, i.scope_id, i.enabled) for i in items]


# Described once, shared by the Structs below.
Slug = Annotated[str, msgspec.Meta(description="The catalog's unique slug.")]


class CatalogIn(msgspec.Struct, forbid_unknown_fields=True):
    slug: Slug
    kind: Annotated[str, msgspec.Meta(description="head, banner, or any other word of `a-z0-9_-`.")]
    name: Annotated[str, msgspec.Meta(description="The catalog's name.")] | None = None
    items: Annotated[
        list[CatalogItemIn], msgspec.Meta(description=("The catalog's items, in order."))
    ] = msgspec.field(default_factory=list)


class CatalogPut(msgspec.Struct, forbid_unknown_fields=True):
    slug: Annotated[str, msgspec.Meta(description="The new slug; null leaves it.")] | None = None
    kind: Annotated[str, msgspec.Meta(description="The new kind; null leaves it.")] | None = None
    name: Annotated[str, msgspec.Meta(description="The new name; null leaves it.")] | None = None
    items: (
        Annotated[
            list[CatalogItemIn],
            msgspec.Meta(description=("Replaces every item (at most 100000); null leaves them.")),
        ]
        | None
    ) = None


# Described once, shared by the Structs below.
Asset = Annotated[
    str | dict[str, Any],
    msgspec.Meta(description="An http(s) URL, or a JSON object describing the asset."),
]
ScopeId = (
    Annotated[str, msgspec.Meta(description="The id within the scope; absent for the whole scope.")]
    | msgspec.UnsetType
)


class CatalogItemOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: Annotated[str, msgspec.Meta(description="The item's id.")]
    asset: Asset
    weight: Annotated[int, msgspec.Meta(description="The item's weight in draws.")]
    enabled: Annotated[bool, msgspec.Meta(description="Whether the item is drawn.")]
    scope: (
        Annotated[
            str,
            msgspec.Meta(description=("The scope the item is drawn for; absent for every scope.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    scope_id: ScopeId = msgspec.UNSET


def item_out(item: CatalogItem) -> CatalogItemOut:
    return CatalogItemOut(
        id=item.id,
        asset=item.asset,
        weight=item.weight,
        enabled=item.enabled,
        scope=item.scope if item.scope is not None else msgspec.UNSET,
        scope_id=item.scope_id if item.scope_id is not None else msgspec.UNSET,
    )


class CatalogSummaryOut(msgspec.Struct, rename="camel"):
    id: RecordId
    slug: Slug
    kind: Annotated[str, msgspec.Meta(description="head, banner, or another word of `a-z0-9_-`.")]
    name: Annotated[str, msgspec.Meta(description="The catalog's name.")]
    item_count: Annotated[int, msgspec.Meta(description="Number of items.")]
    created_at: CreatedAt
    updated_at: UpdatedAt


def summary_out(catalog: Catalog) -> CatalogSummaryOut:
    return CatalogSummaryOut(
        catalog.id,
        catalog.slug,
        catalog.kind,
        catalog.name,
        catalog.item_count,
        ts(catalog.created_at),
        ts(catalog.updated_at),
    )


class CatalogsOut(msgspec.Struct, rename="camel"):
    items: Items[CatalogSummaryOut]
    next_cursor: NextCursor


def catalogs_out(page: Page[Catalog]) -> CatalogsOut:
    return CatalogsOut([summary_out(c) for c in page.items], page.next_cursor)


class CatalogOut(msgspec.Struct, rename="camel"):
    catalog: Annotated[CatalogSummaryOut, msgspec.Meta(description="The catalog.")]
    items: Items[CatalogItemOut]
    next_cursor: NextCursor


def catalog_out(view: CatalogView) -> CatalogOut:
    return CatalogOut(
        summary_out(view.catalog), [item_out(i) for i in view.items], view.next_cursor
    )


class DrawOut(msgspec.Struct, rename="camel", omit_defaults=True):
    item_id: Annotated[str, msgspec.Meta(description="The drawn item's id.")]
    catalog_id: Annotated[str, msgspec.Meta(description="The catalog it was drawn from.")]
    asset: Asset
    url: (
        Annotated[str, msgspec.Meta(description=("The asset's URL, when it is one."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    scope: (
        Annotated[
            str, msgspec.Meta(description=("The scope of the drawn item; absent for every scope."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    scope_id: ScopeId = msgspec.UNSET


def draw_out(drawn: DrawnItem) -> DrawOut:
    item = drawn.item
    return DrawOut(
        item_id=item.id,
        catalog_id=drawn.catalog_id,
        asset=item.asset,
        url=item.asset if isinstance(item.asset, str) else msgspec.UNSET,
        scope=item.scope if item.scope is not None else msgspec.UNSET,
        scope_id=item.scope_id if item.scope_id is not None else msgspec.UNSET,
    )


class PartDataIn(msgspec.Struct, forbid_unknown_fields=True):
    format: Annotated[str, msgspec.Meta(description="The image's format (png).")]
    data: Annotated[str, msgspec.Meta(description="The image, base64.")]


# Described once, shared by the Structs below.
Category = Annotated[str, msgspec.Meta(description="The part's category in the skin builder.")]
Name = Annotated[str, msgspec.Meta(description="The part's name.")]


class PartIn(msgspec.Struct, forbid_unknown_fields=True):
    category: Category
    name: Name
    data: Annotated[PartDataIn, msgspec.Meta(description="The part's image.")]


class PartOut(msgspec.Struct, rename="camel"):
    id: RecordId
    category: Category
    name: Name
    url: Annotated[
        str,
        msgspec.Meta(description=("Public URL of the image: `{cdn_url}/skin-parts/<partId>.png`.")),
    ]
    content_type: Annotated[str, msgspec.Meta(description="The image's media type.")]
    size: Annotated[int, msgspec.Meta(description="The image's size in bytes.")]
    created_at: CreatedAt
    uploaded_by: Annotated[UUID, msgspec.Meta(description="The staff user who uploaded it.")]


def part_out(part: SkinPart, url: str) -> PartOut:
    return PartOut(
        part.id,
        part.category,
        part.name,
        url,
        part.content_type,
        part.size,
        ts(part.created_at),
        part.uploaded_by,
    )


class PartEnvelope(msgspec.Struct):
    part: Annotated[PartOut, msgspec.Meta(description="The part.")]


class PartsOut(msgspec.Struct, rename="camel"):
    items: Items[PartOut]
    next_cursor: NextCursor


def parts_out(page: Page[SkinPart], cdn_url: str) -> PartsOut:
    return PartsOut(
        [part_out(p, f"{cdn_url}/{p.object_key}") for p in page.items], page.next_cursor
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["CatalogItemIn"] = {
    "asset": "https://cdn.blockland.net/heads/golden_crown.png",
    "weight": 1,
    "scope": "server",
    "scopeId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "enabled": True,
}
EXAMPLES["CatalogIn"] = {
    "slug": "winter-hats",
    "kind": "head",
    "name": "Winter hats",
    "items": [EXAMPLES["CatalogItemIn"]],
}
EXAMPLES["CatalogPut"] = {
    "slug": "winter-hats",
    "kind": "head",
    "name": "Winter hats",
    "items": [EXAMPLES["CatalogItemIn"]],
}
EXAMPLES["CatalogItemOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "asset": "https://cdn.blockland.net/heads/golden_crown.png",
    "weight": 1,
    "enabled": True,
    "scope": "server",
    "scopeId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
}
EXAMPLES["CatalogSummaryOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "slug": "winter-hats",
    "kind": "head",
    "name": "Winter hats",
    "itemCount": 24,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["CatalogsOut"] = {
    "items": [EXAMPLES["CatalogSummaryOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["CatalogOut"] = {
    "catalog": EXAMPLES["CatalogSummaryOut"],
    "items": [EXAMPLES["CatalogItemOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["DrawOut"] = {
    "itemId": "6741f0c2a9e3b15d2c8f4a17",
    "catalogId": "6741f0c2a9e3b15d2c8f4a17",
    "asset": "https://cdn.blockland.net/heads/golden_crown.png",
    "url": "https://cdn.blockland.net/files/skyblock-1.4.2.jar",
    "scope": "server",
    "scopeId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
}
EXAMPLES["PartDataIn"] = {
    "format": "png",
    "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
    "AAAABJRU5ErkJggg==",  # a 1x1 PNG
}
EXAMPLES["PartIn"] = {"category": "hats", "name": "Crown", "data": EXAMPLES["PartDataIn"]}
EXAMPLES["PartOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "category": "hats",
    "name": "Crown",
    "url": "https://cdn.blockland.net/files/skyblock-1.4.2.jar",
    "contentType": "image/png",
    "size": 48213,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "uploadedBy": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
}
EXAMPLES["PartEnvelope"] = {"part": EXAMPLES["PartOut"]}
EXAMPLES["PartsOut"] = {
    "items": [EXAMPLES["PartOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
