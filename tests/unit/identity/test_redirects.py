"""Login redirects and service redirects (docs/decisions.md, "Login redirect hosts",
"Service redirect URLs"): hostile inputs are refused."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.identity.redirects import (
    LoginRedirectPolicy,
    RedirectRefused,
    match_service_redirect,
    normalize_service_redirect,
    parse_url,
)

POLICY = LoginRedirectPolicy.of(["svc.example", ".dash.example"])

HOSTILE = [
    "https://evil.example/",
    "//evil.example/path",
    "///evil.example",
    "/relative/path",
    "evil.example",
    "https://svc.example@evil.example/",
    "https://evil.example@svc.example/",  # userinfo, even on an allowed host
    "https://svc.example:443@evil.example/",
    "https://svc.example%2F@evil.example/",
    "https://evil.example\\@svc.example/",
    "https://svc.example\\.evil.example/",
    "https:\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "javascript://svc.example/%0aalert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://svc.example/",
    "https://svc.example.evil.example/",
    "https://evilsvc.example/",
    "https://svc.example./",
    "https://svc%2Eexample/",
    "https://svс.example/",  # Cyrillic es  # noqa: RUF001
    "https://localhost%00.evil.example/",
    " https://svc.example/",
    "https://svc.example/\nLocation: https://evil.example",
    "https://sv\tc.example/",
    "https://svc.example/#@evil.example",
    "https://svc.example:99999/",
    "https://svc.example:-1/",
    "https://2130706433/",
    "https://0x7f.0.0.1/",
    "https://[::1]/",
    "http://127.0.0.2/",
    "https:evil.example",
    "https:/evil.example",
    "https://svc.example/<script>",
    "https://xdash.example/",
    "https://dash.example.evil.example/",
    "",
    "https://" + "a" * 2100 + ".svc.example/",
]


@pytest.mark.parametrize("url", HOSTILE)
def test_hostile_login_redirects_are_refused(url: str) -> None:
    with pytest.raises(RedirectRefused):
        POLICY.check(url)


@pytest.mark.parametrize(
    ("url", "normalized"),
    [
        ("http://localhost:5173/after", "http://localhost:5173/after"),
        ("http://127.0.0.1:8000/cb?x=1", "http://127.0.0.1:8000/cb?x=1"),
        ("HTTPS://SVC.example/Path?Q=1", "https://svc.example/Path?Q=1"),
        ("https://svc.example:443/", "https://svc.example/"),
        ("https://dash.example/", "https://dash.example/"),
        ("https://eu.dash.example/x", "https://eu.dash.example/x"),
        ("https://svc.example", "https://svc.example"),
    ],
)
def test_own_hosts_and_loopback_are_accepted(url: str, normalized: str) -> None:
    assert POLICY.check(url) == normalized


def test_service_redirects_need_https_except_on_loopback() -> None:
    assert normalize_service_redirect("https://app.example/cb", ()) == "https://app.example/cb"
    assert normalize_service_redirect("http://localhost:3000/cb", ()) == "http://localhost:3000/cb"
    with pytest.raises(RedirectRefused):
        normalize_service_redirect("http://app.example/cb", ())


def test_custom_schemes_only_when_whitelisted_and_never_script_schemes() -> None:
    with pytest.raises(RedirectRefused):
        normalize_service_redirect("com.example.app:/callback", ())
    assert (
        normalize_service_redirect("com.example.app:/callback", {"com.example.app"})
        == "com.example.app:/callback"
    )
    for scheme in ("javascript", "data", "file", "vbscript", "blob"):
        with pytest.raises(RedirectRefused):
            normalize_service_redirect(f"{scheme}:/x", {scheme})


def test_service_redirect_must_equal_a_registered_url() -> None:
    registered = ("https://app.example/cb",)
    assert match_service_redirect("https://APP.example:443/cb", registered, ()) == registered[0]
    for attempt in ("https://app.example/cb/", "https://app.example/cb?x=1",
                    "https://app.example/cb#x", "https://app.example.evil/cb"):  # fmt: skip
        with pytest.raises(RedirectRefused):
            match_service_redirect(attempt, registered, ())


ALLOWED_HOSTS = {"localhost", "127.0.0.1", "svc.example", "dash.example"}
pieces = st.sampled_from(
    ["https", "http", "HTTP", "javascript", "data", ":", "//", "/", "\\", "@", "%2e", "%40",
     ".", "#", "?", "svc.example", "dash.example", "evil.example", "localhost", "127.0.0.1",
     " ", "\t", "\n", ":8080", "x", "..", "[::1]", "é"]
)  # fmt: skip


@given(st.lists(pieces, max_size=12).map("".join))
def test_nothing_accepted_ever_leaves_the_allowed_hosts(raw: str) -> None:
    try:
        accepted = POLICY.check(raw)
    except RedirectRefused:
        return
    parts = urlsplit(accepted)
    host = parts.hostname or ""
    assert parts.scheme in ("http", "https")
    assert host in ALLOWED_HOSTS or host.endswith(".dash.example")
    assert "@" not in parts.netloc and "\\" not in accepted and "#" not in accepted
    assert accepted.isascii() and not any(ch <= " " for ch in accepted)
    assert POLICY.check(accepted) == accepted  # normalizing is idempotent


@given(st.text(max_size=80))
def test_arbitrary_text_never_passes_with_a_foreign_host(raw: str) -> None:
    try:
        accepted = POLICY.check(raw)
    except RedirectRefused:
        return
    host = urlsplit(accepted).hostname or ""
    assert host in ALLOWED_HOSTS or host.endswith(".dash.example")


@given(st.sampled_from(["javascript", "JAVASCRIPT", "data", "Data", "vbscript", "file"]),
       st.text(max_size=30))  # fmt: skip
def test_script_schemes_are_refused_whatever_follows(scheme: str, rest: str) -> None:
    with pytest.raises(RedirectRefused):
        parse_url(f"{scheme}:{rest}", extra_schemes={scheme.lower()})
