from typing import Literal

ListReleasesScopeTypeType2Type1 = Literal["extension", "service"]

LIST_RELEASES_SCOPE_TYPE_TYPE_2_TYPE_1_VALUES: set[ListReleasesScopeTypeType2Type1] = {
    "extension",
    "service",
}


def check_list_releases_scope_type_type_2_type_1(
    value: str,
) -> ListReleasesScopeTypeType2Type1:
    if value in LIST_RELEASES_SCOPE_TYPE_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RELEASES_SCOPE_TYPE_TYPE_2_TYPE_1_VALUES!r}"
    )
