from typing import Literal

ListVersionEventsScopeType = Literal["extension", "service"]

LIST_VERSION_EVENTS_SCOPE_TYPE_VALUES: set[ListVersionEventsScopeType] = {
    "extension",
    "service",
}


def check_list_version_events_scope_type(value: str) -> ListVersionEventsScopeType:
    if value in LIST_VERSION_EVENTS_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_VERSION_EVENTS_SCOPE_TYPE_VALUES!r}"
    )
