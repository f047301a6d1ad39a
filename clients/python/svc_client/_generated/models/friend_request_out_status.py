from typing import Literal

FriendRequestOutStatus = Literal[
    "accepted", "cancelled", "declined", "expired", "pending"
]

FRIEND_REQUEST_OUT_STATUS_VALUES: set[FriendRequestOutStatus] = {
    "accepted",
    "cancelled",
    "declined",
    "expired",
    "pending",
}


def check_friend_request_out_status(value: str) -> FriendRequestOutStatus:
    if value in FRIEND_REQUEST_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FRIEND_REQUEST_OUT_STATUS_VALUES!r}"
    )
