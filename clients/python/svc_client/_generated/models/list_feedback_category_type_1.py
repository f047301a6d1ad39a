from typing import Literal

ListFeedbackCategoryType1 = Literal["bug", "complaint", "idea", "other", "praise"]

LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES: set[ListFeedbackCategoryType1] = {
    "bug",
    "complaint",
    "idea",
    "other",
    "praise",
}


def check_list_feedback_category_type_1(value: str) -> ListFeedbackCategoryType1:
    if value in LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES!r}"
    )
