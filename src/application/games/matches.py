"""Live matches reported by Connect servers, their events, and the sweep that ends silent ones
(docs/games.md, "Live matches").

Every change is committed, then published to the ``MatchRelay`` (the HTTP app attaches the
channels sink: memory, or Redis across instances). The minigame's live player count moves in
the same transaction as the match, so the catalog's ``livePlayers`` is the sum of its live
matches' players.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any, Protocol
from uuid import UUID

from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.games.errors import MatchNotFound, MinigameNotFound, NotHosted
from domain.games.match import EndedBy, Match, check_results, end, report, start
from domain.games.minigame import MinigameState
from domain.games.nodes import GAMES_READ
from domain.shared.errors import Forbidden

log = logging.getLogger("svc.games.matches")
SWEEP_BATCH = 100


class MatchEventKind(StrEnum):
    STARTED = "match.started"
    UPDATED = "match.updated"
    ENDED = "match.ended"


@dataclass(frozen=True, slots=True)
class MatchEvent:
    kind: MatchEventKind
    match: Match


class MatchPublisher(Protocol):
    async def publish(self, event: MatchEvent) -> None: ...


class MatchRelay:
    """Publishes to the attached sinks; with none attached (CLI, embedding) events go nowhere.
    A failing sink is logged, never raised: the change it reports is committed."""

    def __init__(self) -> None:
        self._sinks: list[MatchPublisher] = []

    def attach(self, sink: MatchPublisher) -> None:
        self._sinks.append(sink)

    def detach(self, sink: MatchPublisher) -> None:
        if sink in self._sinks:
            self._sinks.remove(sink)

    async def publish(self, event: MatchEvent) -> None:
        for sink in list(self._sinks):
            try:
                await sink.publish(event)
            except Exception:
                log.warning("could not publish %s", event.kind, exc_info=True)


@dataclass(frozen=True, slots=True)
class LiveFilter:
    minigame_id: str | None = None
    server_id: UUID | None = None


class Matches:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        relay: MatchRelay,
        clock: Clock,
        ids: IdGenerator,
        timeout_seconds: float,
    ) -> None:
        self._uow = uow
        self.relay = relay
        self._clock = clock
        self._ids = ids
        self._timeout = timedelta(seconds=timeout_seconds)

    async def start(
        self, server: ServerCredentials, minigame_id: str, players: tuple[UUID, ...]
    ) -> Match:
        """A server of the minigame's network; the minigame must be published."""
        async with self._uow() as uow:
            minigame = await uow.games.minigames.get(minigame_id)
            if minigame is None:
                raise MinigameNotFound()
            if (
                minigame.network_id is None
                or minigame.network_id != server.network_id
                or minigame.state is not MinigameState.PUBLISHED
            ):
                raise NotHosted()
            match = start(
                self._ids.new_object_id(), minigame_id, server.server_id, players,
                self._clock.now(),
            )  # fmt: skip
            await uow.games.matches.add(match)
            await uow.games.minigames.add_live_players(minigame_id, len(match.players))
            await uow.commit()
        await self.relay.publish(MatchEvent(MatchEventKind.STARTED, match))
        return match

    async def report(
        self,
        server: ServerCredentials,
        match_id: str,
        joined: tuple[UUID, ...],
        left: tuple[UUID, ...],
    ) -> Match:
        """Players joined and left; an empty report keeps the match alive."""
        async with self._uow() as uow:
            match = await self._own(uow, server, match_id)
            changed = report(match, joined, left, self._clock.now())
            await uow.games.matches.update(changed)
            delta = len(changed.players) - len(match.players)
            if delta:
                await uow.games.minigames.add_live_players(match.minigame_id, delta)
            await uow.commit()
        if changed.players != match.players:
            await self.relay.publish(MatchEvent(MatchEventKind.UPDATED, changed))
        return changed

    async def end(self, server: ServerCredentials, match_id: str, results: dict[str, Any]) -> Match:
        check_results(results)
        async with self._uow() as uow:
            match = await self._own(uow, server, match_id)
            ended = end(match, results, EndedBy.SERVER, self._clock.now())
            await uow.games.matches.update(ended)
            await uow.games.minigames.add_live_players(match.minigame_id, -len(match.players))
            await uow.commit()
        await self.relay.publish(MatchEvent(MatchEventKind.ENDED, ended))
        return ended

    def admit_watcher(self, principal: Principal | None) -> None:
        """Anyone may watch live matches (``/v1/games/live``), signed in or not; a token
        limited by scopes needs ``games:read`` (403 otherwise)."""
        if principal is not None and not principal.permits_scope(GAMES_READ):
            raise Forbidden("this token is not limited to games:read")

    async def live(self, where: LiveFilter) -> list[Match]:
        """Live matches, oldest first (the snapshot of the live stream)."""
        async with self._uow() as uow:
            return await uow.games.matches.live(where.minigame_id, where.server_id)

    async def sweep(self) -> int:
        """End the matches that have not reported within the timeout; how many it ended."""
        now = self._clock.now()
        silent_since = now - self._timeout
        async with self._uow() as uow:
            stale = await uow.games.matches.silent(silent_since, SWEEP_BATCH)
        ended = 0
        for match_id in stale:
            async with self._uow() as uow:
                match = await uow.games.matches.get(match_id, lock=True)
                if match is None or match.reported_at >= silent_since or match.ended_at:
                    continue  # it reported, or ended, since
                done = end(match, {}, EndedBy.TIMEOUT, now)
                await uow.games.matches.update(done)
                await uow.games.minigames.add_live_players(match.minigame_id, -len(match.players))
                await uow.commit()
            ended += 1
            await self.relay.publish(MatchEvent(MatchEventKind.ENDED, done))
        return ended

    @staticmethod
    async def _own(uow: UnitOfWork, server: ServerCredentials, match_id: str) -> Match:
        match = await uow.games.matches.get(match_id, lock=True)
        if match is None or match.server_id != server.server_id:
            raise MatchNotFound()
        return match
