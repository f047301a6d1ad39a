"""Conversions between stored values and domain values, shared by both read paths."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from domain.shared.time import from_millis, to_millis


def ms(moment: datetime | None) -> int | None:
    return None if moment is None else to_millis(moment)


def dt(value: int | None) -> datetime | None:
    return None if value is None else from_millis(value)


def dt_required(value: int) -> datetime:
    return from_millis(value)


def flag(value: Any) -> bool:
    return bool(value)
