"""Quantities carried by grants: units, aliases, parsing and normalization."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.permissions.quantity import (
    ALIASES,
    MAX_AMOUNT,
    UNITS,
    Dimension,
    Quantity,
    parse_quantity,
    parse_unit,
)
from domain.shared.errors import InvalidInput

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

amounts = st.one_of(
    st.integers(0, int(MAX_AMOUNT)),
    st.floats(0, MAX_AMOUNT, allow_nan=False, allow_infinity=False),
)
unit_names = st.sampled_from(sorted([*UNITS, *ALIASES]))
paddings = st.sampled_from(["", " ", "  ", "\t", " \n"])


@st.composite
def spellings(draw: st.DrawFn) -> tuple[str, str]:
    """(how a user might type a unit, the canonical unit it stands for)."""
    name = draw(unit_names)
    upper = draw(st.integers(0, 2 ** len(name) - 1))  # bit i set: character i upper case
    typed = "".join(c.upper() if upper >> i & 1 else c for i, c in enumerate(name))
    return draw(paddings) + typed + draw(paddings), ALIASES.get(name, name)


class TestParseQuantityRoundTrip:
    @given(amount=amounts, spelling=spellings())
    def test_parsing_what_was_parsed_gives_the_same_quantity(
        self, amount: float, spelling: tuple[str, str]
    ) -> None:
        typed, canonical = spelling
        first = parse_quantity(amount, typed)
        assert first.unit == UNITS[canonical]
        assert parse_quantity(first.amount, first.unit.name) == first

    @given(amount=amounts, spelling=spellings())
    def test_normalized_is_the_amount_times_the_canonical_factor(
        self, amount: float, spelling: tuple[str, str]
    ) -> None:
        typed, canonical = spelling
        quantity = parse_quantity(amount, typed)
        factor = UNITS[canonical].factor
        assert quantity.amount == amount
        if float(amount).is_integer():
            # Whole amounts are kept as ints, so the product is exact, not float-rounded.
            assert quantity.normalized == int(amount) * factor
        else:
            assert quantity.normalized == amount * factor

    @SECONDARY
    @given(amount=amounts)
    def test_a_bare_number_round_trips_without_a_unit(self, amount: float) -> None:
        first = parse_quantity(amount)
        assert first.unit is None
        assert parse_quantity(first.amount) == first
        assert first.normalized == amount


class TestParseQuantityNormalizesNumbers:
    def test_an_integral_float_is_kept_as_an_int(self) -> None:
        quantity = parse_quantity(2.0, "days")
        assert quantity.amount == 2
        assert type(quantity.amount) is int

    def test_a_fractional_amount_is_kept(self) -> None:
        assert parse_quantity(1.5, "hours").normalized == 5400

    def test_zero_is_a_valid_amount(self) -> None:
        assert parse_quantity(0).amount == 0

    def test_the_maximum_amount_is_accepted(self) -> None:
        assert parse_quantity(MAX_AMOUNT).amount == MAX_AMOUNT


class TestParseQuantityRefusesBadAmounts:
    @pytest.mark.parametrize(
        "amount",
        [-1, -0.5, float("nan"), float("inf"), float("-inf"), MAX_AMOUNT * 10, 10**19],
    )
    def test_an_amount_out_of_range_is_refused(self, amount: float) -> None:
        with pytest.raises(InvalidInput) as caught:
            parse_quantity(amount)
        assert caught.value.field == "value"

    def test_an_integer_too_large_for_a_float_is_refused_as_invalid_input(self) -> None:
        with pytest.raises(InvalidInput):
            parse_quantity(10**400)

    @pytest.mark.parametrize("amount", [True, False, "5", None, [5]])
    def test_something_that_is_not_a_number_is_refused(self, amount: object) -> None:
        with pytest.raises(InvalidInput) as caught:
            parse_quantity(amount)  # type: ignore[arg-type]
        assert caught.value.field == "value"


class TestParseUnit:
    @pytest.mark.parametrize(
        ("typed", "canonical"),
        [
            ("GB", "gib"),
            ("kb", "kib"),
            ("MiB", "mib"),
            ("TB", "tib"),
            ("b", "bytes"),
            ("sec", "seconds"),
            ("Min", "minutes"),
            ("h", "hours"),
            ("day", "days"),
            ("yr", "years"),
            ("msg", "messages"),
            ("COUNT", "count"),
        ],
    )
    def test_common_aliases_map_to_the_canonical_unit(self, typed: str, canonical: str) -> None:
        assert parse_unit(typed).name == canonical

    @pytest.mark.parametrize("typed", ["", "   ", "parsecs", "gigabytes!", "k ib", "ms"])
    def test_an_unknown_unit_is_refused(self, typed: str) -> None:
        with pytest.raises(InvalidInput) as caught:
            parse_unit(typed)
        assert caught.value.field == "value.unit"
        assert caught.value.code == "permissions.invalid_unit"

    def test_every_alias_names_an_existing_unit(self) -> None:
        assert set(ALIASES.values()) <= set(UNITS)


class TestUnitsAndDimensions:
    @pytest.mark.parametrize(
        ("amount", "unit", "base_amount"),
        [
            (2, "gb", 2 * 1024**3),
            (1, "tib", 1024**4),
            (3, "kib", 3072),
            (2, "minutes", 120),
            (1, "days", 86_400),
            (1, "years", 365 * 86_400),
            (7, "messages", 7),
        ],
    )
    def test_normalized_is_in_the_base_unit_of_the_dimension(
        self, amount: int, unit: str, base_amount: int
    ) -> None:
        assert parse_quantity(amount, unit).normalized == base_amount

    @pytest.mark.parametrize(
        ("unit", "dimension"),
        [("bytes", Dimension.DATA), ("hours", Dimension.TIME), ("messages", Dimension.COUNT)],
    )
    def test_a_unit_belongs_to_its_dimension(self, unit: str, dimension: Dimension) -> None:
        assert parse_quantity(1, unit).dimension is dimension

    def test_a_bare_number_has_no_dimension(self) -> None:
        assert parse_quantity(5).dimension is None

    @pytest.mark.parametrize("dimension", list(Dimension))
    def test_a_bare_number_reads_as_any_dimension(self, dimension: Dimension) -> None:
        assert Quantity(5).reads_as(dimension)

    def test_a_quantity_with_a_unit_reads_only_as_its_own_dimension(self) -> None:
        quantity = parse_quantity(5, "gb")
        assert quantity.reads_as(Dimension.DATA)
        assert not quantity.reads_as(Dimension.TIME)
        assert not quantity.reads_as(Dimension.COUNT)
