from typing import Literal

NewsPatchStatusType0 = Literal["draft", "published"]

NEWS_PATCH_STATUS_TYPE_0_VALUES: set[NewsPatchStatusType0] = {
    "draft",
    "published",
}


def check_news_patch_status_type_0(value: str) -> NewsPatchStatusType0:
    if value in NEWS_PATCH_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NEWS_PATCH_STATUS_TYPE_0_VALUES!r}"
    )
