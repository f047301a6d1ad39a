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
    RecordId,
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
    name: Annotated[
        str,
        msgspec.Meta(min_length=1, max_length=ASSET_NAME_MAX, description=("The asset's name.")),
    ]
    url: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=ASSET_URL_MAX,
            description=("Where the asset is (http(s) URL)."),
        ),
    ]


# Described once, shared by the Structs below.
SettingsSchema = Annotated[
    SchemaDto, msgspec.Meta(description="The typed settings a minigame of the template fills in.")
]


class TemplateIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A template as created (POST) or replaced (PUT)."""

    name: Annotated[Name, msgspec.Meta(description="The template's name.")]
    mode: Annotated[
        Mode, msgspec.Meta(description=("The game mode the template is for (e.g. `ctf`)."))
    ]
    min_players: Annotated[Players, msgspec.Meta(description="The fewest players a match needs.")]
    max_players: Annotated[Players, msgspec.Meta(description="The most players a match takes.")]
    settings_schema: SettingsSchema
    description: Annotated[
        str, msgspec.Meta(max_length=DESCRIPTION_MAX, description=("What the template is."))
    ] = ""
    assets: Annotated[
        list[AssetIO], msgspec.Meta(max_length=ASSETS_MAX, description=("The template's assets."))
    ] = msgspec.field(default_factory=list)

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


# Described once, shared by the Structs below.
OwnerId = Annotated[UUID, msgspec.Meta(description="The owner's user id.")]


class TemplateOut(msgspec.Struct, rename="camel"):
    id: RecordId
    owner_id: OwnerId
    name: Annotated[str, msgspec.Meta(description="The template's name.")]
    description: Annotated[str, msgspec.Meta(description="What the template is.")]
    mode: Annotated[str, msgspec.Meta(description="The game mode the template is for.")]
    min_players: Annotated[int, msgspec.Meta(description="The fewest players a match needs.")]
    max_players: Annotated[int, msgspec.Meta(description="The most players a match takes.")]
    settings_schema: SettingsSchema
    assets: Annotated[list[AssetIO], msgspec.Meta(description="The template's assets.")]
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the template: each change is a new one (also the ETag).")
        ),
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt
    role: (
        Annotated[
            RoleName,
            msgspec.Meta(
                description=("The caller's role on it (owner, editor, viewer); null for none.")
            ),
        ]
        | None
    ) = None
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
    template: Annotated[TemplateOut, msgspec.Meta(description="The template.")]


class TemplatesOut(msgspec.Struct, rename="camel"):
    items: Items[TemplateOut]
    next_cursor: NextCursor


# Described once, shared by the Structs below.
UserId = Annotated[UUID, msgspec.Meta(description="The collaborator's user id.")]
Role = Annotated[CollaboratorRoleName, msgspec.Meta(description="editor or viewer.")]


class CollaboratorIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    user_id: UserId
    role: Role


class CollaboratorOut(msgspec.Struct, rename="camel"):
    user_id: UserId
    role: Role
    added_at: Annotated[Timestamp, msgspec.Meta(description="When the collaborator was added.")]


def collaborator_out(collaborator: Collaborator) -> CollaboratorOut:
    return CollaboratorOut(
        collaborator.user_id,
        collaborator.role.value,
        ts(collaborator.added_at),
    )


class CollaboratorsOut(msgspec.Struct):
    items: Items[CollaboratorOut]


Values = dict[str, Any]


# Described once, shared by the Structs below.
ValuesField = Annotated[
    Values, msgspec.Meta(description=("Settings values, checked against the template's schema."))
]
NetworkId = (
    Annotated[UUID, msgspec.Meta(description="The network whose servers run it; null for none.")]
    | None
)


class MinigameIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    template_id: Annotated[
        ObjectIdStr, msgspec.Meta(description=("The template the minigame is made from."))
    ]
    name: Annotated[Name, msgspec.Meta(description="The minigame's name.")]
    values: ValuesField = msgspec.field(default_factory=dict)
    network_id: NetworkId = None

    def draft(self) -> MinigameDraft:
        return MinigameDraft(self.template_id, Content(self.name, self.values), self.network_id)


class MinigameReplace(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A new draft revision: name, values and network (left out: none)."""

    name: Annotated[Name, msgspec.Meta(description="The minigame's name.")]
    values: ValuesField = msgspec.field(default_factory=dict)
    network_id: NetworkId = None


