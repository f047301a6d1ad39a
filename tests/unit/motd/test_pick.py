"""The message a client sees: the most specific scope with an active message, then the most
specific locale, then the latest start; never an inactive one."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.motd.message import (
    GLOBAL,
    Motd,
    MotdScope,
    ScopeType,
    locale_chain,
    motd_scope,
    parse_locale,
    pick,
)
from domain.shared.errors import InvalidInput

NOW = datetime(2026, 11, 28, 10, 0, tzinfo=UTC)
NETWORK = MotdScope(ScopeType.NETWORK, str(uuid.uuid4()))
SERVER = MotdScope(ScopeType.SERVER, str(uuid.uuid4()))
CHAIN = [SERVER, NETWORK, GLOBAL]
USER = uuid.uuid4()


def message(n: int, scope: MotdScope, locale: str, start: int, end: int | None) -> Motd:
    ends = NOW + timedelta(hours=end) if end is not None else None
    return Motd(f"{n:024x}", scope, locale, f"text {n}", NOW + timedelta(hours=start), ends,
                USER, NOW, NOW)  # fmt: skip


messages = st.lists(
    st.builds(
        message,
        st.integers(0, 10**6),
        st.sampled_from(CHAIN),
        st.sampled_from(["", "pt", "pt-br", "de"]),
        st.integers(-5, 5),
        st.one_of(st.none(), st.integers(-5, 10)),
    ),
    max_size=12,
)


@given(messages)
def test_the_most_specific_active_message_wins(candidates: list[Motd]) -> None:
    chosen = pick(candidates, CHAIN, "pt-br", NOW)
    active = [m for m in candidates if m.active(NOW) and m.locale in ("pt-br", "pt", "")]
    if chosen is None:
        assert active == []
        return
    assert chosen.active(NOW)
    rank = {s: i for i, s in enumerate(CHAIN)}
    lrank = {loc: i for i, loc in enumerate(locale_chain("pt-br"))}
    key = (rank[chosen.scope], lrank[chosen.locale])
    assert all(key <= (rank[m.scope], lrank[m.locale]) for m in active)
    assert all(
        m.starts_at <= chosen.starts_at for m in active if (rank[m.scope], lrank[m.locale]) == key
    )


def test_locales_fall_back_to_the_language_then_the_default() -> None:
    assert locale_chain("pt-br") == ["pt-br", "pt", ""]
    assert locale_chain("") == [""]
    assert parse_locale("PT_BR") == "pt-br"
    with pytest.raises(InvalidInput):
        parse_locale("portuguese!")


def test_scopes_are_checked() -> None:
    assert motd_scope("global", None) == GLOBAL
    with pytest.raises(InvalidInput):
        motd_scope("global", "x")
    with pytest.raises(InvalidInput):
        motd_scope("server", "not-a-uuid")
    with pytest.raises(InvalidInput):
        motd_scope("planet", None)
