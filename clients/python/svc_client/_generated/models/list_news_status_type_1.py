from typing import Literal

ListNewsStatusType1 = Literal["draft", "published"]

LIST_NEWS_STATUS_TYPE_1_VALUES: set[ListNewsStatusType1] = {
    "draft",
    "published",
}


def check_list_news_status_type_1(value: str) -> ListNewsStatusType1:
    if value in LIST_NEWS_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_NEWS_STATUS_TYPE_1_VALUES!r}"
    )
