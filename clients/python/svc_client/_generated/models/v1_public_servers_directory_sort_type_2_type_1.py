from typing import Literal

V1PublicServersDirectorySortType2Type1 = Literal["favorites", "players"]

V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_2_TYPE_1_VALUES: set[
    V1PublicServersDirectorySortType2Type1
] = {
    "favorites",
    "players",
}


def check_v1_public_servers_directory_sort_type_2_type_1(
    value: str,
) -> V1PublicServersDirectorySortType2Type1:
    if value in V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_PUBLIC_SERVERS_DIRECTORY_SORT_TYPE_2_TYPE_1_VALUES!r}"
    )
