from typing import Literal

V1VersionsReleasesListReleasesStatusType3Type1 = Literal[
    "deprecated", "draft", "published", "revoked"
]

V1_VERSIONS_RELEASES_LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES: set[
    V1VersionsReleasesListReleasesStatusType3Type1
] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_v1_versions_releases_list_releases_status_type_3_type_1(
    value: str,
) -> V1VersionsReleasesListReleasesStatusType3Type1:
    if value in V1_VERSIONS_RELEASES_LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_RELEASES_LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES!r}"
    )
