from typing import Literal

AckInStatus = Literal["failure", "rejected", "success"]

ACK_IN_STATUS_VALUES: set[AckInStatus] = {
    "failure",
    "rejected",
    "success",
}


def check_ack_in_status(value: str) -> AckInStatus:
    if value in ACK_IN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ACK_IN_STATUS_VALUES!r}"
    )
