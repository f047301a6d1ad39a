"""Personal totems on every backend: uploads and their de-duplication (also under 50
concurrent identical uploads), activation, the active model, history, the gallery's sorts,
audience and pages, and who may read a model."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.shared.errors import InvalidInput
from domain.totem.errors import ModelNotFound, NoActiveModel
from domain.totem.gallery import Sort
from domain.totem.model import object_key
from tests.support.social import member
from tests.support.totems import model, upload_of


async def test_an_upload_is_stored_activated_and_public_at_its_url(core: Core) -> None:
    _, alex = await member(core, "Alex")
    posted = await core.totem.post(alex, upload_of(model(1)), name="My Totem")
    assert posted.created
    assert posted.model.name == "My Totem"
    assert posted.model.author.name == "Alex" and posted.model.author.id == alex.user_id
    assert posted.model.selected_count == 1
    assert core.totem.url(posted.model.id) == f"{core.settings.cdn}/{posted.model.id}.json"
    stored = await core.outbound.storage.get(object_key(posted.model.id))
    assert stored is not None and b"totem_1" in stored.data
    active = await core.totem.active(alex, include_model=True)
    assert active.model.id == posted.model.id and active.document == model(1)


async def test_identical_uploads_reuse_the_model(core: Core, clock: FrozenClock) -> None:
    _, alex = await member(core)
    first = await core.totem.post(alex, upload_of(model(1)))
    await core.totem.post(alex, upload_of(model(2)))
    clock.advance(timedelta(minutes=1))
    again = await core.totem.post(alex, upload_of(model(1)), name="renamed?")
    assert not again.created and again.model.id == first.model.id
    assert again.model.name == ""  # the stored model is reused as it was
    assert again.model.selected_count == 2
    assert (await core.totem.active(alex)).model.id == first.model.id
    _, blair = await member(core)
    theirs = await core.totem.post(blair, upload_of(model(1)))
    assert theirs.created and theirs.model.id != first.model.id  # per user


async def test_fifty_concurrent_identical_uploads_leave_one_model(core: Core) -> None:
    _, alex = await member(core)
    posted = await asyncio.gather(*(core.totem.post(alex, upload_of(model(7))) for _ in range(50)))
    assert len({p.model.id for p in posted}) == 1
    page = await core.totem.gallery(alex)
    assert [m.id for m in page.items] == [posted[0].model.id]
    keys = [o.key for o in await core.outbound.storage.list("", None, 1000)]
    assert f"{posted[0].model.id}.json" in keys
    # The losers of the race removed what they wrote; the sweep would catch any left.
    assert len([k for k in keys if k.endswith(".json")]) == 1


async def test_activation_of_any_gallery_model(core: Core) -> None:
    _, alex = await member(core)
    _, blair = await member(core)
    made = await core.totem.post(alex, upload_of(model(3)))
    chosen = await core.totem.post(blair, item_model_id=made.model.id)
    assert not chosen.created and chosen.model.selected_count == 2
    assert (await core.totem.active(blair)).model.id == made.model.id
    with pytest.raises(ModelNotFound):
        await core.totem.post(blair, item_model_id="f" * 24)


async def test_a_post_is_an_upload_or_an_activation(core: Core) -> None:
    _, alex = await member(core)
    made = await core.totem.post(alex, upload_of(model(1)))
    with pytest.raises(InvalidInput):
        await core.totem.post(alex)
    with pytest.raises(InvalidInput):
        await core.totem.post(alex, upload_of(model(2)), item_model_id=made.model.id)
    with pytest.raises(InvalidInput):
        await core.totem.post(alex, item_model_id=made.model.id, name="x")


async def test_no_active_model_before_the_first_post(core: Core) -> None:
    _, alex = await member(core)
    with pytest.raises(NoActiveModel):
        await core.totem.active(alex)


async def test_history_is_the_callers_selections_newest_first(
    core: Core, clock: FrozenClock
) -> None:
    _, alex = await member(core)
    ids = []
    for n in range(4):
        ids.append((await core.totem.post(alex, upload_of(model(n)))).model.id)
        clock.advance(timedelta(seconds=1))
    await core.totem.post(alex, item_model_id=ids[0])
    history = await core.totem.history(alex)
    assert [h.model.id for h in history] == [ids[0], ids[3], ids[2], ids[1]]
    assert [h.model.id for h in await core.totem.history(alex, 2)] == [ids[0], ids[3]]
    with pytest.raises(InvalidInput):
        await core.totem.history(alex, 0)


async def test_a_model_is_readable_by_its_owner_and_its_selectors_only(
    core: Core, settings_for: object
) -> None:
    _, alex = await member(core)
    _, blair = await member(core)
    made = await core.totem.post(alex, upload_of(model(1)))
    assert (await core.totem.model(alex, made.model.id)).id == made.model.id
    with pytest.raises(ModelNotFound):
        await core.totem.model(blair, made.model.id)
    await core.totem.post(blair, item_model_id=made.model.id)
    assert (await core.totem.model(blair, made.model.id)).id == made.model.id
    await core.totem.post(blair, upload_of(model(2)))  # no longer blair's active model
    with pytest.raises(ModelNotFound):
        await core.totem.model(blair, made.model.id)


async def test_the_gallery_pages_through_every_sort_without_gaps(
    core: Core, clock: FrozenClock
) -> None:
    _, alex = await member(core)
    _, blair = await member(core)
    names = ["delta", "Alpha", "charlie", "bravo", "echo", "Foxtrot", "golf"]
    made = []
    for n, name in enumerate(names):
        made.append((await core.totem.post(alex, upload_of(model(n)), name=name)).model)
        clock.advance(timedelta(seconds=1))
    for times, chosen in ((3, made[2]), (1, made[5])):
        for _ in range(times):
            await core.totem.post(blair, item_model_id=chosen.id)
            clock.advance(timedelta(seconds=1))
    for sort in Sort:
        for order in ("asc", "desc"):
            seen, cursor = [], None
            while True:
                page = await core.totem.gallery(alex, 3, str(sort), order, cursor)
                seen += page.items
                cursor = page.next_cursor
                assert len(page.items) <= 3
                if cursor is None:
                    break
            assert sorted(m.id for m in seen) == sorted(m.id for m in made)
            keys = [_key(m, sort) for m in seen]
            assert keys == sorted(keys, reverse=order == "desc")
    by_selected = await core.totem.gallery(alex, sort="selected")
    assert by_selected.items[0].id == made[2].id and by_selected.items[0].selected_count == 4
    by_name = await core.totem.gallery(alex, sort="name")
    assert [m.name for m in by_name.items][:3] == ["Alpha", "bravo", "charlie"]
    assert (await core.totem.gallery(blair)).active_id == made[5].id


def _key(m: object, sort: Sort) -> tuple[object, str]:
    from application.totem.totems import sort_key

    return (sort_key(m, sort), m.id)  # type: ignore[arg-type, attr-defined]


async def test_mature_entries_show_only_to_who_opts_in_at_their_age(core: Core) -> None:
    _, alex = await member(core)
    sfw = (await core.totem.post(alex, upload_of(model(1)))).model
    nsfw = (
        await core.totem.post(alex, upload_of(model(2)), rating_content="nsfw", rating_age=18)
    ).model
    nsfl = (
        await core.totem.post(alex, upload_of(model(3)), rating_content="nsfl", rating_age=21)
    ).model
    young = (
        await core.totem.post(alex, upload_of(model(4)), rating_content="sfw", rating_age=16)
    ).model

    async def ids(content: str | None = None, age: int | None = None) -> set[str]:
        return {m.id for m in (await core.totem.gallery(alex, content=content, age=age)).items}

    assert await ids() == {sfw.id, young.id}
    assert await ids("nsfw") == {sfw.id, young.id}  # age 0 < 18
    assert await ids("nsfw", 18) == {sfw.id, young.id, nsfw.id}
    assert await ids("nsfw,nsfl", 18) == {sfw.id, young.id, nsfw.id}
    assert await ids("nsfw,nsfl", 21) == {sfw.id, young.id, nsfw.id, nsfl.id}
    assert await ids("nsfl", 21) == {sfw.id, young.id, nsfl.id}
    with pytest.raises(InvalidInput):
        await core.totem.gallery(alex, content="gore")
    with pytest.raises(InvalidInput):
        await core.totem.gallery(alex, age=17)


async def test_a_cursor_of_another_sort_or_forged_is_refused(core: Core) -> None:
    _, alex = await member(core)
    for n in range(3):
        await core.totem.post(alex, upload_of(model(n)))
    page = await core.totem.gallery(alex, 1, "created")
    assert page.next_cursor
    with pytest.raises(InvalidInput):
        await core.totem.gallery(alex, 1, "name", cursor=page.next_cursor)
    for forged in ("!!", "e30", "WzEsMiwzXQ"):
        with pytest.raises(InvalidInput):
            await core.totem.gallery(alex, 1, "created", cursor=forged)
