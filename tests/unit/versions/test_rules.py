"""The pure rules of versions: build ids, artifacts, statuses, pointers and rollout buckets,
client events."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.errors import InvalidInput
from domain.versions.channel import (
    FULL,
    MoveKind,
    Pointer,
    bucket,
    check_channel,
    check_client_id,
    check_rollout,
    move_kind,
    moved,
)
from domain.versions.errors import NothingToStage
from domain.versions.events import (
    HOUR_MS,
    check_data,
    check_event_id,
    check_kind,
    check_occurred_at,
    hour_of,
)
from domain.versions.release import (
    Artifact,
    ReleaseScope,
    ReleaseStatus,
    ScopeType,
    can_move,
    check_artifacts,
    check_minimum,
    new_release,
    parse_build_id,
    release_scope,
)

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
SCOPE = ReleaseScope(ScopeType.SERVICE, "a" * 24)
SHA = "0f" * 32
dates = st.dates(min_value=date(1000, 1, 1), max_value=date(9999, 12, 31))
hashes = st.text("0123456789abcdef", min_size=7, max_size=40)


@given(day=dates, short_hash=st.none() | hashes)
def test_a_build_id_of_a_real_date_parses_back_to_its_date(
    day: date, short_hash: str | None
) -> None:
    text = f"{day.year:04d}.{day.month:02d}.{day.day:02d}" + (
        f"-{short_hash}" if short_hash else ""
    )
    parsed = parse_build_id(text)
    assert (parsed.day, parsed.text, str(parsed)) == (day, text, text)


@given(a=dates, b=dates, ha=hashes, hb=hashes)
def test_build_ids_order_by_date_only(a: date, b: date, ha: str, hb: str) -> None:
    first = parse_build_id(f"{a:%Y.%m.%d}-{ha}")
    second = parse_build_id(f"{b:%Y.%m.%d}-{hb}")
    assert (first < second) == (a < b)
    assert (first == second) == (a == b)


@pytest.mark.parametrize(
    "raw",
    [
        "2026.02.30",  # no such day
        "2026.13.01",
        "2026.1.01",
        "26.01.01",
        "2026.01.01-",
        "2026.01.01-abc123",  # hash shorter than 7
        "2026.01.01-ABCDEF1",  # uppercase
        "2026.01.01-" + "a" * 41,
        "2026.01.01-abcdefg",  # not hex
        " 2026.01.01",
        "v1.2.3",
    ],
)
def test_malformed_build_ids_are_refused(raw: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_build_id(raw)
    assert refused.value.code == "versions.invalid_build_id"
    assert refused.value.field == "buildId"


def test_scope_types_are_service_and_extension() -> None:
    assert release_scope("extension", "chat.tools").key == "extension:chat.tools"
    for scope_type, scope_id, field in (
        ("server", "x", "scope.type"),
        ("service", "", "scope.id"),
        ("service", "has space", "scope.id"),
        ("service", "x" * 129, "scope.id"),
    ):
        with pytest.raises(InvalidInput) as refused:
            release_scope(scope_type, scope_id)
        assert refused.value.field == field


def test_artifacts_are_https_with_a_sha256_a_size_and_a_platform() -> None:
    ok = check_artifacts([Artifact("https://cdn.example/a.zip", SHA.upper(), 10, "linux-x64")])
    assert ok[0].sha256 == SHA  # stored lowercase
    bad = {
        "url": Artifact("http://cdn.example/a.zip", SHA, 10, "linux"),
        "sha256": Artifact("https://cdn.example/a.zip", "ab" * 31, 10, "linux"),
        "size": Artifact("https://cdn.example/a.zip", SHA, 0, "linux"),
        "platform": Artifact("https://cdn.example/a.zip", SHA, 10, "Linux X64"),
    }
    for field, artifact in bad.items():
        with pytest.raises(InvalidInput) as refused:
            check_artifacts([artifact])
        assert refused.value.field == f"artifacts[0].{field}"
    same = Artifact("https://cdn.example/a.zip", SHA, 10, "linux")
    with pytest.raises(InvalidInput, match="unique"):
        check_artifacts([same, same])
    with pytest.raises(InvalidInput, match="at most"):
        check_artifacts([Artifact(f"https://cdn.example/{i}", SHA, 1, "linux") for i in range(21)])


def test_status_moves() -> None:
    s = ReleaseStatus
    allowed = {
        (s.DRAFT, s.PUBLISHED),
        (s.PUBLISHED, s.DEPRECATED),
        (s.PUBLISHED, s.REVOKED),
        (s.DEPRECATED, s.PUBLISHED),
        (s.DEPRECATED, s.REVOKED),
    }
    for a in s:
        for b in s:
            assert can_move(a, b) == (a == b or (a, b) in allowed), (a, b)
    assert {x for x in s if x.activatable} == {s.PUBLISHED, s.DEPRECATED}


def test_a_minimum_supported_build_is_not_after_the_release() -> None:
    build = parse_build_id("2026.05.01-abcdef0")
    assert check_minimum("2026.05.01", build) == parse_build_id("2026.05.01")
    with pytest.raises(InvalidInput) as refused:
        check_minimum("2026.05.02", build)
    assert refused.value.field == "minimumSupported"


def test_a_new_release_is_a_draft_or_published() -> None:
    by = uuid.uuid4()
    draft = new_release("a" * 24, SCOPE, "2026.01.01", "", [], None, ReleaseStatus.DRAFT, by, NOW)
    assert draft.published_at is None and draft.revision == 1
    published = new_release(
        "b" * 24, SCOPE, "2026.01.01", "", [], None, ReleaseStatus.PUBLISHED, by, NOW
    )
    assert published.published_at == NOW
    with pytest.raises(InvalidInput):
        new_release("c" * 24, SCOPE, "2026.01.01", "", [], None, ReleaseStatus.REVOKED, by, NOW)


def _must_update(minimum: str | None, current: str | None) -> bool:
    release = new_release(
        "a" * 24, SCOPE, "2026.06.01", "", [], minimum, ReleaseStatus.PUBLISHED, uuid.uuid4(), NOW
    )
    return release.must_update(parse_build_id(current) if current else None)


def test_clients_below_the_minimum_supported_build_must_update() -> None:
    assert _must_update("2026.03.01", "2026.02.28-abcdef0")
    assert not _must_update("2026.03.01", "2026.03.01-abcdef0")  # same day: not below
    assert not _must_update("2026.03.01", "2026.04.01")
    assert not _must_update(None, "2000.01.01")
    assert not _must_update("2026.03.01", None)  # nothing said: nothing forced


def test_channels_and_client_ids() -> None:
    assert check_channel("beta-2") == "beta-2"
    for bad in ("Beta", "2beta", "", "b" * 33, "be ta"):
        with pytest.raises(InvalidInput):
            check_channel(bad)
    assert check_client_id(None) is None
    for bad in ("", "has space", "x" * 129):
        with pytest.raises(InvalidInput):
            check_client_id(bad)
    for bad in (0, 101):
        with pytest.raises(InvalidInput):
            check_rollout(bad)


def _pointer(percent: int, previous: str | None = "p" * 24) -> Pointer:
    return Pointer(SCOPE, "stable", "n" * 24, previous, percent, 3, NOW, None)


@given(
    clients=st.lists(
        st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20),
        min_size=1,
        max_size=50,
    ),
    low=st.integers(1, 100),
    high=st.integers(1, 100),
)
def test_a_growing_rollout_keeps_every_client_it_had(
    clients: list[str], low: int, high: int
) -> None:
    low, high = sorted((low, high))
    for client in clients:
        if _pointer(low).release_for(client) == "n" * 24:
            assert _pointer(high).release_for(client) == "n" * 24


def test_a_staged_rollout_reaches_about_its_share_of_clients() -> None:
    clients = [f"client-{i}" for i in range(20_000)]
    for percent in (1, 10, 50, 90):
        share = sum(_pointer(percent).release_for(c) == "n" * 24 for c in clients) / 20_000
        assert abs(share - percent / 100) < 0.02, (percent, share)


def test_bucket_is_stable_and_depends_on_scope_channel_and_client() -> None:
    assert bucket(SCOPE, "stable", "c1") == bucket(SCOPE, "stable", "c1")
    spread = {bucket(SCOPE, channel, "c1") for channel in (f"ch{i}" for i in range(50))}
    assert len(spread) > 20  # another channel, another draw


def test_clients_without_an_id_keep_the_previous_release_while_staged() -> None:
    assert _pointer(99).release_for(None) == "p" * 24
    assert _pointer(FULL).release_for(None) == "n" * 24
    assert _pointer(50, previous=None).release_for(None) == "n" * 24


def test_moves_keep_the_release_they_leave_for_the_rest_of_a_rollout() -> None:
    by = uuid.uuid4()
    first = moved(None, SCOPE, "stable", "a" * 24, FULL, by, NOW)
    assert (first.release_id, first.previous_release_id, first.revision) == ("a" * 24, None, 1)
    with pytest.raises(NothingToStage):
        moved(None, SCOPE, "stable", "a" * 24, 50, by, NOW)
    staged = moved(first, SCOPE, "stable", "b" * 24, 20, by, NOW)
    assert (staged.release_id, staged.previous_release_id, staged.revision) == (
        "b" * 24,
        "a" * 24,
        2,
    )
    wider = moved(staged, SCOPE, "stable", "b" * 24, 60, by, NOW)
    assert wider.previous_release_id == "a" * 24  # same release: the kept one stays
    full = moved(wider, SCOPE, "stable", "b" * 24, FULL, by, NOW)
    assert (full.previous_release_id, full.staged) == (None, False)


def test_move_kinds_follow_the_release_order() -> None:
    old = ("a" * 24, (20260101, "a" * 24))
    newer = ("b" * 24, (20260201, "b" * 24))
    same_day_later = ("c" * 24, (20260101, "c" * 24))
    assert move_kind(None, old) is MoveKind.INITIAL
    assert move_kind(old, newer) is MoveKind.ROLL_FORWARD
    assert move_kind(newer, old) is MoveKind.ROLLBACK
    assert move_kind(old, same_day_later) is MoveKind.ROLL_FORWARD
    assert move_kind(old, old) is MoveKind.ROLLOUT


def test_client_event_fields() -> None:
    assert check_event_id("0123456789abcdef", "e") == "0123456789abcdef"
    for bad in ("short", "x" * 65, "has space 12345"):
        with pytest.raises(InvalidInput):
            check_event_id(bad, "e")
    with pytest.raises(InvalidInput):
        check_kind("explode", "k")
    assert check_occurred_at(NOW - timedelta(days=29), NOW, "at") is not None
    for bad in (NOW - timedelta(days=31), NOW + timedelta(minutes=6)):
        with pytest.raises(InvalidInput):
            check_occurred_at(bad, NOW, "at")
    assert check_data({"a": [1, {"b": "c"}]}, "d") is not None
    with pytest.raises(InvalidInput):
        check_data({"a": "x" * 2100}, "d")
    with pytest.raises(InvalidInput):
        check_data({"a": {"b": {"c": {"d": {"e": 1}}}}}, "d")


@given(st.integers(0, 10**13))
def test_events_count_in_the_hour_they_arrive(millis: int) -> None:
    hour = hour_of(millis)
    assert hour % HOUR_MS == 0 and hour <= millis < hour + HOUR_MS
