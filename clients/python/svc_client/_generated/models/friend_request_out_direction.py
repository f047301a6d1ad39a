from typing import Literal

FriendRequestOutDirection = Literal["incoming", "outgoing"]

FRIEND_REQUEST_OUT_DIRECTION_VALUES: set[FriendRequestOutDirection] = {
    "incoming",
    "outgoing",
}


def check_friend_request_out_direction(value: str) -> FriendRequestOutDirection:
    if value in FRIEND_REQUEST_OUT_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FRIEND_REQUEST_OUT_DIRECTION_VALUES!r}"
    )
