from typing import Literal

ListVersionEventsKindType3Type1 = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

LIST_VERSION_EVENTS_KIND_TYPE_3_TYPE_1_VALUES: set[ListVersionEventsKindType3Type1] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_list_version_events_kind_type_3_type_1(
    value: str,
) -> ListVersionEventsKindType3Type1:
    if value in LIST_VERSION_EVENTS_KIND_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_VERSION_EVENTS_KIND_TYPE_3_TYPE_1_VALUES!r}"
    )