class RevisionOut(msgspec.Struct, rename="camel"):
    name: Annotated[str, msgspec.Meta(description="The minigame's name in this revision.")]
    values: Annotated[Values, msgspec.Meta(description="The settings values in this revision.")]
    revision: Annotated[int, msgspec.Meta(description="The revision's number.")]


# Described once, shared by the Structs below.
TemplateId = Annotated[str, msgspec.Meta(description="The template it is made from.")]
ModeField = Annotated[str, msgspec.Meta(description="The template's game mode.")]


class MinigameOut(msgspec.Struct, rename="camel"):
    id: RecordId
    template_id: TemplateId
    owner_id: OwnerId
    network_id: NetworkId
    mode: ModeField
    state: Annotated[
        StateName, msgspec.Meta(description=("draft, published, unpublished or archived."))
    ]
    draft: Annotated[RevisionOut, msgspec.Meta(description="The draft being edited.")]
    published: (
        Annotated[
            RevisionOut,
            msgspec.Meta(
                description=("The published revision; null before the first publication.")
            ),
        ]
        | None
    )
    created_at: CreatedAt
    updated_at: UpdatedAt
    published_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When it was last published; null if never."))
        ]
        | None
    )
    role: Annotated[
        RoleName, msgspec.Meta(description=("The caller's role on it: owner, editor or viewer."))
    ]


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
    minigame: Annotated[MinigameOut, msgspec.Meta(description="The minigame.")]


class MinigamesOut(msgspec.Struct, rename="camel"):
    items: Items[MinigameOut]
    next_cursor: NextCursor


class CatalogItemOut(msgspec.Struct, rename="camel"):
    """What players see: the published revision only."""

    id: Annotated[str, msgspec.Meta(description="The minigame's id.")]
    template_id: TemplateId
    name: Annotated[str, msgspec.Meta(description="The minigame's name.")]
    mode: ModeField
    values: Annotated[Values, msgspec.Meta(description="The published settings values.")]
    revision: Annotated[int, msgspec.Meta(description="The published revision's number.")]
    live_players: Annotated[int, msgspec.Meta(description="Players in its live matches now.")]
    published_at: Annotated[Timestamp, msgspec.Meta(description="When it was published.")]


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
    name: Annotated[Name, msgspec.Meta(description="The board's name.")]
    order: Annotated[
        OrderName,
        msgspec.Meta(
            description=("desc (higher is better) or asc (lower is better: race times); fixed.")
        ),
    ] = "desc"
    operator: Annotated[
        OperatorName,
        msgspec.Meta(
            description=(
                "What a submitted score does: best keeps the better, set replaces, "
                "incr adds, decr subtracts; fixed."
            )
        ),
    ] = "best"
    minigame_id: (
        Annotated[
            ObjectIdStr,
            msgspec.Meta(
                description=("Scopes the board to a minigame; null for none (needs games:manage).")
            ),
        ]
        | None
    ) = None
    submitters: Annotated[
        SubmittersName,
        msgspec.Meta(description=("network (the servers of the minigame's network) or admins.")),
    ] = "network"
    reset_schedule: (
        Annotated[
            Schedule,
            msgspec.Meta(
                description=(
                    "A five-field cron expression in UTC (e.g. `0 0 * * 1`): each "
                    "period ranks on its own."
                )
            ),
        ]
        | None
    ) = None

    def draft(self) -> BoardDraft:
        return BoardDraft(
            self.name,
            Order(self.order),
            Operator(self.operator),
            self.minigame_id,
            Submitters(self.submitters),
            self.reset_schedule,
        )


# Described once, shared by the Structs below.
SubmittersField = Annotated[SubmittersName, msgspec.Meta(description="network or admins.")]


