from typing import Literal

ListNewsStatusType3Type1 = Literal["draft", "published"]

LIST_NEWS_STATUS_TYPE_3_TYPE_1_VALUES: set[ListNewsStatusType3Type1] = {
    "draft",
    "published",
}


def check_list_news_status_type_3_type_1(value: str) -> ListNewsStatusType3Type1:
    if value in LIST_NEWS_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_NEWS_STATUS_TYPE_3_TYPE_1_VALUES!r}"
    )
