from typing import Literal

V1VersionsReleasesListReleasesScopeTypeType3Type1 = Literal["extension", "service"]

V1_VERSIONS_RELEASES_LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES: set[
    V1VersionsReleasesListReleasesScopeTypeType3Type1
] = {
    "extension",
    "service",
}


def check_v1_versions_releases_list_releases_scope_type_type_3_type_1(
    value: str,
) -> V1VersionsReleasesListReleasesScopeTypeType3Type1:
    if value in V1_VERSIONS_RELEASES_LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_RELEASES_LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES!r}"
    )
