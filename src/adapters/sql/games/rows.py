"""Rows of the games tables to domain values and back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.games import (
    game_leaderboard_entries,
    game_leaderboards,
    game_matches,
    game_minigames,
    game_templates,
)
from domain.connect.schema import schema_from_dict, schema_to_dict
from domain.games.leaderboard import (
    Entry,
    Leaderboard,
    Operator,
    Order,
    Standing,
    Submitters,
    sort_key,
)
from domain.games.match import EndedBy, Match, MatchState
from domain.games.minigame import Content, Minigame, MinigameState
from domain.games.template import Asset, Template, TemplateContent

TEMPLATE_COLUMNS = (
    "id", "owner_id", "name", "description", "mode", "min_players", "max_players",
    "settings_schema", "assets", "revision", "created_at", "updated_at",
)  # fmt: skip
TEMPLATE_SELECT = [game_templates.c[name] for name in TEMPLATE_COLUMNS]
MINIGAME_COLUMNS = (
    "id", "template_id", "owner_id", "network_id", "mode", "state", "name", "settings_values",
    "revision", "published_name", "published_values", "published_revision", "created_at",
    "updated_at", "published_at",
)  # fmt: skip
MINIGAME_SELECT = [game_minigames.c[name] for name in MINIGAME_COLUMNS]
BOARD_COLUMNS = (
    "id", "name", "sort_order", "operator", "minigame_id", "submitters", "reset_schedule",
    "created_by", "revision", "created_at", "updated_at",
)  # fmt: skip
BOARD_SELECT = [game_leaderboards.c[name] for name in BOARD_COLUMNS]
ENTRY_COLUMNS = ("board_id", "player_id", "score", "subscore", "achieved_at", "meta", "period")
ENTRY_SELECT = [game_leaderboard_entries.c[name] for name in ENTRY_COLUMNS]


def template_from(row: Sequence[Any]) -> Template:
    (template_id, owner_id, name, description, mode, min_players, max_players, schema, assets,
     revision, created_at, updated_at) = row  # fmt: skip
    content = TemplateContent(
        name,
        description,
        mode,
        int(min_players),
        int(max_players),
        schema_from_dict(schema),
        tuple(Asset(a["name"], a["url"]) for a in assets),
    )
    return Template(
        template_id,
        owner_id,
        content,
        int(revision),
        dt_required(created_at),
        dt_required(updated_at),
    )


def template_values(template: Template) -> dict[str, Any]:
    content = template.content
    return {
        "id": template.id,
        "owner_id": template.owner_id,
        "name": content.name,
        "description": content.description,
        "mode": content.mode,
        "min_players": content.min_players,
        "max_players": content.max_players,
        "settings_schema": schema_to_dict(content.settings_schema),
        "assets": [{"name": a.name, "url": a.url} for a in content.assets],
        "revision": template.revision,
        "created_at": ms(template.created_at),
        "updated_at": ms(template.updated_at),
    }


def minigame_from(row: Sequence[Any]) -> Minigame:
    (minigame_id, template_id, owner_id, network_id, mode, state, name, values, revision,
     published_name, published_values, published_revision, created_at, updated_at,
     published_at) = row  # fmt: skip
    published = Content(published_name, published_values) if published_name is not None else None
    return Minigame(
        minigame_id,
        template_id,
        owner_id,
        network_id,
        mode,
        MinigameState(state),
        Content(name, values),
        int(revision),
        published,
        int(published_revision) if published_revision is not None else None,
        dt_required(created_at),
        dt_required(updated_at),
        dt(published_at),
    )


def minigame_values(minigame: Minigame) -> dict[str, Any]:
    published = minigame.published
    return {
        "id": minigame.id,
        "template_id": minigame.template_id,
        "owner_id": minigame.owner_id,
        "network_id": minigame.network_id,
        "mode": minigame.mode,
        "state": minigame.state.value,
        "name": minigame.draft.name,
        "settings_values": minigame.draft.values,
        "revision": minigame.revision,
        "published_name": published.name if published else None,
        "published_values": published.values if published else None,
        "published_revision": minigame.published_revision,
        "created_at": ms(minigame.created_at),
        "updated_at": ms(minigame.updated_at),
        "published_at": ms(minigame.published_at),
    }


def board_from(row: Sequence[Any]) -> Leaderboard:
    (board_id, name, order, operator, minigame_id, submitters, reset_schedule, created_by,
     revision, created_at, updated_at) = row  # fmt: skip
    return Leaderboard(
        board_id,
        name,
        Order(order),
        Operator(operator),
        minigame_id,
        Submitters(submitters),
        reset_schedule,
        created_by,
        int(revision),
        dt_required(created_at),
        dt_required(updated_at),
    )


def board_values(board: Leaderboard) -> dict[str, Any]:
    return {
        "id": board.id,
        "name": board.name,
        "sort_order": board.order.value,
        "operator": board.operator.value,
        "minigame_id": board.minigame_id,
        "submitters": board.submitters.value,
        "reset_schedule": board.reset_schedule,
        "created_by": board.created_by,
        "revision": board.revision,
        "created_at": ms(board.created_at),
        "updated_at": ms(board.updated_at),
    }


def entry_from(row: Sequence[Any]) -> Entry:
    board_id, player_id, score, subscore, achieved_at, meta, period = row
    standing = Standing(int(score), int(subscore), dt_required(achieved_at), meta)
    return Entry(board_id, player_id, standing, int(period))


def entry_values(board: Leaderboard, entry: Entry) -> dict[str, Any]:
    standing = entry.standing
    key = sort_key(board.order, entry.player_id, standing)
    return {
        "board_id": entry.board_id,
        "period": entry.period,
        "player_id": entry.player_id,
        "score": standing.score,
        "subscore": standing.subscore,
        "key_score": key[0],
        "key_subscore": key[1],
        "achieved_at": key[2],
        "meta": standing.metadata,
    }


MATCH_COLUMNS = (
    "id", "minigame_id", "server_id", "players", "state", "started_at", "reported_at",
    "ended_at", "ended_by", "results",
)  # fmt: skip
MATCH_SELECT = [game_matches.c[name] for name in MATCH_COLUMNS]


def match_from(row: Sequence[Any]) -> Match:
    (match_id, minigame_id, server_id, players, state, started_at, reported_at, ended_at,
     ended_by, results) = row  # fmt: skip
    return Match(
        match_id,
        minigame_id,
        server_id,
        tuple(UUID(hex=p) for p in players),
        MatchState(state),
        dt_required(started_at),
        dt_required(reported_at),
        dt(ended_at),
        EndedBy(ended_by) if ended_by else None,
        results,
    )


def match_values(match: Match) -> dict[str, Any]:
    return {
        "id": match.id,
        "minigame_id": match.minigame_id,
        "server_id": match.server_id,
        "players": [p.hex for p in match.players],
        "state": match.state.value,
        "started_at": ms(match.started_at),
        "reported_at": ms(match.reported_at),
        "ended_at": ms(match.ended_at),
        "ended_by": match.ended_by.value if match.ended_by else None,
        "results": match.results,
    }