class LeaderboardReplace(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Name, submitters and reset schedule (order, operator and minigame are fixed)."""

    name: Annotated[Name, msgspec.Meta(description="The board's name.")]
    submitters: SubmittersField
    reset_schedule: (
        Annotated[
            Schedule,
            msgspec.Meta(description=("A five-field cron expression in UTC; null for none.")),
        ]
        | None
    ) = None

    def changes(self) -> BoardChanges:
        return BoardChanges(self.name, Submitters(self.submitters), self.reset_schedule)


class LeaderboardOut(msgspec.Struct, rename="camel"):
    id: RecordId
    name: Annotated[str, msgspec.Meta(description="The board's name.")]
    order: Annotated[
        OrderName, msgspec.Meta(description=("desc (higher is better) or asc (lower is better)."))
    ]
    operator: Annotated[OperatorName, msgspec.Meta(description="best, set, incr or decr.")]
    minigame_id: (
        Annotated[str, msgspec.Meta(description=("The minigame the board is of; null for none."))]
        | None
    )
    submitters: SubmittersField
    reset_schedule: (
        Annotated[
            str, msgspec.Meta(description=("The cron expression of its periods; null for none."))
        ]
        | None
    )
    created_by: Annotated[UUID, msgspec.Meta(description="The user who made it.")]
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the board: each change is a new one (also the ETag).")
        ),
    ]
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
    leaderboard: Annotated[LeaderboardOut, msgspec.Meta(description="The leaderboard.")]


class LeaderboardsOut(msgspec.Struct, rename="camel"):
    items: Items[LeaderboardOut]
    next_cursor: NextCursor


# Described once, shared by the Structs below.
PlayerId = Annotated[UUID, msgspec.Meta(description="The player's user id.")]
Metadata = Annotated[Values, msgspec.Meta(description="Free-form details of the score.")]


class ScoreIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A score for a player. ``submissionId`` makes the submit idempotent on this board."""

    player_id: PlayerId
    score: Annotated[Score, msgspec.Meta(description="The score, within ±(2^53 - 1).")]
    subscore: Annotated[
        Score, msgspec.Meta(description=("Breaks ties of the score, by the same operator."))
    ] = 0
    metadata: Metadata = msgspec.field(default_factory=dict)
    submission_id: (
        Annotated[
            str,
            msgspec.Meta(
                min_length=1,
                max_length=SUBMISSION_ID_MAX,
                description=("Makes the submit idempotent: a repeat is a duplicate."),
            ),
        ]
        | None
    ) = None

    def submission(self) -> Submission:
        return Submission(self.score, self.subscore, self.metadata)


class EntryOut(msgspec.Struct, rename="camel"):
    rank: (
        Annotated[int, msgspec.Meta(description=("The player's rank; null when not ranked."))]
        | None
    )
    """null in the answer of a submit that did not ask for it (``?rank=true``)."""
    player_id: PlayerId
    score: Annotated[int, msgspec.Meta(description="The stored score.")]
    subscore: Annotated[int, msgspec.Meta(description="The stored subscore.")]
    metadata: Metadata
    achieved_at: Annotated[
        Timestamp, msgspec.Meta(description=("When the stored score was reached."))
    ]


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
    entry: Annotated[EntryOut, msgspec.Meta(description="The player's entry after the submit.")]
    changed: Annotated[bool, msgspec.Meta(description="Whether the submit changed the entry.")]
    duplicate: Annotated[
        bool,
        msgspec.Meta(description=("Whether the submissionId was seen before (nothing changed).")),
    ]


def submitted_out(submitted: Submitted) -> SubmittedOut:
    return SubmittedOut(entry_out(submitted.ranked), submitted.changed, submitted.duplicate)


class PeriodOut(msgspec.Struct):
    start: Annotated[Timestamp, msgspec.Meta(description="When the period started (included).")]
    end: Annotated[Timestamp, msgspec.Meta(description="When it ends (excluded).")]


def period_out(period: Period | None) -> PeriodOut | None:
    return None if period is None else PeriodOut(ts(period.start), ts(period.end))


class EntriesOut(msgspec.Struct, rename="camel"):
    items: Items[EntryOut]
    next_cursor: NextCursor
    period: (
        Annotated[
            PeriodOut,
            msgspec.Meta(description=("The period shown; null on a board without a schedule.")),
        ]
        | None
    )
    """The reset period shown; null on a board without resets."""


class PeriodsOut(msgspec.Struct, rename="camel"):
    """The current period and the starts of those with scores, newest first."""

    current: (
        Annotated[
            PeriodOut,
            msgspec.Meta(description=("The current period; null on a board without a schedule.")),
        ]
        | None
    )
    starts: Annotated[
        list[Timestamp],
        msgspec.Meta(description=("Starts of the periods that have scores, newest first.")),
    ]
    next_cursor: NextCursor


class AroundOut(msgspec.Struct):
    """The player's entry (``entry``) and its neighbours in rank order (``items``)."""

    entry: Annotated[EntryOut, msgspec.Meta(description="The player's entry.")]
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
