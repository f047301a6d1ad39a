from typing import Literal

ResolveVersionScopeType = Literal["extension", "service"]

RESOLVE_VERSION_SCOPE_TYPE_VALUES: set[ResolveVersionScopeType] = {
    "extension",
    "service",
}


def check_resolve_version_scope_type(value: str) -> ResolveVersionScopeType:
    if value in RESOLVE_VERSION_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESOLVE_VERSION_SCOPE_TYPE_VALUES!r}"
    )
