"""Query parameters appended to a URL, with or without a query of its own."""

from __future__ import annotations

from domain.shared.urls import with_query


def test_parameters_start_the_query_of_a_url_without_one() -> None:
    assert (
        with_query("https://dash.example/x", linked="chat") == "https://dash.example/x?linked=chat"
    )


def test_parameters_follow_the_query_a_url_has() -> None:
    url = with_query("https://idp.example/authorize?tenant=a", state="s 1", scope="openid email")
    assert url == "https://idp.example/authorize?tenant=a&state=s+1&scope=openid+email"
