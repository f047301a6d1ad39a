from typing import Literal

GetActiveVersionsScopeType = Literal["extension", "service"]

GET_ACTIVE_VERSIONS_SCOPE_TYPE_VALUES: set[GetActiveVersionsScopeType] = {
    "extension",
    "service",
}


def check_get_active_versions_scope_type(value: str) -> GetActiveVersionsScopeType:
    if value in GET_ACTIVE_VERSIONS_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_ACTIVE_VERSIONS_SCOPE_TYPE_VALUES!r}"
    )
