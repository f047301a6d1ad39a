from typing import Literal

V1AdminFeedbackListFeedbackCategoryType1 = Literal[
    "bug", "complaint", "idea", "other", "praise"
]

V1_ADMIN_FEEDBACK_LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES: set[
    V1AdminFeedbackListFeedbackCategoryType1
] = {
    "bug",
    "complaint",
    "idea",
    "other",
    "praise",
}


def check_v1_admin_feedback_list_feedback_category_type_1(
    value: str,
) -> V1AdminFeedbackListFeedbackCategoryType1:
    if value in V1_ADMIN_FEEDBACK_LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_ADMIN_FEEDBACK_LIST_FEEDBACK_CATEGORY_TYPE_1_VALUES!r}"
    )
