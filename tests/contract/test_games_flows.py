"""Games through the core on memory, SQLite and PostgreSQL: roles on templates, minigame
states and revisions, the catalog, leaderboards (ranks, pages, around, idempotent submits)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.games.leaderboards import BoardDraft
from application.games.ports import CatalogQuery, CatalogSort
from application.games.templates import TemplateContent
from application.permissions.access import MissingPermission
from bootstrap.core import Core
from domain.games.errors import (
    EntryNotFound,
    InvalidTransition,
    MinigameArchived,
    MinigameNotFound,
    NotEditor,
    NotOwner,
    StaleRevision,
    SubmitRefused,
    TemplateInUse,
    TemplateNotFound,
)
from domain.games.leaderboard import Operator, Order, Submission, Submitters
from domain.games.minigame import Action, Content
from domain.games.template import CollaboratorRole, Role
from domain.shared.errors import InvalidInput
from tests.support.games import board, content, minigame, network_host, template
from tests.support.versions import admin, grant, person


async def test_collaborators_read_or_edit_and_only_the_owner_manages(core: Core) -> None:
    owner, editor, viewer, stranger = [await person(core, n) for n in ("O", "E", "V", "S")]
    made = await template(core, owner)
    games = core.games.templates
    await games.put_collaborator(owner, made.id, editor.user_id, CollaboratorRole.EDITOR)
    await games.put_collaborator(owner, made.id, viewer.user_id, CollaboratorRole.VIEWER)
    assert (await games.get(viewer, made.id)).role is Role.VIEWER
    with pytest.raises(TemplateNotFound):
        await games.get(stranger, made.id)
    changed = await games.replace(editor, made.id, content("CTF 2"), expected=1)
    assert changed.template.revision == 2 and changed.template.content.name == "CTF 2"
    with pytest.raises(StaleRevision):
        await games.replace(editor, made.id, content("CTF 3"), expected=1)
    with pytest.raises(NotEditor):
        await games.replace(viewer, made.id, content("CTF 3"), expected=None)
    with pytest.raises(NotOwner):
        await games.put_collaborator(editor, made.id, stranger.user_id, CollaboratorRole.EDITOR)
    with pytest.raises(NotOwner):
        await games.delete(editor, made.id, None)
    listed = await games.page(editor, None, None)
    assert [(v.template.id, v.role) for v in listed.items] == [(made.id, Role.EDITOR)]
    listed_people = [c.user_id for c in await games.collaborators(viewer, made.id)]
    assert listed_people == sorted([editor.user_id, viewer.user_id], key=lambda u: u.hex)
    await games.remove_collaborator(viewer, made.id, viewer.user_id)  # leaving is allowed
    with pytest.raises(TemplateNotFound):
        await games.get(viewer, made.id)
    await games.delete(owner, made.id, 2)
    with pytest.raises(TemplateNotFound):
        await games.get(owner, made.id)


async def test_a_bad_template_is_refused_naming_the_field(core: Core) -> None:
    owner = await person(core)
    bad = content(mode="Capture Flag")
    with pytest.raises(InvalidInput) as refused:
        await core.games.templates.create(owner, bad)
    assert refused.value.code == "games.invalid_mode"
    c = content()
    few = TemplateContent(c.name, "", "ctf", 8, 4, c.settings_schema, ())
    with pytest.raises(InvalidInput) as refused:
        await core.games.templates.create(owner, few)
    assert refused.value.field == "maxPlayers"


async def test_players_see_the_published_revision_until_the_next_publish(
    core: Core, clock: FrozenClock
) -> None:
    owner = await person(core)
    await grant(core, owner, "games:publish")
    made = await template(core, owner)
    game = await minigame(core, owner, made.id)
    games = core.games.minigames
    with pytest.raises(InvalidInput) as refused:
        await games.replace(owner, game.id, Content("X", {"map": "jungle"}), None, None)
    assert refused.value.code == "connect.schema_mismatch"
    with pytest.raises(InvalidTransition):
        await games.act(owner, game.id, Action.UNPUBLISH)
    published = (await games.act(owner, game.id, Action.PUBLISH)).minigame
    assert published.published_revision == 1
    edited = await games.replace(owner, game.id, Content("CTF: Snow", {"map": "snow"}), None, 1)
    assert edited.minigame.revision == 2
    page = await games.catalog(owner, CatalogQuery(), None, None)
    assert [(i.minigame.published.name, i.minigame.published_revision) for i in page.items] == [  # type: ignore[union-attr]
        ("CTF: Desert", 1)
    ]
    clock.advance(timedelta(seconds=1))
    await games.act(owner, game.id, Action.PUBLISH)
    page = await games.catalog(owner, CatalogQuery(), None, None)
    assert page.items[0].minigame.published.name == "CTF: Snow"  # type: ignore[union-attr]
    await games.act(owner, game.id, Action.UNPUBLISH)
    assert (await games.catalog(owner, CatalogQuery(), None, None)).items == []
    with pytest.raises(TemplateInUse):
        await core.games.templates.delete(owner, made.id, None)
    await games.act(owner, game.id, Action.ARCHIVE)
    with pytest.raises(MinigameArchived):
        await games.act(owner, game.id, Action.PUBLISH)
    with pytest.raises(TemplateInUse):  # archived minigames keep their template
        await core.games.templates.delete(owner, made.id, None)


async def test_publishing_needs_the_node(core: Core) -> None:
    owner = await person(core)
    game = await minigame(core, owner, (await template(core, owner)).id)
    with pytest.raises(MissingPermission):
        await core.games.minigames.act(owner, game.id, Action.PUBLISH)


async def test_the_catalog_searches_filters_and_pages_newest_first(
    core: Core, clock: FrozenClock
) -> None:
    owner = await person(core)
    await grant(core, owner, "games:publish")
    ctf = await template(core, owner)
    race = await core.games.templates.create(owner, content("Boat race", mode="race"))
    names = []
    for i in range(5):
        clock.advance(timedelta(seconds=1))
        t = ctf if i % 2 == 0 else race
        names.append(f"Map {i} {'Flags' if t is ctf else 'Boats'}")
        made = await minigame(core, owner, t.id, names[-1], publish=i != 4)
    hidden = made  # the last one stays a draft
    games = core.games.minigames
    seen, cursor = [], None
    while True:
        page = await games.catalog(owner, CatalogQuery(), 2, cursor)
        seen += [i.minigame.published.name for i in page.items]  # type: ignore[union-attr]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert seen == names[3::-1]
    assert hidden.id not in seen
    flags = await games.catalog(owner, CatalogQuery(mode="ctf"), None, None)
    assert [i.minigame.published.name for i in flags.items] == [names[2], names[0]]  # type: ignore[union-attr]
    found = await games.catalog(owner, CatalogQuery(search="BOATS"), None, None)
    assert [i.minigame.published.name for i in found.items] == [names[3], names[1]]  # type: ignore[union-attr]
    by_players = await games.catalog(owner, CatalogQuery(sort=CatalogSort.POPULARITY), 3, None)
    assert all(i.live_players == 0 for i in by_players.items) and by_players.next_cursor
    odd = await games.catalog(owner, CatalogQuery(search="100%_"), None, None)
    assert odd.items == []


async def test_ranks_pages_and_around_with_ties_to_the_earlier(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    owner = await person(core)
    game = await minigame(core, owner, (await template(core, owner)).id)
    made = await board(core, owner, game.id, submitters=Submitters.ADMINS)
    players = [uuid.uuid4() for _ in range(7)]
    scores = [50, 70, 70, 10, 90, 70, 30]  # player 1 reaches 70 first, then 2, then 5
    for player, score in zip(players, scores, strict=True):
        clock.advance(timedelta(milliseconds=5))
        await core.games.scores.submit(root, made.id, player, Submission(score))
    expected = [players[i] for i in (4, 1, 2, 5, 0, 6, 3)]
    seen, cursor, ranks = [], None, []
    while True:
        page = await core.games.scores.top(owner, made.id, 3, cursor)
        seen += [r.entry.player_id for r in page.items]
        ranks += [r.rank for r in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert seen == expected and ranks == list(range(1, 8))
    around = await core.games.scores.around(owner, made.id, players[5], 2)
    assert [(r.rank, r.entry.player_id) for r in around] == [
        (2, players[1]), (3, players[2]), (4, players[5]), (5, players[0]), (6, players[6]),
    ]  # fmt: skip
    only = await core.games.scores.around(owner, made.id, players[4], 0)
    assert [(r.rank, r.entry.player_id) for r in only] == [(1, players[4])]
    # A best that only ties keeps the earlier moment (rank 4 stays rank 4).
    clock.advance(timedelta(seconds=1))
    tie = await core.games.scores.submit(root, made.id, players[5], Submission(70), with_rank=True)
    assert (tie.changed, tie.ranked.rank) == (False, 4)
    with pytest.raises(EntryNotFound):
        await core.games.scores.around(owner, made.id, uuid.uuid4(), 2)


async def test_asc_boards_rank_the_lowest_first(core: Core, clock: FrozenClock) -> None:
    root = await admin(core)
    made = await board(core, root, None, Operator.BEST, Order.ASC, Submitters.ADMINS)
    a, b = uuid.uuid4(), uuid.uuid4()
    await core.games.scores.submit(root, made.id, a, Submission(6100, 3))
    clock.advance(timedelta(seconds=1))
    await core.games.scores.submit(root, made.id, b, Submission(6100, 2))
    improved = await core.games.scores.submit(root, made.id, a, Submission(5900), with_rank=True)
    assert improved.changed and improved.ranked.rank == 1
    top = await core.games.scores.top(root, made.id, None, None)
    assert [(r.entry.player_id, r.entry.standing.score) for r in top.items] == [
        (a, 5900),
        (b, 6100),
    ]


async def test_servers_of_the_network_submit_once_per_submission_id(core: Core) -> None:
    owner = await person(core)
    host = await network_host(core, owner)
    other = await network_host(core, await person(core), "Elsewhere")
    game = await minigame(core, owner, (await template(core, owner)).id, network=host)
    made = await board(core, owner, game.id, Operator.INCR)
    player = uuid.uuid4()
    scores = core.games.scores
    first = await scores.submit(host.credentials, made.id, player, Submission(3), "m1-r1")
    assert first.ranked.rank is None  # not asked for
    again = await scores.submit(host.credentials, made.id, player, Submission(3), "m1-r1")
    assert (first.duplicate, again.duplicate) == (False, True)
    assert again.ranked.entry.standing.score == 3 and not again.changed
    second = await scores.submit(host.credentials, made.id, player, Submission(2), "m1-r2")
    assert second.ranked.entry.standing.score == 5
    with pytest.raises(SubmitRefused):
        await scores.submit(other.credentials, made.id, player, Submission(1))
    with pytest.raises(SubmitRefused):
        await scores.submit(owner, made.id, player, Submission(1))  # a person needs games:manage
    with pytest.raises(InvalidInput):
        await scores.submit(host.credentials, made.id, player, Submission(-1))


async def test_boards_are_made_by_the_minigames_editors(core: Core) -> None:
    owner, stranger = await person(core, "O"), await person(core, "S")
    game = await minigame(core, owner, (await template(core, owner)).id)
    with pytest.raises(MinigameNotFound):
        await board(core, stranger, game.id)
    with pytest.raises(MissingPermission):
        await board(core, owner, None, submitters=Submitters.ADMINS)
    with pytest.raises(InvalidInput) as refused:
        await board(core, await admin(core), None)  # network submitters need a minigame
    assert refused.value.code == "games.needs_minigame"
    made = await board(core, owner, game.id)
    page = await core.games.leaderboards.page(stranger, game.id, None, None)
    assert [b.id for b in page.items] == [made.id]
    await core.games.leaderboards.delete(owner, made.id, 1)
    assert (await core.games.leaderboards.page(owner, game.id, None, None)).items == []


async def test_a_reset_starts_a_new_period_and_keeps_the_old_one(
    core: Core, clock: FrozenClock
) -> None:
    """The suites' clock stands on Sunday 2026-11-22 10:00 UTC: a weekly board (Mondays
    00:00 UTC) is in the period of the 16th; at the next Monday a new one starts."""
    root = await admin(core)
    made = await core.games.leaderboards.create(
        root,
        BoardDraft("Weekly", Order.DESC, Operator.INCR, None, Submitters.ADMINS, "0 0 * * 1"),
    )
    assert made.reset_schedule == "0 0 * * 1"
    scores = core.games.scores
    a, b = uuid.uuid4(), uuid.uuid4()
    await scores.submit(root, made.id, a, Submission(5))
    await scores.submit(root, made.id, b, Submission(3))
    await scores.submit(root, made.id, a, Submission(1))
    week_one = await scores.top(root, made.id, None, None)
    assert week_one.period is not None
    assert week_one.period.start == datetime(2026, 11, 16, tzinfo=UTC)
    assert [(r.entry.player_id, r.entry.standing.score) for r in week_one.items] == [(a, 6), (b, 3)]

    clock.advance(timedelta(hours=14))  # Monday 00:00: a new period, counting from zero
    fresh = await scores.submit(root, made.id, b, Submission(2), with_rank=True)
    assert (fresh.ranked.rank, fresh.ranked.entry.standing.score) == (1, 2)
    now = await scores.top(root, made.id, None, None)
    assert [(r.entry.player_id, r.entry.standing.score) for r in now.items] == [(b, 2)]
    archived = await scores.top(root, made.id, None, None, week_one.period.start)
    assert [r.entry.standing.score for r in archived.items] == [6, 3]
    around = await scores.around(root, made.id, b, 1, week_one.period.start)
    assert [r.rank for r in around] == [1, 2]
    periods = await scores.periods(root, made.id, None, None)
    assert periods.current is not None and periods.current.start == datetime(
        2026, 11, 23, tzinfo=UTC
    )
    assert periods.starts == [
        datetime(2026, 11, 23, tzinfo=UTC),
        datetime(2026, 11, 16, tzinfo=UTC),
    ]
    with pytest.raises(InvalidInput):
        await scores.top(root, made.id, None, None, datetime(2026, 11, 17, tzinfo=UTC))
    with pytest.raises(InvalidInput) as refused:
        await core.games.leaderboards.create(
            root, BoardDraft("Bad", reset_schedule="whenever", submitters=Submitters.ADMINS)
        )
    assert refused.value.code == "games.invalid_schedule"
