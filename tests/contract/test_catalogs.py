"""Catalogs, their draws and skin-builder parts on every backend."""

from __future__ import annotations

import base64
from collections import Counter

import pytest

from application.catalog.catalogs import ItemIn
from application.identity.principal import OPERATOR, Principal
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from bootstrap.areas.catalog import catalog_readers
from bootstrap.core import Core
from domain.catalog.catalog import CatalogNotFound, NothingToDraw, SlugTaken
from domain.catalog.parts import PNG_SIGNATURE, PartNotFound
from domain.shared.errors import InvalidInput
from tests.support.social import member

NODES = (
    "admin:catalogs:view",
    "admin:catalogs:create",
    "admin:catalogs:edit",
    "admin:catalogs:delete",
    "admin:skin-builder-parts:upload",
    "admin:skin-builder-parts:delete",
)


async def admin(core: Core) -> Principal:
    user_id, principal = await member(core, "Admin")
    for node in NODES:
        await core.permissions.grants.put(OPERATOR, user_id, GrantChange(node))
    return principal


def url(n: int) -> str:
    return f"https://cdn.example/heads/{n}.png"


async def test_each_action_needs_its_node(core: Core) -> None:
    _, someone = await member(core)
    boss = await admin(core)
    made = await core.catalog.catalogs.create(boss, "heads", "head", items=[ItemIn(url(1))])
    catalog_id = made.catalog.id
    for call in (
        core.catalog.catalogs.page(someone),
        core.catalog.catalogs.create(someone, "x", "head"),
        core.catalog.catalogs.get(someone, catalog_id),
        core.catalog.catalogs.replace(someone, catalog_id, name="y"),
        core.catalog.catalogs.delete(someone, catalog_id),
    ):
        with pytest.raises(MissingPermission):
            await call


async def test_create_read_replace_delete(core: Core) -> None:
    boss = await admin(core)
    made = await core.catalog.catalogs.create(
        boss,
        "Spring-Heads",
        "head",
        "Spring heads",
        [ItemIn(url(1)), ItemIn({"texture": "abc"}, 5, "server", "s1", False)],
    )
    assert made.catalog.slug == "spring-heads" and made.catalog.item_count == 2
    assert [i.asset for i in made.items] == [url(1), {"texture": "abc"}]
    assert made.items[1].weight == 5 and not made.items[1].enabled
    with pytest.raises(SlugTaken):
        await core.catalog.catalogs.create(boss, "spring-heads", "banner")
    other = await core.catalog.catalogs.create(boss, "banners", "banner")
    with pytest.raises(SlugTaken):
        await core.catalog.catalogs.replace(boss, other.catalog.id, slug="spring-heads")
    changed = await core.catalog.catalogs.replace(
        boss, made.catalog.id, name="Heads", items=[ItemIn(url(n)) for n in range(5)]
    )
    assert changed.catalog.name == "Heads" and changed.catalog.slug == "spring-heads"
    assert [i.asset for i in changed.items] == [url(n) for n in range(5)]
    first = await core.catalog.catalogs.get(boss, made.catalog.id, 2)
    second = await core.catalog.catalogs.get(boss, made.catalog.id, 2, first.next_cursor)
    third = await core.catalog.catalogs.get(boss, made.catalog.id, 2, second.next_cursor)
    assert [i.asset for i in first.items + second.items + third.items] == [url(n) for n in range(5)]
    assert third.next_cursor is None
    listed = await core.catalog.catalogs.page(boss)
    assert [c.slug for c in listed.items] == ["spring-heads", "banners"]
    await core.catalog.catalogs.delete(boss, made.catalog.id)
    with pytest.raises(CatalogNotFound):
        await core.catalog.catalogs.get(boss, made.catalog.id)
    with pytest.raises(CatalogNotFound):
        await core.catalog.draws.from_catalog("spring-heads")


async def test_invalid_catalogs_are_refused(core: Core) -> None:
    boss = await admin(core)
    for slug, kind, items in (
        ("-bad", "head", []),
        ("ok", "Bad Kind!", []),
        ("ok", "head", [ItemIn("ftp://x.example/a")]),
        ("ok", "head", [ItemIn(url(1), weight=0)]),
        ("ok", "head", [ItemIn(url(1), scope_id="no-scope")]),
    ):
        with pytest.raises(InvalidInput):
            await core.catalog.catalogs.create(boss, slug, kind, items=items)


