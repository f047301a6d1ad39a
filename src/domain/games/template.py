"""Templates: reusable game definitions, and who may read or edit them (docs/games.md,
"Templates").

- A template has a name, a description, a mode (a slug such as ``pvp``), a player range, a
  typed settings schema (the Connect settings schema types) and assets (``https://`` URLs or
  ``storage://`` keys of stored objects, each key following the storage's key rule,
  ``domain/shared/storage_key.py``); its owner is who created it.
- Collaborators are ``editor`` (reads and edits, publishes its minigames) or ``viewer``
  (reads); only the owner deletes the template or manages collaborators.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.connect.schema import Schema
from domain.shared.errors import InvalidInput
from domain.shared.storage_key import SCHEME, check_storage_key

NAME_MAX = 80
DESCRIPTION_MAX = 2000
MODE_MAX = 32
PLAYERS_MAX = 1000
ASSETS_MAX = 32
ASSET_NAME_MAX = 64
ASSET_URL_MAX = 500
COLLABORATORS_MAX = 50
_MODE = re.compile(r"[a-z][a-z0-9-]*")
_ASSET_URL = re.compile(r"https://[^\s]+")


class Role(StrEnum):
    """What a person is to a template (and to its minigames)."""

    OWNER = "owner"
    EDITOR = "editor"
    VIEWER = "viewer"

    @property
    def edits(self) -> bool:
        return self is not Role.VIEWER


class CollaboratorRole(StrEnum):
    EDITOR = "editor"
    VIEWER = "viewer"


@dataclass(frozen=True, slots=True)
class Asset:
    name: str
    url: str


@dataclass(frozen=True, slots=True)
class TemplateContent:
    name: str
    description: str
    mode: str
    min_players: int
    max_players: int
    settings_schema: Schema
    assets: tuple[Asset, ...]


@dataclass(frozen=True, slots=True)
class Template:
    id: str
    owner_id: UUID
    content: TemplateContent
    revision: int
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class Collaborator:
    template_id: str
    user_id: UUID
    role: CollaboratorRole
    added_at: datetime


def check_name(raw: str, field: str = "name") -> str:
    name = raw.strip()
    if not name or len(name) > NAME_MAX or any(not ch.isprintable() for ch in name):
        raise InvalidInput(f"must be 1..{NAME_MAX} printable characters", field=field)
    return name


def check_mode(raw: str, field: str = "mode") -> str:
    if len(raw) > MODE_MAX or not _MODE.fullmatch(raw):
        raise InvalidInput(
            f"must be 1..{MODE_MAX} characters of a-z, 0-9 and '-', starting with a letter",
            field=field,
            code="games.invalid_mode",
        )
    return raw


def check_content(content: TemplateContent) -> TemplateContent:
    """``content`` with its name trimmed, every rule checked (400 naming the field)."""
    if len(content.description) > DESCRIPTION_MAX:
        raise InvalidInput(f"at most {DESCRIPTION_MAX} characters", field="description")
    if not 1 <= content.min_players <= PLAYERS_MAX:
        raise InvalidInput(f"must be 1..{PLAYERS_MAX}", field="minPlayers")
    if not content.min_players <= content.max_players <= PLAYERS_MAX:
        raise InvalidInput(f"must be minPlayers..{PLAYERS_MAX}", field="maxPlayers")
    if len(content.assets) > ASSETS_MAX:
        raise InvalidInput(f"at most {ASSETS_MAX} assets", field="assets")
    for i, asset in enumerate(content.assets):
        if not asset.name or len(asset.name) > ASSET_NAME_MAX:
            raise InvalidInput(f"must be 1..{ASSET_NAME_MAX} characters", f"assets[{i}].name")
        check_asset_url(asset.url, f"assets[{i}].url")
    if len({a.name for a in content.assets}) != len(content.assets):
        raise InvalidInput("each asset name may appear once", field="assets")
    return TemplateContent(
        check_name(content.name),
        content.description,
        check_mode(content.mode),
        content.min_players,
        content.max_players,
        content.settings_schema,
        content.assets,
    )


def check_asset_url(url: str, field: str) -> str:
    """An ``https://`` URL, or ``storage://`` and a key that follows the storage's key rule."""
    if url.startswith(SCHEME):
        return SCHEME + check_storage_key(url.removeprefix(SCHEME), field)
    if len(url) > ASSET_URL_MAX or not _ASSET_URL.fullmatch(url):
        raise InvalidInput("must be an https:// URL or a storage:// key", field)
    return url


def role_of(template: Template, user_id: UUID, collaborator: Collaborator | None) -> Role | None:
    """The person's role on the template: owner, a collaborator's role, or None."""
    if template.owner_id == user_id:
        return Role.OWNER
    if collaborator is not None and collaborator.user_id == user_id:
        return Role(collaborator.role.value)
    return None
