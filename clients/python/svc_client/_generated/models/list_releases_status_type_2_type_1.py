from typing import Literal

ListReleasesStatusType2Type1 = Literal["deprecated", "draft", "published", "revoked"]

LIST_RELEASES_STATUS_TYPE_2_TYPE_1_VALUES: set[ListReleasesStatusType2Type1] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_list_releases_status_type_2_type_1(
    value: str,
) -> ListReleasesStatusType2Type1:
    if value in LIST_RELEASES_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RELEASES_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
