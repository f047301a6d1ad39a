from typing import Literal

FeedbackOutCategory = Literal["bug", "complaint", "idea", "other", "praise"]

FEEDBACK_OUT_CATEGORY_VALUES: set[FeedbackOutCategory] = {
    "bug",
    "complaint",
    "idea",
    "other",
    "praise",
}


def check_feedback_out_category(value: str) -> FeedbackOutCategory:
    if value in FEEDBACK_OUT_CATEGORY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FEEDBACK_OUT_CATEGORY_VALUES!r}"
    )
