from typing import Literal

ListFeedbackStatusType1 = Literal["closed", "new", "triaged"]

LIST_FEEDBACK_STATUS_TYPE_1_VALUES: set[ListFeedbackStatusType1] = {
    "closed",
    "new",
    "triaged",
}


def check_list_feedback_status_type_1(value: str) -> ListFeedbackStatusType1:
    if value in LIST_FEEDBACK_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_FEEDBACK_STATUS_TYPE_1_VALUES!r}"
    )
