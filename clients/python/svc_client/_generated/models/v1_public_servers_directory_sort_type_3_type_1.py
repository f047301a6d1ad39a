from typing import Literal

V1PublicServersDirectorySortType3Type1 = Literal["favorites", "players"]

V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_3_TYPE_1_VALUES: set[
    V1PublicServersDirectorySortType3Type1
] = {
    "favorites",
    "players",
}


def check_v1_public_servers_directory_sort_type_3_type_1(
    value: str,
) -> V1PublicServersDirectorySortType3Type1:
    if value in V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_3_TYPE_1_VALUES!r}"
    )
