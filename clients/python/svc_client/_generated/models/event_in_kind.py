from typing import Literal

EventInKind = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

EVENT_IN_KIND_VALUES: set[EventInKind] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_event_in_kind(value: str) -> EventInKind:
    if value in EVENT_IN_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVENT_IN_KIND_VALUES!r}"
    )
