from typing import Literal

ListReleasesScopeTypeType3Type1 = Literal["extension", "service"]

LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES: set[ListReleasesScopeTypeType3Type1] = {
    "extension",
    "service",
}


def check_list_releases_scope_type_type_3_type_1(
    value: str,
) -> ListReleasesScopeTypeType3Type1:
    if value in LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_RELEASES_SCOPE_TYPE_TYPE_3_TYPE_1_VALUES!r}"
    )
