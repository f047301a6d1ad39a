from typing import Literal

GetGamesCatalogSort = Literal["newest", "popularity"]

GET_GAMES_CATALOG_SORT_VALUES: set[GetGamesCatalogSort] = {
    "newest",
    "popularity",
}


def check_get_games_catalog_sort(value: str) -> GetGamesCatalogSort:
    if value in GET_GAMES_CATALOG_SORT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_GAMES_CATALOG_SORT_VALUES!r}"
    )
