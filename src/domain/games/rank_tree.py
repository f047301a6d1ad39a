"""Counts that make a rank cost the same on a board of a thousand entries or of a million
(docs/games.md, "How ranks are counted").

A rank is one plus the number of entries ahead. Counting them one by one costs what the
entries ahead cost; instead each board period keeps a Fenwick tree (binary indexed tree) of
how many entries hold each score key (``SortKey[0]``: the score, signed so that smaller is
better). The score keys fit in ``KEY_BITS`` bits once shifted to be non-negative, so:

- the entries with a score key below ``k`` are the sum of at most ``KEY_BITS`` tree nodes
  (``prefix_nodes``), read in one statement by primary key;
- an entry that arrives, leaves or changes its score key adds or subtracts one on at most
  ``KEY_BITS`` nodes (``changes``), written in one statement.

Entries tied on the score key are ordered by the rest of the sort key (subscore, then the
moment, then the player); those ahead are counted on the ranking index, so that part costs
what the ties ahead of the player cost.

Nodes are numbered 1 .. 2**KEY_BITS - 1; the root (2**KEY_BITS, the whole board) is never read
by a prefix sum and is not kept.
"""

from __future__ import annotations

from domain.games.leaderboard import SCORE_LIMIT

KEY_BITS = (2 * SCORE_LIMIT + 1).bit_length()
"""Score keys run over -SCORE_LIMIT .. SCORE_LIMIT: positions 1 .. 2**54 - 1."""
SIZE = 1 << KEY_BITS
PREFIX_NODES_MAX = KEY_BITS
"""At most this many nodes sum to a prefix (one per set bit of the position)."""


def position(score_key: int) -> int:
    """The tree position (1-based) of a score key."""
    if abs(score_key) > SCORE_LIMIT:
        raise ValueError("a score key beyond the score limit")
    return score_key + SCORE_LIMIT + 1


def prefix_nodes(score_key: int) -> list[int]:
    """The nodes whose counts sum to the number of entries with a smaller score key."""
    nodes = []
    node = position(score_key) - 1
    while node > 0:
        nodes.append(node)
        node &= node - 1  # drop the lowest set bit
    return nodes


def prefix_places(score_key: int) -> list[int]:
    """``prefix_nodes`` padded with 0 (no node has it) to ``PREFIX_NODES_MAX``: the
    parameters of a statement of one fixed shape."""
    nodes = prefix_nodes(score_key)
    return nodes + [0] * (PREFIX_NODES_MAX - len(nodes))


def update_nodes(score_key: int) -> list[int]:
    """The nodes that count an entry holding ``score_key`` (ascending)."""
    nodes = []
    node = position(score_key)
    while node < SIZE:
        nodes.append(node)
        node += node & -node
    return nodes


def changes(before: int | None, after: int | None) -> dict[int, int]:
    """Node -> delta when an entry's score key goes from ``before`` to ``after`` (None: no
    entry); nodes whose deltas cancel are left out, so an unchanged key changes nothing."""
    deltas: dict[int, int] = {}
    for key, sign in ((before, -1), (after, 1)):
        if key is not None:
            for node in update_nodes(key):
                deltas[node] = deltas.get(node, 0) + sign
    return {node: delta for node, delta in sorted(deltas.items()) if delta}
