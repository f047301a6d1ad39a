from typing import Literal

ListVersionEventsKindType2Type1 = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

LIST_VERSION_EVENTS_KIND_TYPE_2_TYPE_1_VALUES: set[ListVersionEventsKindType2Type1] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_list_version_events_kind_type_2_type_1(
    value: str,
) -> ListVersionEventsKindType2Type1:
    if value in LIST_VERSION_EVENTS_KIND_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_VERSION_EVENTS_KIND_TYPE_2_TYPE_1_VALUES!r}"
    )
