from typing import Literal

ListFeedbackCategoryType3Type1 = Literal["bug", "complaint", "idea", "other", "praise"]

LIST_FEEDBACK_CATEGORY_TYPE_3_TYPE_1_VALUES: set[ListFeedbackCategoryType3Type1] = {
    "bug",
    "complaint",
    "idea",
    "other",
    "praise",
}


def check_list_feedback_category_type_3_type_1(
    value: str,
) -> ListFeedbackCategoryType3Type1:
    if value in LIST_FEEDBACK_CATEGORY_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_FEEDBACK_CATEGORY_TYPE_3_TYPE_1_VALUES!r}"
    )
