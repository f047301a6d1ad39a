from typing import Literal

FeedbackInCategory = Literal["bug", "complaint", "idea", "other", "praise"]

FEEDBACK_IN_CATEGORY_VALUES: set[FeedbackInCategory] = {
    "bug",
    "complaint",
    "idea",
    "other",
    "praise",
}


def check_feedback_in_category(value: str) -> FeedbackInCategory:
    if value in FEEDBACK_IN_CATEGORY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FEEDBACK_IN_CATEGORY_VALUES!r}"
    )
