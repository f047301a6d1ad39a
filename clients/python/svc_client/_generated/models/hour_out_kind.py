from typing import Literal

HourOutKind = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

HOUR_OUT_KIND_VALUES: set[HourOutKind] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_hour_out_kind(value: str) -> HourOutKind:
    if value in HOUR_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {HOUR_OUT_KIND_VALUES!r}"
    )
