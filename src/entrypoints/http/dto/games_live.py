"""Shapes of live matches: the REST reports of servers and the ``/v1/games/live`` messages
(docs/games.md, "Live matches")."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.games.matches import MatchEvent, MatchEventKind
from domain.games.match import PLAYERS_MAX, Match
from entrypoints.http.dto.common import Items, ObjectIdStr, RecordId, Timestamp, ts, ts_or_none
from entrypoints.http.dto.connect.fields import ServerId

Players = Annotated[list[UUID], msgspec.Meta(max_length=PLAYERS_MAX)]


class MatchStart(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    minigame_id: Annotated[ObjectIdStr, msgspec.Meta(description="The minigame being played.")]
    players: Annotated[Players, msgspec.Meta(description=("The players' user ids."))] = (
        msgspec.field(default_factory=list)
    )


class MatchReport(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Players who joined and left since the last report; empty lists keep the match alive."""

    joined: Annotated[
        Players, msgspec.Meta(description=("Players who joined since the last report."))
    ] = msgspec.field(default_factory=list)
    left: Annotated[
        Players, msgspec.Meta(description=("Players who left since the last report."))
    ] = msgspec.field(default_factory=list)


class MatchEnd(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    results: Annotated[
        dict[str, Any], msgspec.Meta(description=("Free-form results of the match."))
    ] = msgspec.field(default_factory=dict)


class MatchOut(msgspec.Struct, rename="camel"):
    id: RecordId
    minigame_id: Annotated[str, msgspec.Meta(description="The minigame being played.")]
    server_id: ServerId
    players: Annotated[list[UUID], msgspec.Meta(description="The players in the match now.")]
    state: Annotated[Literal["live", "ended"], msgspec.Meta(description="live or ended.")]
    started_at: Annotated[Timestamp, msgspec.Meta(description="When the match started.")]
    reported_at: Annotated[
        Timestamp, msgspec.Meta(description=("When the server last reported on it."))
    ]
    ended_at: (
        Annotated[Timestamp, msgspec.Meta(description=("When it ended; null while live."))] | None
    )
    ended_by: (
        Annotated[
            Literal["server", "timeout"],
            msgspec.Meta(
                description=(
                    "server (it reported the end) or timeout (it stopped reporting); "
                    "null while live."
                )
            ),
        ]
        | None
    )
    results: Annotated[
        dict[str, Any],
        msgspec.Meta(description=("Free-form results of the match (empty while live).")),
    ]


def match_out(match: Match) -> MatchOut:
    return MatchOut(
        match.id,
        match.minigame_id,
        match.server_id,
        list(match.players),
        match.state.value,
        ts(match.started_at),
        ts(match.reported_at),
        ts_or_none(match.ended_at),
        match.ended_by.value if match.ended_by else None,
        match.results,
    )


class MatchEnvelope(msgspec.Struct):
    match: Annotated[MatchOut, msgspec.Meta(description="The match.")]


class MatchesOut(msgspec.Struct):
    items: Items[MatchOut]


class LiveSnapshot(msgspec.Struct, tag_field="type", tag="snapshot"):
    """The first message: the live matches the listener's filter admits, oldest first."""

    matches: Annotated[list[MatchOut], msgspec.Meta(description="The live matches now.")]
    at: Annotated[Timestamp, msgspec.Meta(description="When the snapshot was taken.")]


class LiveMatchStarted(msgspec.Struct, tag_field="type", tag="match.started"):
    """A server started a match the listener's filter admits."""

    match: Annotated[MatchOut, msgspec.Meta(description="The match that started.")]


class LiveMatchUpdated(msgspec.Struct, tag_field="type", tag="match.updated"):
    """Players joined or left (a heartbeat with no change sends nothing new)."""

    match: Annotated[MatchOut, msgspec.Meta(description="The match after the report.")]


class LiveMatchEnded(msgspec.Struct, tag_field="type", tag="match.ended"):
    """The match ended: by its server (with its results) or by the timeout sweep."""

    match: Annotated[MatchOut, msgspec.Meta(description="The match that ended.")]


class LivePing(msgspec.Struct, tag_field="type", tag="ping"):
    at: Annotated[Timestamp, msgspec.Meta(description="When the ping was sent.")]


_encoder = msgspec.json.Encoder()


_EVENTS: dict[MatchEventKind, type[LiveMatchStarted | LiveMatchUpdated | LiveMatchEnded]] = {
    MatchEventKind.STARTED: LiveMatchStarted,
    MatchEventKind.UPDATED: LiveMatchUpdated,
    MatchEventKind.ENDED: LiveMatchEnded,
}


def encode_event(event: MatchEvent) -> bytes:
    return _encoder.encode(_EVENTS[event.kind](match_out(event.match)))


def encode_snapshot(matches: list[Match], now: datetime) -> bytes:
    return _encoder.encode(LiveSnapshot([match_out(m) for m in matches], ts(now)))


def encode_ping(now: datetime) -> bytes:
    return _encoder.encode(LivePing(ts(now)))


_T = "2026-11-28T09:30:00.000Z"
_MATCH: dict[str, Any] = {
    "id": "6747a2f0e4b0a1b2c3d4e5f9",
    "minigameId": "6747a1d2e4b0a1b2c3d4e5f7",
    "serverId": "0190f3a6-4444-7b1a-9d2e-3f4a5b6c7d8e",
    "players": ["0190f3a4-2222-7b1a-9d2e-3f4a5b6c7d8e"],
    "state": "live",
    "startedAt": _T,
    "reportedAt": _T,
    "endedAt": None,
    "endedBy": None,
    "results": {},
}
# Litestar leaves null out of examples, so the documented match is one that has ended (a live
# one answers endedAt and endedBy as null).
_ENDED: dict[str, Any] = {
    **_MATCH,
    "players": [],
    "state": "ended",
    "reportedAt": "2026-11-28T09:52:00.000Z",
    "endedAt": "2026-11-28T09:52:00.000Z",
    "endedBy": "server",
    "results": {"winner": "red", "flags": {"red": 3, "blue": 1}},
}
EXAMPLES: dict[str, Any] = {
    "MatchStart": {
        "minigameId": "6747a1d2e4b0a1b2c3d4e5f7",
        "players": ["0190f3a4-2222-7b1a-9d2e-3f4a5b6c7d8e"],
    },
    "MatchReport": {"joined": ["0190f3a4-3333-7b1a-9d2e-3f4a5b6c7d8e"], "left": []},
    "MatchEnd": {"results": {"winner": "red", "flags": {"red": 3, "blue": 1}}},
    "MatchOut": _ENDED,
    "MatchEnvelope": {"match": _ENDED},
    "MatchesOut": {"items": [_ENDED]},
    "LiveSnapshot": {"type": "snapshot", "matches": [_MATCH], "at": _T},
    "LiveMatchStarted": {"type": "match.started", "match": _MATCH},
    "LiveMatchUpdated": {
        "type": "match.updated",
        "match": {
            **_MATCH,
            "players": [*_MATCH["players"], "0190f3a4-3333-7b1a-9d2e-3f4a5b6c7d8e"],
            "reportedAt": "2026-11-28T09:31:00.000Z",
        },
    },
    "LiveMatchEnded": {"type": "match.ended", "match": _ENDED},
    "LivePing": {"type": "ping", "at": _T},
}
