from typing import Literal

ListVersionEventsKindType1 = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

LIST_VERSION_EVENTS_KIND_TYPE_1_VALUES: set[ListVersionEventsKindType1] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_list_version_events_kind_type_1(value: str) -> ListVersionEventsKindType1:
    if value in LIST_VERSION_EVENTS_KIND_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_VERSION_EVENTS_KIND_TYPE_1_VALUES!r}"
    )
