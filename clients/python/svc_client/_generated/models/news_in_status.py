from typing import Literal

NewsInStatus = Literal["draft", "published"]

NEWS_IN_STATUS_VALUES: set[NewsInStatus] = {
    "draft",
    "published",
}


def check_news_in_status(value: str) -> NewsInStatus:
    if value in NEWS_IN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NEWS_IN_STATUS_VALUES!r}"
    )
