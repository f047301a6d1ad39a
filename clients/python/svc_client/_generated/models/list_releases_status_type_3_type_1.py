from typing import Literal

ListReleasesStatusType3Type1 = Literal["deprecated", "draft", "published", "revoked"]

LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES: set[ListReleasesStatusType3Type1] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_list_releases_status_type_3_type_1(
    value: str,
) -> ListReleasesStatusType3Type1:
    if value in LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RELEASES_STATUS_TYPE_3_TYPE_1_VALUES!r}"
    )
