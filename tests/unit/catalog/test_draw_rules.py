"""The weighted draw: cumulative weights give every enabled item exactly its weight's share
of the draws, never a disabled one, and a scope without items falls back to the unscoped."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.catalog import catalog as rules
from domain.catalog.catalog import UNSCOPED, CatalogItem, group_key
from domain.catalog.draw import GroupTotal, groups_to_draw, pick, place, split
from domain.shared.errors import InvalidInput

SCOPES = [(None, None), ("server", "a"), ("server", "b"), ("event", "")]

items_strategy = st.lists(
    st.builds(
        lambda i, w, s, e: CatalogItem(f"{i:024x}", "https://cdn.example/a.png", w, *s, e),
        st.integers(0, 10**6),
        st.integers(1, 7),
        st.sampled_from(SCOPES),
        st.booleans(),
    ),
    max_size=30,
    unique_by=lambda item: item.id,
)


@given(items_strategy)
def test_each_enabled_item_is_drawn_for_exactly_its_weight_of_the_r_values(
    items: list[CatalogItem],
) -> None:
    placed, totals = place(items)
    for group, total in totals.items():
        members = [p for p in placed if p.cum is not None and p.item.group == group]
        cums = [p.cum for p in members if p.cum is not None]
        assert total.total == sum(p.item.weight for p in members)
        drawn = Counter(members[pick(cums, r)].item.id for r in range(total.total))
        assert drawn == {p.item.id: p.item.weight for p in members}
    for p in placed:
        if p.item.enabled:
            assert p.item.group in totals  # reachable: its group has r values for it
        else:
            assert p.cum is None  # disabled: no cumulative weight, never picked


@given(items_strategy, st.sampled_from(SCOPES))
def test_a_draw_uses_the_scope_else_the_unscoped_items(
    items: list[CatalogItem], asked: tuple[str | None, str | None]
) -> None:
    _, totals = place(items)
    group = group_key(*asked)
    chosen = groups_to_draw(totals.values(), group)
    if group in totals:
        assert [g.group for g in chosen] == [group]
    elif UNSCOPED in totals:
        assert [g.group for g in chosen] == [UNSCOPED]
    else:
        assert chosen == []


@given(st.lists(st.integers(1, 50), min_size=1, max_size=6))
def test_across_groups_each_r_lands_in_one_group_in_proportion(totals: list[int]) -> None:
    groups = [GroupTotal(f"{i:024x}", UNSCOPED, t, 1) for i, t in enumerate(totals)]
    landed = Counter(split(groups, r)[0].catalog_id for r in range(sum(totals)))
    assert landed == {g.catalog_id: g.total for g in groups}
    for r in range(sum(totals)):
        group, rest = split(groups, r)
        assert 0 <= rest < group.total


@pytest.mark.parametrize(
    ("weight", "asset"),
    [
        (0, "https://x.example/a.png"),
        (-1, "https://x.example/a.png"),
        (1_000_001, "https://x.example/a.png"),
        (True, "https://x.example/a.png"),
        (1, "javascript:alert(1)"),
        (1, 5),
        (1, {"a": {"b": {"c": {"d": {"e": 1}}}}}),
    ],
)
def test_items_need_a_positive_weight_and_a_url_or_small_object(weight: int, asset: object) -> None:
    with pytest.raises(InvalidInput):
        rules.item("0" * 24, asset, weight, None, None, None, 0)


def test_a_scope_id_needs_a_scope() -> None:
    with pytest.raises(InvalidInput):
        rules.scope(None, "abc")
