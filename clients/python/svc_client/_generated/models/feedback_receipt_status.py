from typing import Literal

FeedbackReceiptStatus = Literal["closed", "new", "triaged"]

FEEDBACK_RECEIPT_STATUS_VALUES: set[FeedbackReceiptStatus] = {
    "closed",
    "new",
    "triaged",
}


def check_feedback_receipt_status(value: str) -> FeedbackReceiptStatus:
    if value in FEEDBACK_RECEIPT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FEEDBACK_RECEIPT_STATUS_VALUES!r}"
    )