async def test_a_draw_reaches_every_enabled_item_at_its_place(core: Core) -> None:
    """The reader's pick for every r of a small catalog: each enabled item exactly weight
    times, disabled ones never (the SQL seek agrees with the rule)."""
    boss = await admin(core)
    items = [
        ItemIn(url(0), 3),
        ItemIn(url(1), 1, enabled=False),
        ItemIn(url(2), 2),
        ItemIn(url(3), 4, "server", "a"),
        ItemIn(url(4), 1, "server", "a"),
        ItemIn(url(5), 1),
    ]
    made = await core.catalog.catalogs.create(boss, "heads", "head", items=items)
    reader = catalog_readers(core.kernel).draws
    catalog_id = made.catalog.id
    groups = await reader.groups_of_catalog("heads", "")
    assert groups is not None and [(g.group, g.total) for g in groups] == [("", 6)]
    unscoped = Counter([(await reader.item_at(catalog_id, "", r)).asset for r in range(6)])  # type: ignore[union-attr]
    assert unscoped == {url(0): 3, url(2): 2, url(5): 1}
    assert await reader.item_at(catalog_id, "", 6) is None
    scoped = Counter(
        [(await reader.item_at(catalog_id, "server/a", r)).asset for r in range(5)]  # type: ignore[union-attr]
    )
    assert scoped == {url(3): 4, url(4): 1}


async def test_draws_use_the_scope_then_the_unscoped_items(core: Core) -> None:
    boss = await admin(core)
    items = [ItemIn(url(0)), ItemIn(url(1)), ItemIn(url(9), scope="server", scope_id="a")]
    await core.catalog.catalogs.create(boss, "heads", "head", items=items)
    scoped = {
        (await core.catalog.draws.from_catalog("heads", "server", "a")).item.asset
        for _ in range(20)
    }
    assert scoped == {url(9)}
    fallback = Counter(
        [
            (await core.catalog.draws.from_catalog("heads", "server", "b")).item.asset
            for _ in range(200)
        ]
    )
    assert set(fallback) == {url(0), url(1)}  # 2^-199 that one is missed by chance
    plain = {(await core.catalog.draws.from_catalog("heads")).item.asset for _ in range(200)}
    assert plain == {url(0), url(1)}


async def test_an_empty_or_disabled_catalog_has_nothing_to_draw(core: Core) -> None:
    boss = await admin(core)
    await core.catalog.catalogs.create(boss, "empty", "head")
    await core.catalog.catalogs.create(boss, "off", "banner", items=[ItemIn(url(1), enabled=False)])
    for slug in ("empty", "off"):
        with pytest.raises(NothingToDraw):
            await core.catalog.draws.from_catalog(slug)
    with pytest.raises(NothingToDraw):
        await core.catalog.draws.from_kind("banner")
    with pytest.raises(CatalogNotFound):
        await core.catalog.draws.from_catalog("missing")


async def test_a_kind_draws_over_all_of_its_catalogs(core: Core) -> None:
    boss = await admin(core)
    await core.catalog.catalogs.create(boss, "heads-a", "head", items=[ItemIn(url(1))])
    await core.catalog.catalogs.create(boss, "heads-b", "head", items=[ItemIn(url(2))])
    await core.catalog.catalogs.create(boss, "banners", "banner", items=[ItemIn(url(3))])
    heads = Counter([(await core.catalog.draws.from_kind("head")).item.asset for _ in range(200)])
    assert set(heads) == {url(1), url(2)}
    assert (await core.catalog.draws.from_kind("banner")).item.asset == url(3)


def png(size: int = 64) -> str:
    return base64.b64encode(PNG_SIGNATURE + b"\0" * size).decode()


async def test_skin_builder_parts(core: Core) -> None:
    boss = await admin(core)
    _, someone = await member(core)
    with pytest.raises(MissingPermission):
        await core.catalog.parts.upload(someone, "hats", "Top hat", "png", png())
    hat = await core.catalog.parts.upload(boss, "Hats", "Top hat", "png", png())
    face = await core.catalog.parts.upload(boss, "faces", "Smile", "png", png(10))
    assert hat.category == "hats" and core.catalog.parts.url(hat).endswith(
        f"/cdn/skin-parts/{hat.id}.png"
    )
    stored = await core.outbound.storage.get(hat.object_key)
    assert stored is not None and stored.data.startswith(PNG_SIGNATURE)
    assert [p.id for p in (await core.catalog.parts.page()).items] == sorted([hat.id, face.id])
    assert [p.id for p in (await core.catalog.parts.page("hats")).items] == [hat.id]
    for fmt, data in (("gif", png()), ("png", base64.b64encode(b"GIF89a").decode()), ("png", "@@")):
        with pytest.raises(InvalidInput):
            await core.catalog.parts.upload(boss, "hats", "x", fmt, data)
    with pytest.raises(MissingPermission):
        await core.catalog.parts.delete(someone, hat.id)
    await core.catalog.parts.delete(boss, hat.id)
    assert await core.outbound.storage.get(hat.object_key) is None
    with pytest.raises(PartNotFound):
        await core.catalog.parts.delete(boss, hat.id)
