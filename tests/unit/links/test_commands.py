"""The chat bot's answers (domain/links/commands.py): one message each, bounded lists, and
names people chose that never format, ping or link."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.connect.server import SEEN_ONLINE, seen_online
from domain.links.commands import (
    CATALOG,
    LISTED_MAX,
    MESSAGE_MAX,
    OnlineFriend,
    Players,
    ServerLine,
    chat_text,
    link_status,
    network_status,
    online_friends,
    status_no_network,
    status_outside_guild,
    unknown_command,
)
from domain.profile.presence import PresenceState

MENTION = re.compile(r"<(@[!&]?|#)\d")
NOW = datetime(2026, 11, 28, 10, 0, tzinfo=UTC)
# Names of every kind: markdown, mentions, newlines, control and zero-width characters.
pieces = st.one_of(
    st.sampled_from("@*_~`|>#-[]()<:\\\n\r\t\u200b\u202e "),
    st.sampled_from(["@everyone", "@here", "<@123>", "<@!4>", "<@&9>", "<#7>", "**x**"]),
    st.text(st.characters(codec="utf-8"), max_size=8),
)
names_raw = st.lists(pieces, max_size=30).map("".join)
states = st.sampled_from((PresenceState.ONLINE, PresenceState.AWAY, PresenceState.BUSY))
friends = st.lists(st.builds(OnlineFriend, names_raw, states), max_size=LISTED_MAX + 10)
servers = st.lists(st.builds(ServerLine, names_raw, st.booleans()), max_size=LISTED_MAX + 10)
players = st.one_of(
    st.none(),
    st.builds(Players, st.integers(0, 1_000_000), st.one_of(st.none(), st.integers(0, 10**6))),
)


def _safe(text: str) -> None:
    """No mention can form and no line of ours was broken by a name."""
    lowered = text.lower()
    assert "@everyone" not in lowered and "@here" not in lowered
    assert not MENTION.search(text) and "\r" not in text


def _listed(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("- ")]


@settings(deadline=None, max_examples=200)
@given(names_raw, st.integers(1, 100))
def test_a_name_is_one_escaped_line_without_mentions(raw: str, limit: int) -> None:
    shown = chat_text(raw, limit)
    _safe(shown)
    assert "\n" not in shown and shown
    unescaped = shown.replace("\u200b", "").replace("\\", "")
    assert len(unescaped) <= max(limit, 1)


def test_markdown_and_mentions_in_names_are_neutralised() -> None:
    assert chat_text("**Bold** @everyone") == "\\*\\*Bold\\*\\* @\u200beveryone"
    assert chat_text("<@123>") == "\\<@\u200b123\\>"
    assert chat_text("a\nb\u202ec") == "a b c"
    assert chat_text("") == "?"
    assert chat_text("x" * 70) == "x" * 63 + "…"


@settings(deadline=None, max_examples=200)
@given(friends, st.integers(0, 10_000))
def test_online_friends_fit_one_message_and_list_at_most_the_limit(
    online: list[OnlineFriend], count: int
) -> None:
    reply = online_friends(online, count)
    assert reply.private and len(reply.content) <= MESSAGE_MAX
    _safe(reply.content)
    listed = _listed(reply.content)
    assert len(listed) <= min(LISTED_MAX, len(online))
    total = max(count, len(online))
    if total > len(listed):
        assert reply.content.endswith(f"…and {total - len(listed)} more.")


def test_online_friends_show_name_and_state() -> None:
    reply = online_friends(
        [OnlineFriend("Alice", PresenceState.ONLINE), OnlineFriend("Bob", PresenceState.AWAY)], 2
    )
    assert reply.content == "2 friends are online:\n- Alice\n- Bob (away)"
    assert online_friends([], 0).content == "None of your friends is online right now."
    many = online_friends([OnlineFriend(f"P{i}", PresenceState.ONLINE) for i in range(30)], 40)
    assert len(_listed(many.content)) == LISTED_MAX and many.content.endswith("…and 15 more.")


@settings(deadline=None, max_examples=200)
@given(names_raw, servers, st.integers(0, 10_000), players)
def test_network_status_fits_one_message_and_lists_at_most_the_limit(
    network: str, shown: list[ServerLine], total: int, counted: Players | None
) -> None:
    reply = network_status(network, shown, total, counted)
    assert reply.private and len(reply.content) <= MESSAGE_MAX
    _safe(reply.content)
    listed = _listed(reply.content)
    assert len(listed) <= min(LISTED_MAX, len(shown))
    assert all(line.endswith((": online", ": offline")) for line in listed)
    if max(total, len(shown)) > len(listed):
        assert reply.content.endswith("more.")


def test_network_status_lists_online_servers_first() -> None:
    reply = network_status(
        "Sky*Net", [ServerLine("Hub", False), ServerLine("Lobby", True)], 2, Players(12, 100)
    )
    assert reply.content == (
        "Sky\\*Net: 1 of 2 servers online, 12/100 players.\n- Lobby: online\n- Hub: offline"
    )
    assert network_status("Net", [], 0, None).content == "Net has no servers yet."
    partial = network_status("Net", [ServerLine("A", True)], 3, None).content
    assert partial.startswith("Net: 3 servers, 1 of the first 1 online.")
    assert partial.endswith("…and 2 more.")


def test_the_other_answers_are_private_and_name_the_commands() -> None:
    assert [c.name for c in CATALOG] == ["link", "friends", "status"]
    polite = unknown_command("dance @everyone")
    assert polite.private and "/link, /friends, /status" in polite.content
    _safe(polite.content)
    assert unknown_command(None).content.startswith("Sorry, I do not know /this command")
    assert link_status("@here", None).content == "Your chat account is linked to @\u200bhere."
    for reply in (status_outside_guild(), status_no_network()):
        assert reply.private and reply.content


@given(st.integers(-3600, 3600))
def test_a_server_is_online_while_seen_within_the_window(ago: int) -> None:
    last_seen = NOW - timedelta(seconds=ago)
    assert seen_online(last_seen, NOW, SEEN_ONLINE) is (ago <= SEEN_ONLINE.total_seconds())
    assert seen_online(None, NOW, SEEN_ONLINE) is False
