"""Time-ordered ids: UUIDv7 (RFC 9562) and 24-hex object ids, in the order they were made."""

from __future__ import annotations

import re
import time
import uuid

import pytest

import adapters.system.ids as ids_module
from adapters.system.ids import TimeOrderedIds

OBJECT_ID = re.compile(r"[0-9a-f]{24}")


class FrozenTime:
    """Stands in for the ``time`` module of the ids module: a clock that moves when told."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def time(self) -> float:
        return self.seconds

    def time_ns(self) -> int:
        return int(self.seconds * 1_000_000_000)


class FixedRandom:
    """Stands in for the ``os`` module: ``urandom`` returns ``fill`` bytes, last one ``last``."""

    def __init__(self, fill: int, last: int) -> None:
        self._fill, self._last = fill, last

    def urandom(self, size: int) -> bytes:
        return bytes([self._fill] * (size - 1) + [self._last])


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> FrozenTime:
    clock = FrozenTime(1_795_341_600.0)
    monkeypatch.setattr(ids_module, "time", clock)
    return clock


def uuid_millis(value: uuid.UUID) -> int:
    return value.int >> 80


class TestUuid7Layout:
    def test_a_new_uuid_is_version_7(self) -> None:
        assert TimeOrderedIds().new_uuid().version == 7

    def test_a_new_uuid_has_the_rfc_variant(self) -> None:
        assert TimeOrderedIds().new_uuid().variant == uuid.RFC_4122

    def test_a_new_uuid_carries_the_current_unix_milliseconds(self) -> None:
        before = time.time_ns() // 1_000_000
        value = TimeOrderedIds().new_uuid()
        after = time.time_ns() // 1_000_000
        assert before <= uuid_millis(value) <= after

    def test_a_new_uuid_is_in_canonical_hyphenated_form(self) -> None:
        text = str(TimeOrderedIds().new_uuid())
        assert re.fullmatch(
            r"[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", text
        )


class TestUuid7Order:
    def test_uuids_made_in_a_row_sort_in_the_order_made(self) -> None:
        ids = TimeOrderedIds()
        made = [ids.new_uuid() for _ in range(5_000)]
        assert made == sorted(made)
        assert len(set(made)) == len(made)

    def test_uuids_made_within_one_millisecond_still_sort(self, frozen: FrozenTime) -> None:
        ids = TimeOrderedIds()
        made = [ids.new_uuid() for _ in range(1000)]
        assert {uuid_millis(u) for u in made} == {1_795_341_600_000}
        assert made == sorted(made)

    def test_more_uuids_than_the_sequence_holds_in_one_millisecond_still_sort(
        self, frozen: FrozenTime
    ) -> None:
        ids = TimeOrderedIds()
        made = [ids.new_uuid() for _ in range(10_000)]
        assert made == sorted(made)
        assert len(set(made)) == len(made)
        assert all(u.version == 7 for u in made)

    def test_uuids_keep_their_order_when_the_clock_steps_back(self, frozen: FrozenTime) -> None:
        ids = TimeOrderedIds()
        first = ids.new_uuid()
        frozen.seconds -= 5
        second = ids.new_uuid()
        assert first < second

    def test_uuids_follow_the_clock_again_once_it_moves_on(self, frozen: FrozenTime) -> None:
        ids = TimeOrderedIds()
        ids.new_uuid()
        frozen.seconds += 1
        assert uuid_millis(ids.new_uuid()) == 1_795_341_601_000


class TestObjectIdLayout:
    def test_an_object_id_is_24_lowercase_hex_characters(self) -> None:
        assert OBJECT_ID.fullmatch(TimeOrderedIds().new_object_id())

    def test_an_object_id_starts_with_the_current_unix_seconds(self) -> None:
        before = int(time.time())
        object_id = TimeOrderedIds().new_object_id()
        after = int(time.time())
        assert before <= int(object_id[:8], 16) <= after

    def test_object_ids_of_one_generator_share_their_process_bytes(self) -> None:
        ids = TimeOrderedIds()
        assert ids.new_object_id()[8:18] == ids.new_object_id()[8:18]

    def test_object_ids_of_two_generators_differ_in_their_process_bytes(self) -> None:
        assert TimeOrderedIds().new_object_id()[8:18] != TimeOrderedIds().new_object_id()[8:18]


class TestObjectIdOrder:
    def test_object_ids_made_in_a_row_sort_in_the_order_made(self) -> None:
        ids = TimeOrderedIds()
        made = [ids.new_object_id() for _ in range(5_000)]
        assert made == sorted(made)
        assert len(set(made)) == len(made)

    def test_object_ids_still_sort_when_the_counter_wraps_within_a_second(
        self, frozen: FrozenTime, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        # The 3-byte counter starts at random; start it two steps before it wraps.
        monkeypatch.setattr(ids_module, "os", FixedRandom(0xFF, 0xFD))
        ids = TimeOrderedIds()
        made = [ids.new_object_id() for _ in range(5)]
        assert [m[18:] for m in made] == ["fffffe", "ffffff", "000000", "000001", "000002"]
        assert made == sorted(made)

    def test_object_ids_keep_their_order_when_the_clock_steps_back(
        self, frozen: FrozenTime
    ) -> None:
        ids = TimeOrderedIds()
        first = ids.new_object_id()
        frozen.seconds -= 30
        second = ids.new_object_id()
        assert first < second
