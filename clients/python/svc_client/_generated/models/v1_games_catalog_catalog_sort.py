from typing import Literal

V1GamesCatalogCatalogSort = Literal["newest", "popularity"]

V1_GAMES_CATALOG_CATALOG_SORT_VALUES: set[V1GamesCatalogCatalogSort] = {
    "newest",
    "popularity",
}


def check_v1_games_catalog_catalog_sort(value: str) -> V1GamesCatalogCatalogSort:
    if value in V1_GAMES_CATALOG_CATALOG_SORT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_GAMES_CATALOG_CATALOG_SORT_VALUES!r}"
    )
