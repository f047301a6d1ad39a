"""Quantities carried by permission grants: ``5``, ``{value: 2, unit: "GB"}``, ``30 days``.

Each is kept as the number and unit it was given, and compared through its normalized amount
in the dimension's base unit (bytes, seconds, count). A bare number has no unit and reads
in whatever base unit the consumer expects.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.shared.errors import InvalidInput

MAX_AMOUNT = 1e18


class Dimension(StrEnum):
    DATA = "data"
    TIME = "time"
    COUNT = "count"


@dataclass(frozen=True, slots=True)
class Unit:
    name: str
    dimension: Dimension
    factor: int


UNITS: dict[str, Unit] = {
    u.name: u
    for u in (
        Unit("bytes", Dimension.DATA, 1),
        Unit("kib", Dimension.DATA, 1024),
        Unit("mib", Dimension.DATA, 1024**2),
        Unit("gib", Dimension.DATA, 1024**3),
        Unit("tib", Dimension.DATA, 1024**4),
        Unit("seconds", Dimension.TIME, 1),
        Unit("minutes", Dimension.TIME, 60),
        Unit("hours", Dimension.TIME, 3600),
        Unit("days", Dimension.TIME, 86_400),
        Unit("years", Dimension.TIME, 365 * 86_400),
        Unit("count", Dimension.COUNT, 1),
        Unit("messages", Dimension.COUNT, 1),
    )
}

# Common spellings, mapped to the canonical units above (storage sizes are binary).
ALIASES: dict[str, str] = {
    "b": "bytes",
    "byte": "bytes",
    "kb": "kib",
    "mb": "mib",
    "gb": "gib",
    "tb": "tib",
    "s": "seconds",
    "sec": "seconds",
    "secs": "seconds",
    "second": "seconds",
    "min": "minutes",
    "mins": "minutes",
    "minute": "minutes",
    "h": "hours",
    "hr": "hours",
    "hrs": "hours",
    "hour": "hours",
    "d": "days",
    "day": "days",
    "y": "years",
    "yr": "years",
    "yrs": "years",
    "year": "years",
    "msg": "messages",
    "msgs": "messages",
    "message": "messages",
}


def parse_unit(raw: str) -> Unit:
    key = raw.strip().lower()
    key = ALIASES.get(key, key)
    try:
        return UNITS[key]
    except KeyError:
        raise InvalidInput(
            f"unknown unit {raw!r}; use one of {', '.join(UNITS)} or a common alias",
            field="value.unit",
            code="permissions.invalid_unit",
        ) from None


@dataclass(frozen=True, slots=True)
class Quantity:
    amount: float
    unit: Unit | None = None

    @property
    def dimension(self) -> Dimension | None:
        return self.unit.dimension if self.unit else None

    @property
    def normalized(self) -> float:
        return self.amount * (self.unit.factor if self.unit else 1)

    def reads_as(self, dimension: Dimension) -> bool:
        return self.unit is None or self.unit.dimension is dimension


def parse_quantity(amount: float, unit: str | None = None) -> Quantity:
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        raise InvalidInput("value must be a number", field="value")
    # A chained comparison also refuses NaN and infinities, and never converts a huge int.
    if not 0 <= amount <= MAX_AMOUNT:
        raise InvalidInput(
            f"value must be a finite number between 0 and {MAX_AMOUNT:g}", field="value"
        )
    amount = int(amount) if float(amount).is_integer() else float(amount)
    return Quantity(amount, parse_unit(unit) if unit is not None else None)
