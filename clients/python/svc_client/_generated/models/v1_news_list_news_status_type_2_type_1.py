from typing import Literal

V1NewsListNewsStatusType2Type1 = Literal["draft", "published"]

V1_NEWS_LIST_NEWS_STATUS_TYPE_2_TYPE_1_VALUES: set[V1NewsListNewsStatusType2Type1] = {
    "draft",
    "published",
}


def check_v1_news_list_news_status_type_2_type_1(
    value: str,
) -> V1NewsListNewsStatusType2Type1:
    if value in V1_NEWS_LIST_NEWS_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_NEWS_LIST_NEWS_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
