"""The rank counts' tree against counting one by one (hypothesis)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.games.leaderboard import SCORE_LIMIT
from domain.games.rank_tree import (
    KEY_BITS,
    PREFIX_NODES_MAX,
    SIZE,
    changes,
    position,
    prefix_nodes,
    prefix_places,
    update_nodes,
)

# Keys bunched near a few values (ties, neighbours) as well as spread over the whole range.
keys = st.one_of(
    st.integers(min_value=-SCORE_LIMIT, max_value=SCORE_LIMIT),
    st.integers(min_value=-40, max_value=40),
    st.sampled_from([-SCORE_LIMIT, SCORE_LIMIT, 0, -1, 1]),
)
moves = st.lists(st.tuples(st.none() | keys, st.none() | keys), max_size=40)


def test_positions_fill_the_range_and_fit_a_signed_64_bit_column() -> None:
    assert position(-SCORE_LIMIT) == 1
    assert position(SCORE_LIMIT) == SIZE - 1
    assert SIZE == 2**KEY_BITS and SIZE <= 2**63
    with pytest.raises(ValueError):
        position(SCORE_LIMIT + 1)


@given(keys)
def test_a_prefix_is_at_most_one_node_per_bit(key: int) -> None:
    nodes = prefix_nodes(key)
    assert len(nodes) <= PREFIX_NODES_MAX
    assert len(set(nodes)) == len(nodes)
    assert all(0 < node < SIZE for node in nodes)
    assert len(update_nodes(key)) <= KEY_BITS
    places = prefix_places(key)
    assert len(places) == PREFIX_NODES_MAX and set(places) - {0} == set(nodes)


@given(moves, keys)
def test_the_tree_counts_the_keys_below_as_a_scan_does(moved: list, probe: int) -> None:
    """Entries arrive, change and leave in any order; the prefix sum of the tree is the
    number of entries holding a smaller key."""
    tree: Counter[int] = Counter()
    held: Counter[int] = Counter()
    for before, after in moved:
        if before is not None and held[before] == 0:
            before = None  # only an entry that exists can leave
        for node, delta in changes(before, after).items():
            tree[node] += delta
        if before is not None:
            held[before] -= 1
        if after is not None:
            held[after] += 1
    below = sum(count for key, count in held.items() if key < probe)
    assert sum(tree[node] for node in prefix_nodes(probe)) == below
    assert all(count >= 0 for count in tree.values())


@given(keys)
def test_an_unchanged_key_changes_no_node(key: int) -> None:
    assert changes(key, key) == {}


@given(keys, keys)
def test_changes_are_ascending_and_never_zero(before: int, after: int) -> None:
    found = changes(before, after)
    assert list(found) == sorted(found)
    assert all(found.values())
    assert len(found) <= 2 * KEY_BITS
