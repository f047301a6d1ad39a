"""Catalogs of assets: a unique slug, a kind, and weighted items, optionally scoped.

An item is an asset (a URL, or a JSON object describing one), a positive integer weight
(default 1: equal weights draw uniformly), an optional scope (``scope`` and ``scopeId``, e.g.
a server) and an enabled flag. Draws pick among the enabled items of the asked scope, and
among the unscoped ones when that scope has none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from domain.shared.errors import Conflict, InvalidInput, NotFound
from domain.shared.json_document import nests_deeper_than, serialized_size

SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?")
KIND = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
SCOPE = re.compile(r"[a-z0-9][a-z0-9_.:-]{0,63}")
SCOPE_ID_MAX = 128
NAME_MAX = 100
URL_MAX = 2048
ASSET_MAX_BYTES = 4096
ASSET_MAX_DEPTH = 4
WEIGHT_MAX = 1_000_000
MAX_ITEMS = 100_000
UNSCOPED = ""  # the group key of items without a scope


class CatalogNotFound(NotFound):
    """No catalog with this id or slug."""

    code = "catalogs.not_found"


class NothingToDraw(NotFound):
    """The catalog has no enabled item to draw."""

    code = "catalogs.empty"


class SlugTaken(Conflict):
    """A catalog with this slug exists."""

    code = "catalogs.slug_taken"


@dataclass(frozen=True, slots=True)
class CatalogItem:
    id: str
    asset: str | dict[str, Any]
    weight: int = 1
    scope: str | None = None
    scope_id: str | None = None
    enabled: bool = True

    @property
    def group(self) -> str:
        return group_key(self.scope, self.scope_id)


@dataclass(frozen=True, slots=True)
class Catalog:
    id: str
    slug: str
    kind: str
    name: str
    created_at: datetime
    updated_at: datetime
    item_count: int = 0


def group_key(scope: str | None, scope_id: str | None) -> str:
    """The draw group of a scope: ``scope/scopeId``, or UNSCOPED."""
    if scope is None:
        return UNSCOPED
    return f"{scope}/{scope_id or ''}"


def slug(raw: str) -> str:
    value = raw.strip().lower()
    if not SLUG.fullmatch(value):
        raise InvalidInput(
            "1-64 of a-z, 0-9 and '-', not starting or ending with '-'",
            field="slug",
            code="catalogs.invalid_slug",
        )
    return value


def kind(raw: str) -> str:
    value = raw.strip().lower()
    if not KIND.fullmatch(value):
        raise InvalidInput("1-32 of a-z, 0-9, '_' and '-'", field="kind")
    return value


def name(raw: str | None, fallback: str) -> str:
    value = (raw or "").strip() or fallback
    if len(value) > NAME_MAX:
        raise InvalidInput(f"at most {NAME_MAX} characters", field="name")
    return value


def scope(
    raw_scope: str | None, raw_id: str | None, field: str = "scope"
) -> tuple[str | None, str | None]:
    """A scope and its id, both or neither (a scope alone scopes to all of its ids: '')."""
    if raw_scope is None:
        if raw_id is not None:
            raise InvalidInput("scopeId needs a scope", field=f"{field}Id")
        return None, None
    value = raw_scope.strip().lower()
    if not SCOPE.fullmatch(value):
        raise InvalidInput("1-64 of a-z, 0-9, '_', '.', ':' and '-'", field=field)
    scope_id = (raw_id or "").strip()
    if len(scope_id) > SCOPE_ID_MAX or "/" in scope_id:
        raise InvalidInput(f"at most {SCOPE_ID_MAX} characters, no '/'", field=f"{field}Id")
    return value, scope_id


def asset(raw: Any, field: str) -> str | dict[str, Any]:
    """An http(s) URL, or a JSON object (at most 4 KiB, 4 levels) describing the asset."""
    if isinstance(raw, str):
        value = raw.strip()
        parts = urlsplit(value)
        if len(value) > URL_MAX or parts.scheme not in ("http", "https") or not parts.netloc:
            raise InvalidInput("an asset URL is http(s), at most 2048 characters", field=field)
        return value
    if isinstance(raw, dict):
        if nests_deeper_than(raw, ASSET_MAX_DEPTH):
            raise InvalidInput(f"nests deeper than {ASSET_MAX_DEPTH} levels", field=field)
        if serialized_size(raw) > ASSET_MAX_BYTES:
            raise InvalidInput(f"over {ASSET_MAX_BYTES} bytes as JSON", field=field)
        return raw
    raise InvalidInput("an asset is a URL or a JSON object", field=field)


def item(
    item_id: str,
    raw_asset: Any,
    weight: int | None,
    raw_scope: str | None,
    raw_scope_id: str | None,
    enabled: bool | None,
    index: int,
) -> CatalogItem:
    where = f"items[{index}]"
    value = 1 if weight is None else weight
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= WEIGHT_MAX:
        raise InvalidInput(f"an integer from 1 to {WEIGHT_MAX}", field=f"{where}.weight")
    item_scope, item_scope_id = scope(raw_scope, raw_scope_id, f"{where}.scope")
    return CatalogItem(
        id=item_id,
        asset=asset(raw_asset, f"{where}.asset"),
        weight=value,
        scope=item_scope,
        scope_id=item_scope_id,
        enabled=True if enabled is None else enabled,
    )
