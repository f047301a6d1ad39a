from typing import Literal

V1AdminFeedbackListFeedbackStatusType2Type1 = Literal["closed", "new", "triaged"]

V1_ADMIN_FEEDBACK_LIST_FEEDBACK_STATUS_TYPE_2_TYPE_1_VALUES: set[
    V1AdminFeedbackListFeedbackStatusType2Type1
] = {
    "closed",
    "new",
    "triaged",
}


def check_v1_admin_feedback_list_feedback_status_type_2_type_1(
    value: str,
) -> V1AdminFeedbackListFeedbackStatusType2Type1:
    if value in V1_ADMIN_FEEDBACK_LIST_FEEDBACK_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_ADMIN_FEEDBACK_LIST_FEEDBACK_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
