"""The bounded TTL cache: expiry, LRU eviction, and the guard against storing stale loads."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from application.shared.ttl_cache import TtlCache

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def cache(ttl: float = 30.0, max_entries: int = 3) -> tuple[TtlCache[str, str], FakeClock]:
    clock = FakeClock()
    return TtlCache(ttl, max_entries, clock), clock


class TestGetAndPut:
    def test_a_missing_key_reads_as_none(self) -> None:
        store, _ = cache()
        assert store.get("a") is None

    def test_a_stored_value_reads_back(self) -> None:
        store, _ = cache()
        store.put("a", "A")
        assert store.get("a") == "A"

    def test_putting_a_key_again_replaces_its_value(self) -> None:
        store, _ = cache()
        store.put("a", "A")
        store.put("a", "A2")
        assert store.get("a") == "A2"


class TestTimeToLive:
    def test_a_value_is_served_until_just_before_its_ttl(self) -> None:
        store, clock = cache(ttl=30)
        store.put("a", "A")
        clock.now += 29.999
        assert store.get("a") == "A"

    def test_a_value_is_gone_once_its_ttl_has_passed(self) -> None:
        store, clock = cache(ttl=30)
        store.put("a", "A")
        clock.now += 30
        assert store.get("a") is None

    def test_reading_does_not_extend_the_ttl(self) -> None:
        store, clock = cache(ttl=30)
        store.put("a", "A")
        clock.now += 20
        store.get("a")
        clock.now += 10
        assert store.get("a") is None

    def test_putting_again_starts_a_fresh_ttl(self) -> None:
        store, clock = cache(ttl=30)
        store.put("a", "A")
        clock.now += 20
        store.put("a", "A")
        clock.now += 20
        assert store.get("a") == "A"

    def test_a_zero_ttl_caches_nothing(self) -> None:
        store, _ = cache(ttl=0)
        store.put("a", "A")
        assert store.get("a") is None


class TestSizeBound:
    def test_the_least_recently_used_entry_is_evicted_when_full(self) -> None:
        store, _ = cache(max_entries=2)
        store.put("a", "A")
        store.put("b", "B")
        store.put("c", "C")
        assert [store.get(k) for k in "abc"] == [None, "B", "C"]

    def test_reading_an_entry_protects_it_from_eviction(self) -> None:
        store, _ = cache(max_entries=2)
        store.put("a", "A")
        store.put("b", "B")
        store.get("a")
        store.put("c", "C")
        assert [store.get(k) for k in "abc"] == ["A", None, "C"]

    def test_rewriting_an_entry_protects_it_from_eviction(self) -> None:
        store, _ = cache(max_entries=2)
        store.put("a", "A")
        store.put("b", "B")
        store.put("a", "A2")
        store.put("c", "C")
        assert [store.get(k) for k in "abc"] == ["A2", None, "C"]

    @SECONDARY
    @given(
        max_entries=st.integers(1, 5),
        operations=st.lists(st.tuples(st.booleans(), st.sampled_from("abcdefgh")), max_size=60),
    )
    def test_never_more_than_the_bound_and_the_latest_put_always_survives(
        self, max_entries: int, operations: list[tuple[bool, str]]
    ) -> None:
        store, _ = cache(max_entries=max_entries)
        for is_put, key in operations:
            if is_put:
                store.put(key, key.upper())
                assert store.get(key) == key.upper()
            else:
                assert store.get(key) in (None, key.upper())
        held = [k for k in "abcdefgh" if store.get(k) is not None]
        assert len(held) <= max_entries


class TestInvalidation:
    def test_a_discarded_key_is_gone(self) -> None:
        store, _ = cache()
        store.put("a", "A")
        store.discard("a")
        assert store.get("a") is None

    def test_discarding_one_key_keeps_the_others(self) -> None:
        store, _ = cache()
        store.put("a", "A")
        store.put("b", "B")
        store.discard("a")
        assert store.get("b") == "B"

    def test_clear_removes_every_key(self) -> None:
        store, _ = cache()
        store.put("a", "A")
        store.put("b", "B")
        store.clear()
        assert (store.get("a"), store.get("b")) == (None, None)

    def test_a_load_started_before_a_discard_is_not_stored(self) -> None:
        store, _ = cache()
        generation = store.generation
        # ... the value is loaded from the database while another request invalidates:
        store.discard("a")
        store.put("a", "stale", generation)
        assert store.get("a") is None

    def test_a_load_started_before_a_clear_is_not_stored(self) -> None:
        store, _ = cache()
        generation = store.generation
        store.clear()
        store.put("a", "stale", generation)
        assert store.get("a") is None

    def test_an_invalidation_of_another_key_also_drops_the_in_flight_load(self) -> None:
        store, _ = cache()
        generation = store.generation
        store.discard("b")
        store.put("a", "maybe stale", generation)
        assert store.get("a") is None

    def test_a_load_started_after_the_invalidation_is_stored(self) -> None:
        store, _ = cache()
        store.discard("a")
        generation = store.generation
        store.put("a", "fresh", generation)
        assert store.get("a") == "fresh"

    def test_a_put_without_a_generation_is_always_stored(self) -> None:
        store, _ = cache()
        store.clear()
        store.put("a", "A")
        assert store.get("a") == "A"
