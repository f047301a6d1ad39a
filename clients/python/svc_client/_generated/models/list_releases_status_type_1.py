from typing import Literal

ListReleasesStatusType1 = Literal["deprecated", "draft", "published", "revoked"]

LIST_RELEASES_STATUS_TYPE_1_VALUES: set[ListReleasesStatusType1] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_list_releases_status_type_1(value: str) -> ListReleasesStatusType1:
    if value in LIST_RELEASES_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RELEASES_STATUS_TYPE_1_VALUES!r}"
    )
