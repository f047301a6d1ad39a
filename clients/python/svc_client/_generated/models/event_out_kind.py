from typing import Literal

EventOutKind = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

EVENT_OUT_KIND_VALUES: set[EventOutKind] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_event_out_kind(value: str) -> EventOutKind:
    if value in EVENT_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVENT_OUT_KIND_VALUES!r}"
    )
