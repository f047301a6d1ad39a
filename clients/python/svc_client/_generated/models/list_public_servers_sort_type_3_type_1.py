from typing import Literal

ListPublicServersSortType3Type1 = Literal["favorites", "players"]

LIST_PUBLIC_SERVERS_SORT_TYPE_3_TYPE_1_VALUES: set[ListPublicServersSortType3Type1] = {
    "favorites",
    "players",
}


def check_list_public_servers_sort_type_3_type_1(
    value: str,
) -> ListPublicServersSortType3Type1:
    if value in LIST_PUBLIC_SERVERS_SORT_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_PUBLIC_SERVERS_SORT_TYPE_3_TYPE_1_VALUES!r}"
    )
