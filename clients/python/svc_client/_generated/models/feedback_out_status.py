from typing import Literal

FeedbackOutStatus = Literal["closed", "new", "triaged"]

FEEDBACK_OUT_STATUS_VALUES: set[FeedbackOutStatus] = {
    "closed",
    "new",
    "triaged",
}


def check_feedback_out_status(value: str) -> FeedbackOutStatus:
    if value in FEEDBACK_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FEEDBACK_OUT_STATUS_VALUES!r}"
    )
