from typing import Literal

V1PublicVersionsResolveResolveScopeType = Literal["extension", "service"]

V1_PUBLIC_VERSIONS_RESOLVE_RESOLVE_SCOPE_TYPE_VALUES: set[
    V1PublicVersionsResolveResolveScopeType
] = {
    "extension",
    "service",
}


def check_v1_public_versions_resolve_resolve_scope_type(
    value: str,
) -> V1PublicVersionsResolveResolveScopeType:
    if value in V1_PUBLIC_VERSIONS_RESOLVE_RESOLVE_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_PUBLIC_VERSIONS_RESOLVE_RESOLVE_SCOPE_TYPE_VALUES!r}"
    )
