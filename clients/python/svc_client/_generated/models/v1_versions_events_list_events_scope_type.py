from typing import Literal

V1VersionsEventsListEventsScopeType = Literal["extension", "service"]

V1_VERSIONS_EVENTS_LIST_EVENTS_SCOPE_TYPE_VALUES: set[
    V1VersionsEventsListEventsScopeType
] = {
    "extension",
    "service",
}


def check_v1_versions_events_list_events_scope_type(
    value: str,
) -> V1VersionsEventsListEventsScopeType:
    if value in V1_VERSIONS_EVENTS_LIST_EVENTS_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_EVENTS_LIST_EVENTS_SCOPE_TYPE_VALUES!r}"
    )
