from typing import Literal

NewsOutStatus = Literal["draft", "published"]

NEWS_OUT_STATUS_VALUES: set[NewsOutStatus] = {
    "draft",
    "published",
}


def check_news_out_status(value: str) -> NewsOutStatus:
    if value in NEWS_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NEWS_OUT_STATUS_VALUES!r}"
    )
