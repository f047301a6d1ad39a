"""The origin rule for the session cookie (domain/identity/cookie_origin.py), as properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.identity.cookie_origin import SAFE_METHODS, cookie_may_act

OWN = "https://api.example"
TRUSTED = frozenset({OWN, "https://dash.example"})
UNSAFE = st.sampled_from(["POST", "PUT", "PATCH", "DELETE", "post", "PROPFIND"])
METHOD_OR_SOCKET = st.one_of(UNSAFE, st.none())  # None: a WebSocket upgrade
FETCH_SITE = st.one_of(
    st.none(), st.sampled_from(["same-origin", "same-site", "cross-site", "none"])
)
ORIGIN = st.one_of(
    st.sampled_from(["null", "", "https://evil.example", "http://api.example", OWN + ":8443"]),
    st.builds(lambda host: f"https://{host}", st.from_regex(r"[a-z0-9.-]{1,30}", fullmatch=True)),
)


@given(st.sampled_from(sorted(SAFE_METHODS)), st.one_of(st.none(), ORIGIN), FETCH_SITE)
def test_reads_are_never_refused(method: str, origin: str | None, site: str | None) -> None:
    assert cookie_may_act(method, origin, site, TRUSTED)


@given(METHOD_OR_SOCKET, ORIGIN, FETCH_SITE)
def test_a_change_or_a_socket_needs_a_trusted_origin(
    method: str | None, origin: str, site: str | None
) -> None:
    """Whatever Sec-Fetch-Site says: the Origin decides when it is there."""
    assert cookie_may_act(method, origin, site, TRUSTED) == (origin in TRUSTED)


@given(METHOD_OR_SOCKET, st.sampled_from(sorted(TRUSTED)), FETCH_SITE)
def test_trusted_origins_may_act(method: str | None, origin: str, site: str | None) -> None:
    assert cookie_may_act(method, origin, site, TRUSTED)
    assert cookie_may_act(method, origin.upper(), site, TRUSTED)  # browsers write it lowercase


@given(METHOD_OR_SOCKET, FETCH_SITE)
def test_without_an_origin_only_another_site_is_refused(
    method: str | None, site: str | None
) -> None:
    """No Origin: not a browser page (browsers send it on every change and every socket),
    unless Sec-Fetch-Site, the other header browsers send, says another site sent it."""
    expected = site not in ("cross-site", "same-site")
    assert cookie_may_act(method, None, site, TRUSTED) == expected
    assert cookie_may_act(method, None, site.upper() if site else site, TRUSTED) == expected


def test_an_opaque_origin_is_no_origin_of_ours() -> None:
    """``Origin: null``: a sandboxed frame, a data: page, a redirect that hid the origin."""
    assert not cookie_may_act("POST", "null", "same-origin", TRUSTED)
    assert not cookie_may_act(None, "null", None, TRUSTED)
