from typing import Literal

CountOutKind = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

COUNT_OUT_KIND_VALUES: set[CountOutKind] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_count_out_kind(value: str) -> CountOutKind:
    if value in COUNT_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COUNT_OUT_KIND_VALUES!r}"
    )
