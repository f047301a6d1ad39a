from typing import Literal

V1VersionsEventsListEventsKindType1 = Literal[
    "crash", "error", "install", "rollback", "start", "stop", "update"
]

V1_VERSIONS_EVENTS_LIST_EVENTS_KIND_TYPE_1_VALUES: set[
    V1VersionsEventsListEventsKindType1
] = {
    "crash",
    "error",
    "install",
    "rollback",
    "start",
    "stop",
    "update",
}


def check_v1_versions_events_list_events_kind_type_1(
    value: str,
) -> V1VersionsEventsListEventsKindType1:
    if value in V1_VERSIONS_EVENTS_LIST_EVENTS_KIND_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_EVENTS_LIST_EVENTS_KIND_TYPE_1_VALUES!r}"
    )
