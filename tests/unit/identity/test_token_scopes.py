"""A token limited by scopes passes on only the scopes it holds (the service token a game
session's token asks for; domain/identity/token_scopes.py)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.identity.token_scopes import narrowed

NAMES = st.sampled_from(["profile:read", "totem:read", "totem:write", "social:friends.read"])
WANTED = st.lists(NAMES, unique=True).map(tuple)


@settings(deadline=None)
@given(wanted=WANTED, held=st.none() | WANTED)
def test_the_result_is_what_is_wanted_and_held_in_the_wanted_order(
    wanted: tuple[str, ...], held: tuple[str, ...] | None
) -> None:
    result = narrowed(wanted, held)
    assert list(result) == [s for s in wanted if s in result]  # wanted order, nothing new
    if held is None:
        assert result == wanted  # a token not limited by scopes passes on all
    else:
        assert set(result) == set(wanted) & set(held)  # never wider than the asking token
