"""Shapes of the games endpoints (docs/games.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.games.leaderboards import BoardChanges, BoardDraft
from application.games.minigames import CatalogItem, MinigameDraft, MinigameView
from application.games.scores import Ranked, Submitted
from domain.games.leaderboard import (
    SUBMISSION_ID_MAX,
    Leaderboard,
    Operator,
    Order,
    Submission,
    Submitters,
)
from domain.games.minigame import Content
from domain.games.period import SCHEDULE_MAX, Period
from domain.games.template import (
    ASSET_NAME_MAX,
    ASSET_URL_MAX,
    ASSETS_MAX,
    DESCRIPTION_MAX,
    MODE_MAX,
    NAME_MAX,
    PLAYERS_MAX,
    Asset,
    Collaborator,
    Template,
    TemplateContent,
)
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    ObjectIdStr,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.connect.schema import SchemaDto, schema_in, schema_out

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_MAX)]
Mode = Annotated[str, msgspec.Meta(min_length=1, max_length=MODE_MAX)]
Players = Annotated[int, msgspec.Meta(ge=1, le=PLAYERS_MAX)]
RoleName = Literal["owner", "editor", "viewer"]
CollaboratorRoleName = Literal["editor", "viewer"]
StateName = Literal["draft", "published", "unpublished", "archived"]
OrderName = Literal["desc", "asc"]
OperatorName = Literal["best", "set", "incr", "decr"]
SubmittersName = Literal["network", "admins"]
Score = Annotated[int, msgspec.Meta(ge=-(2**53 - 1), le=2**53 - 1)]


class AssetIO(msgspec.Struct, forbid_unknown_fields=True):
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=ASSET_NAME_MAX)]
    url: Annotated[str, msgspec.Meta(min_length=1, max_length=ASSET_URL_MAX)]


class TemplateIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A template as created (POST) or replaced (PUT)."""

    name: Name
    mode: Mode
    min_players: Players
    max_players: Players
    settings_schema: SchemaDto
    description: Annotated[str, msgspec.Meta(max_length=DESCRIPTION_MAX)] = ""
    assets: Annotated[list[AssetIO], msgspec.Meta(max_length=ASSETS_MAX)] = msgspec.field(
        default_factory=list
    )

    def content(self) -> TemplateContent:
        return TemplateContent(
            self.name,
            self.description,
            self.mode,
            self.min_players,
            self.max_players,
            schema_in(self.settings_schema, "settingsSchema"),
            tuple(Asset(a.name, a.url) for a in self.assets),
        )


class TemplateOut(msgspec.Struct, rename="camel"):
    id: str
    owner_id: UUID
    name: str
    description: str
    mode: str
    min_players: int
    max_players: int
    settings_schema: SchemaDto
    assets: list[AssetIO]
    revision: int
    created_at: CreatedAt
    updated_at: UpdatedAt
    role: RoleName | None = None
    """The caller's role (owner, editor, viewer)."""


def template_out(template: Template, role: str | None = None) -> TemplateOut:
    content = template.content
    schema = schema_out(content.settings_schema)
    assert schema is not None
    return TemplateOut(
        template.id,
        template.owner_id,
        content.name,
        content.description,
        content.mode,
        content.min_players,
        content.max_players,
        schema,
        [AssetIO(a.name, a.url) for a in content.assets],
        template.revision,
        ts(template.created_at),
        ts(template.updated_at),
        role,  # type: ignore[arg-type]
    )


class TemplateEnvelope(msgspec.Struct):
    template: TemplateOut


class TemplatesOut(msgspec.Struct, rename="camel"):
    items: Items[TemplateOut]
    next_cursor: NextCursor


class CollaboratorIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    user_id: UUID
    role: CollaboratorRoleName


class CollaboratorOut(msgspec.Struct, rename="camel"):
    user_id: UUID
    role: CollaboratorRoleName
    added_at: Timestamp


def collaborator_out(collaborator: Collaborator) -> CollaboratorOut:
    return CollaboratorOut(
        collaborator.user_id,
        collaborator.role.value,
        ts(collaborator.added_at),
    )


class CollaboratorsOut(msgspec.Struct):
    items: Items[CollaboratorOut]


Values = dict[str, Any]


class MinigameIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    template_id: ObjectIdStr
    name: Name
    values: Values = msgspec.field(default_factory=dict)
    network_id: UUID | None = None

    def draft(self) -> MinigameDraft:
        return MinigameDraft(self.template_id, Content(self.name, self.values), self.network_id)


class MinigameReplace(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A new draft revision: name, values and network (left out: none)."""

    name: Name
    values: Values = msgspec.field(default_factory=dict)
    network_id: UUID | None = None


class RevisionOut(msgspec.Struct, rename="camel"):
    name: str
    values: Values
    revision: int


class MinigameOut(msgspec.Struct, rename="camel"):
    id: str
    template_id: str
    owner_id: UUID
    network_id: UUID | None
    mode: str
    state: StateName
    draft: RevisionOut
    published: RevisionOut | None
    created_at: CreatedAt
    updated_at: UpdatedAt
    published_at: Timestamp | None
    role: RoleName


def minigame_out(view: MinigameView) -> MinigameOut:
    m = view.minigame
    published = None
    if m.published is not None and m.published_revision is not None:
        published = RevisionOut(m.published.name, m.published.values, m.published_revision)
    return MinigameOut(
        m.id,
        m.template_id,
        m.owner_id,
        m.network_id,
        m.mode,
        m.state.value,
        RevisionOut(m.draft.name, m.draft.values, m.revision),
        published,
        ts(m.created_at),
        ts(m.updated_at),
        ts_or_none(m.published_at),
        view.role.value,
    )


class MinigameEnvelope(msgspec.Struct):
    minigame: MinigameOut


class MinigamesOut(msgspec.Struct, rename="camel"):
    items: Items[MinigameOut]
    next_cursor: NextCursor


class CatalogItemOut(msgspec.Struct, rename="camel"):
    """What players see: the published revision only."""

    id: str
    template_id: str
    name: str
    mode: str
    values: Values
    revision: int
    live_players: int
    published_at: Timestamp


def catalog_item_out(item: CatalogItem) -> CatalogItemOut:
    m = item.minigame
    assert m.published is not None and m.published_revision is not None
    assert m.published_at is not None
    return CatalogItemOut(
        m.id,
        m.template_id,
        m.published.name,
        m.mode,
        m.published.values,
        m.published_revision,
        item.live_players,
        ts(m.published_at),
    )


class CatalogOut(msgspec.Struct, rename="camel"):
    items: Items[CatalogItemOut]
    next_cursor: NextCursor


Schedule = Annotated[str, msgspec.Meta(min_length=9, max_length=SCHEDULE_MAX)]


class LeaderboardIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: Name
    order: OrderName = "desc"
    operator: OperatorName = "best"
    minigame_id: ObjectIdStr | None = None
    submitters: SubmittersName = "network"
    reset_schedule: Schedule | None = None

    def draft(self) -> BoardDraft:
        return BoardDraft(
            self.name,
            Order(self.order),
            Operator(self.operator),
            self.minigame_id,
            Submitters(self.submitters),
            self.reset_schedule,
        )


class LeaderboardReplace(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Name, submitters and reset schedule (order, operator and minigame are fixed)."""

    name: Name
    submitters: SubmittersName
    reset_schedule: Schedule | None = None

    def changes(self) -> BoardChanges:
        return BoardChanges(self.name, Submitters(self.submitters), self.reset_schedule)


class LeaderboardOut(msgspec.Struct, rename="camel"):
    id: str
    name: str
    order: OrderName
    operator: OperatorName
    minigame_id: str | None
    submitters: SubmittersName
    reset_schedule: str | None
    created_by: UUID
    revision: int
    created_at: CreatedAt
    updated_at: UpdatedAt


def leaderboard_out(board: Leaderboard) -> LeaderboardOut:
    return LeaderboardOut(
        board.id,
        board.name,
        board.order.value,
        board.operator.value,
        board.minigame_id,
        board.submitters.value,
        board.reset_schedule,
        board.created_by,
        board.revision,
        ts(board.created_at),
        ts(board.updated_at),
    )


class LeaderboardEnvelope(msgspec.Struct):
    leaderboard: LeaderboardOut


class LeaderboardsOut(msgspec.Struct, rename="camel"):
    items: Items[LeaderboardOut]
    next_cursor: NextCursor


class ScoreIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A score for a player. ``submissionId`` makes the submit idempotent on this board."""

    player_id: UUID
    score: Score
    subscore: Score = 0
    metadata: Values = msgspec.field(default_factory=dict)
    submission_id: (
        Annotated[str, msgspec.Meta(min_length=1, max_length=SUBMISSION_ID_MAX)] | None
    ) = None

    def submission(self) -> Submission:
        return Submission(self.score, self.subscore, self.metadata)


class EntryOut(msgspec.Struct, rename="camel"):
    rank: int | None
    """null in the answer of a submit that did not ask for it (``?rank=true``)."""
    player_id: UUID
    score: int
    subscore: int
    metadata: Values
    achieved_at: Timestamp


def entry_out(ranked: Ranked) -> EntryOut:
    standing = ranked.entry.standing
    return EntryOut(
        ranked.rank,
        ranked.entry.player_id,
        standing.score,
        standing.subscore,
        standing.metadata,
        ts(standing.achieved_at),
    )


class SubmittedOut(msgspec.Struct):
    entry: EntryOut
    changed: bool
    duplicate: bool


def submitted_out(submitted: Submitted) -> SubmittedOut:
    return SubmittedOut(entry_out(submitted.ranked), submitted.changed, submitted.duplicate)


class PeriodOut(msgspec.Struct):
    start: Timestamp
    end: Timestamp


def period_out(period: Period | None) -> PeriodOut | None:
    return None if period is None else PeriodOut(ts(period.start), ts(period.end))


class EntriesOut(msgspec.Struct, rename="camel"):
    items: Items[EntryOut]
    next_cursor: NextCursor
    period: PeriodOut | None
    """The reset period shown; null on a board without resets."""


class PeriodsOut(msgspec.Struct, rename="camel"):
    """The current period and the starts of those with scores, newest first."""

    current: PeriodOut | None
    starts: list[Timestamp]
    next_cursor: NextCursor


class AroundOut(msgspec.Struct):
    """The player's entry (``entry``) and its neighbours in rank order (``items``)."""

    entry: EntryOut
    items: Items[EntryOut]


_T = "2026-11-28T09:30:00.000Z"
_SCHEMA = {
    "version": "1",
    "fields": [
        {"key": "rounds", "label": "Rounds", "type": "int"},
        {"key": "map", "label": "Map", "type": "enum", "options": ["desert", "snow"]},
    ],
}
_TEMPLATE_IN = {
    "name": "Capture the Flag",
    "mode": "ctf",
    "minPlayers": 4,
    "maxPlayers": 16,
    "settingsSchema": _SCHEMA,
    "description": "Two teams, two flags.",
    "assets": [{"name": "icon", "url": "https://cdn.example.com/ctf/icon.png"}],
}
_TEMPLATE = {
    **_TEMPLATE_IN,
    "id": "6747a1c0e4b0a1b2c3d4e5f6",
    "ownerId": "0190f3a2-7c4e-7b1a-9d2e-3f4a5b6c7d8e",
    "revision": 2,
    "createdAt": _T,
    "updatedAt": _T,
    "role": "owner",
}
_REVISION = {"name": "CTF: Desert", "values": {"rounds": 3, "map": "desert"}, "revision": 2}
_MINIGAME = {
    "id": "6747a1d2e4b0a1b2c3d4e5f7",
    "templateId": "6747a1c0e4b0a1b2c3d4e5f6",
    "ownerId": "0190f3a2-7c4e-7b1a-9d2e-3f4a5b6c7d8e",
    "networkId": "0190f3a3-1111-7b1a-9d2e-3f4a5b6c7d8e",
    "mode": "ctf",
    "state": "published",
    "draft": _REVISION,
    "published": _REVISION,
    "createdAt": _T,
    "updatedAt": _T,
    "publishedAt": _T,
    "role": "owner",
}
_BOARD = {
    "id": "6747a1e4e4b0a1b2c3d4e5f8",
    "name": "Flags captured",
    "order": "desc",
    "operator": "incr",
    "minigameId": "6747a1d2e4b0a1b2c3d4e5f7",
    "submitters": "network",
    "resetSchedule": "0 0 * * 1",
    "createdBy": "0190f3a2-7c4e-7b1a-9d2e-3f4a5b6c7d8e",
    "revision": 1,
    "createdAt": _T,
    "updatedAt": _T,
}
_ENTRY = {
    "rank": 3,
    "playerId": "0190f3a4-2222-7b1a-9d2e-3f4a5b6c7d8e",
    "score": 42,
    "subscore": 7,
    "metadata": {"kit": "archer"},
    "achievedAt": _T,
}
_CATALOG_ITEM = {
    "id": "6747a1d2e4b0a1b2c3d4e5f7",
    "templateId": "6747a1c0e4b0a1b2c3d4e5f6",
    "name": "CTF: Desert",
    "mode": "ctf",
    "values": {"rounds": 3, "map": "desert"},
    "revision": 2,
    "livePlayers": 0,
    "publishedAt": _T,
}
EXAMPLES: dict[str, Any] = {
    "AssetIO": {"name": "icon", "url": "https://cdn.example.com/ctf/icon.png"},
    "RevisionOut": _REVISION,
    "TemplateIn": _TEMPLATE_IN,
    "TemplateOut": _TEMPLATE,
    "TemplateEnvelope": {"template": _TEMPLATE},
    "TemplatesOut": {"items": [_TEMPLATE], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "CollaboratorIn": {"userId": "0190f3a5-3333-7b1a-9d2e-3f4a5b6c7d8e", "role": "editor"},
    "CollaboratorOut": {
        "userId": "0190f3a5-3333-7b1a-9d2e-3f4a5b6c7d8e",
        "role": "editor",
        "addedAt": _T,
    },
    "CollaboratorsOut": {
        "items": [
            {"userId": "0190f3a5-3333-7b1a-9d2e-3f4a5b6c7d8e", "role": "editor", "addedAt": _T}
        ]
    },
    "MinigameIn": {
        "templateId": "6747a1c0e4b0a1b2c3d4e5f6",
        "name": "CTF: Desert",
        "values": {"rounds": 3, "map": "desert"},
        "networkId": "0190f3a3-1111-7b1a-9d2e-3f4a5b6c7d8e",
    },
    "MinigameReplace": {"name": "CTF: Snow", "values": {"rounds": 5, "map": "snow"}},
    "MinigameOut": _MINIGAME,
    "MinigameEnvelope": {"minigame": _MINIGAME},
    "MinigamesOut": {"items": [_MINIGAME], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "CatalogItemOut": _CATALOG_ITEM,
    "CatalogOut": {"items": [_CATALOG_ITEM], "nextCursor": "MTczMjc4NjIwMDAwMHw2NzQ3"},
    "LeaderboardIn": {
        "name": "Flags captured",
        "order": "desc",
        "operator": "incr",
        "minigameId": "6747a1d2e4b0a1b2c3d4e5f7",
        "submitters": "network",
        "resetSchedule": "0 0 * * 1",
    },
    "LeaderboardReplace": {"name": "Flags captured (season 2)", "submitters": "admins"},
    "LeaderboardOut": _BOARD,
    "LeaderboardEnvelope": {"leaderboard": _BOARD},
    "LeaderboardsOut": {"items": [_BOARD], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "ScoreIn": {
        "playerId": "0190f3a4-2222-7b1a-9d2e-3f4a5b6c7d8e",
        "score": 3,
        "subscore": 1,
        "metadata": {"kit": "archer"},
        "submissionId": "match-6747a1f0-round-2",
    },
    "EntryOut": _ENTRY,
    "SubmittedOut": {"entry": _ENTRY, "changed": True, "duplicate": False},
    "EntriesOut": {
        "items": [_ENTRY],
        "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ",
        "period": {"start": "2026-11-23T00:00:00.000Z", "end": "2026-11-30T00:00:00.000Z"},
    },
    "PeriodOut": {"start": "2026-11-23T00:00:00.000Z", "end": "2026-11-30T00:00:00.000Z"},
    "PeriodsOut": {
        "current": {"start": "2026-11-23T00:00:00.000Z", "end": "2026-11-30T00:00:00.000Z"},
        "starts": ["2026-11-23T00:00:00.000Z", "2026-11-16T00:00:00.000Z"],
        "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ",
    },
    "AroundOut": {"entry": _ENTRY, "items": [_ENTRY]},
}
