"""Live matches through the core on memory, SQLite and PostgreSQL: servers of the network
start, report and end them, the catalog's live player counts follow, and the sweep ends
matches that stopped reporting."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.games.matches import LiveFilter, MatchEvent, MatchEventKind
from application.games.ports import CatalogQuery, CatalogSort
from bootstrap.core import Core
from domain.games.errors import MatchEnded, MatchNotFound, NotHosted
from domain.games.match import EndedBy, MatchState
from domain.shared.errors import InvalidInput
from tests.support.games import minigame, network_host, template
from tests.support.versions import grant, person


class Heard:
    def __init__(self) -> None:
        self.events: list[MatchEvent] = []

    async def publish(self, event: MatchEvent) -> None:
        self.events.append(event)


async def test_a_match_from_start_to_end_moves_the_live_counts(
    core: Core, clock: FrozenClock
) -> None:
    owner = await person(core)
    await grant(core, owner, "games:publish")
    host = await network_host(core, owner)
    stranger = await network_host(core, await person(core), "Other")
    made = await template(core, owner)
    quiet = await minigame(core, owner, made.id, "Quiet", network=host, publish=True)
    busy = await minigame(core, owner, made.id, "Busy", network=host, publish=True)
    draft = await minigame(core, owner, made.id, "Draft", network=host)
    heard = Heard()
    core.games.matches.relay.attach(heard)
    matches = core.games.matches
    a, b, c = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()

    with pytest.raises(NotHosted):
        await matches.start(stranger.credentials, busy.id, (a,))
    with pytest.raises(NotHosted):
        await matches.start(host.credentials, draft.id, (a,))
    match = await matches.start(host.credentials, busy.id, (a, b, a))
    assert match.players == (a, b)
    clock.advance(timedelta(seconds=5))
    match = await matches.report(host.credentials, match.id, (c,), (a,))
    assert match.players == (b, c)
    with pytest.raises(MatchNotFound):
        await matches.report(stranger.credentials, match.id, (), ())

    page = await core.games.minigames.catalog(
        owner, CatalogQuery(sort=CatalogSort.POPULARITY), None, None
    )
    assert [(i.minigame.id, i.live_players) for i in page.items] == [(busy.id, 2), (quiet.id, 0)]
    assert [m.id for m in await matches.live(LiveFilter(minigame_id=busy.id))] == [match.id]
    assert await matches.live(LiveFilter(minigame_id=quiet.id)) == []

    with pytest.raises(InvalidInput):
        await matches.end(host.credentials, match.id, {"deep": {"a": {"b": {"c": {"d": 1}}}}})
    ended = await matches.end(host.credentials, match.id, {"winner": "red"})
    assert (ended.state, ended.ended_by, ended.results) == (
        MatchState.ENDED, EndedBy.SERVER, {"winner": "red"}
    )  # fmt: skip
    with pytest.raises(MatchEnded):
        await matches.report(host.credentials, match.id, (), ())
    page = await core.games.minigames.catalog(owner, CatalogQuery(), None, None)
    assert all(i.live_players == 0 for i in page.items)
    assert [e.kind for e in heard.events] == [
        MatchEventKind.STARTED, MatchEventKind.UPDATED, MatchEventKind.ENDED,
    ]  # fmt: skip


async def test_the_sweep_ends_matches_that_stopped_reporting(
    core: Core, clock: FrozenClock
) -> None:
    owner = await person(core)
    await grant(core, owner, "games:publish")
    host = await network_host(core, owner)
    game = await minigame(core, owner, (await template(core, owner)).id, network=host, publish=True)
    matches = core.games.matches
    timeout = core.settings.games.games_match_timeout_seconds
    silent = await matches.start(host.credentials, game.id, (uuid.uuid4(),))
    alive = await matches.start(host.credentials, game.id, (uuid.uuid4(), uuid.uuid4()))
    clock.advance(timedelta(seconds=timeout - 1))
    await matches.report(host.credentials, alive.id, (), ())  # a heartbeat
    assert await matches.sweep() == 0
    clock.advance(timedelta(seconds=2))
    assert await matches.sweep() == 1
    live = await matches.live(LiveFilter(server_id=host.credentials.server_id))
    assert [m.id for m in live] == [alive.id]
    page = await core.games.minigames.catalog(owner, CatalogQuery(), None, None)
    assert page.items[0].live_players == 2
    with pytest.raises(MatchEnded):
        await matches.end(host.credentials, silent.id, {})
