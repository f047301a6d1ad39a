"""The weighted draw: cumulative weights per draw group, and the pick.

Within a group (a catalog's enabled items of one scope), items are laid end to end in a
fixed order: item i covers ``[cum_i - weight_i, cum_i)`` where ``cum_i`` is the running sum
of weights up to and including it. A draw takes an integer ``r`` uniformly in
``[0, total)`` and picks the first item with ``cum > r``: each item is picked with
probability ``weight / total``. Stored with an index on (group, cum), the pick is one index
seek: the same cost at 100 000 items as at 10. Disabled items have no cumulative weight and
are never picked.

Across several groups (the draw over every catalog of a kind), ``r`` first picks the group
by the groups' totals, then the item inside it with what is left of ``r``: the same as one
draw over all of their items.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.catalog.catalog import UNSCOPED, CatalogItem


@dataclass(frozen=True, slots=True)
class Placed:
    """An item with its place in its group: ``cum`` is None when it is disabled."""

    item: CatalogItem
    position: int
    cum: int | None


@dataclass(frozen=True, slots=True)
class GroupTotal:
    catalog_id: str
    group: str
    total: int
    items: int


def place(items: Sequence[CatalogItem]) -> tuple[list[Placed], dict[str, GroupTotal]]:
    """Cumulative weights of ``items`` (in the given order) per group; the groups' totals."""
    running: dict[str, int] = {}
    counts: dict[str, int] = {}
    placed: list[Placed] = []
    for position, entry in enumerate(items):
        if not entry.enabled:
            placed.append(Placed(entry, position, None))
            continue
        group = entry.group
        running[group] = running.get(group, 0) + entry.weight
        counts[group] = counts.get(group, 0) + 1
        placed.append(Placed(entry, position, running[group]))
    totals = {g: GroupTotal("", g, running[g], counts[g]) for g in running}
    return placed, totals


def groups_to_draw(totals: Iterable[GroupTotal], group: str) -> list[GroupTotal]:
    """The groups a draw for ``group`` uses: that scope's, else the unscoped ones."""
    usable = [t for t in totals if t.total > 0]
    scoped = [t for t in usable if t.group == group]
    if scoped or group == UNSCOPED:
        return scoped
    return [t for t in usable if t.group == UNSCOPED]


def split(groups: Sequence[GroupTotal], r: int) -> tuple[GroupTotal, int]:
    """The group ``r`` (in ``[0, sum of totals)``) falls in, and ``r`` within it."""
    for total in groups:
        if r < total.total:
            return total, r
        r -= total.total
    raise ValueError("r is not below the sum of the totals")


def pick(cums: Sequence[int], r: int) -> int:
    """Index of the first cumulative weight above ``r`` (what the indexed query returns)."""
    return bisect_right(cums, r)
