from typing import Literal

ListPublicServersSortType2Type1 = Literal["favorites", "players"]

LIST_PUBLIC_SERVERS_SORT_TYPE_2_TYPE_1_VALUES: set[ListPublicServersSortType2Type1] = {
    "favorites",
    "players",
}


def check_list_public_servers_sort_type_2_type_1(
    value: str,
) -> ListPublicServersSortType2Type1:
    if value in LIST_PUBLIC_SERVERS_SORT_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_PUBLIC_SERVERS_SORT_TYPE_2_TYPE_1_VALUES!r}"
    )
