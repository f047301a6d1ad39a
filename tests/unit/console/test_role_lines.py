"""The console's notation of a role's grants (src/entrypoints/console/role_lines.py): what it
writes, it reads back as the same grant; what is no grant is refused, naming the line."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from application.permissions.grants import GrantChange
from domain.permissions.grant import Grant
from domain.permissions.quantity import UNITS, parse_quantity
from domain.shared.errors import InvalidInput
from entrypoints.console.role_lines import grant_line, read_lines

segments = st.from_regex(r"[a-z0-9_-]{1,8}", fullmatch=True)
nodes = st.builds(":".join, st.lists(segments, min_size=1, max_size=3))
moments = st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1)).map(
    lambda d: d.replace(second=0, microsecond=0, tzinfo=UTC)
)
quantities = st.builds(
    parse_quantity,
    st.integers(min_value=0, max_value=10**6).map(float),
    st.sampled_from([None, *UNITS]),
)
grants = st.builds(Grant, nodes, st.booleans(), st.none() | moments, st.none() | quantities)


@given(st.lists(grants, max_size=5))
def test_a_written_grant_reads_back_as_itself(written: list[Grant]) -> None:
    read = read_lines("\n".join(grant_line(g) for g in written))
    assert [(c.node, c.negated, c.expires_at, c.checked_value()) for c in read] == [
        (g.node, g.negated, g.expires_at, g.value) for g in written
    ]


def test_blank_lines_are_nothing_and_a_deny_is_marked() -> None:
    assert read_lines("\n  !chat:send  \n\n") == (GrantChange("chat:send", True, None, None),)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("a:b many", "line 1: the amount must be a number"),
        ("a:b\na:c until tomorrow", "line 2: a moment"),
        ("a:b until 2027-01-01T00:00 5", "line 1: 'until' takes one moment, last"),
        ("a:b 1 gib extra", "line 1: node, amount, unit"),
        ("until 2027-01-01T00:00", "line 1: a node first"),
    ],
)
def test_what_is_no_grant_is_refused_naming_the_line(text: str, says: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        read_lines(text)
    assert refused.value.detail.startswith(says) and refused.value.field == "grants"
