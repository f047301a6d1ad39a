from typing import Literal

LeaderboardInOrder = Literal["asc", "desc"]

LEADERBOARD_IN_ORDER_VALUES: set[LeaderboardInOrder] = {
    "asc",
    "desc",
}


def check_leaderboard_in_order(value: str) -> LeaderboardInOrder:
    if value in LEADERBOARD_IN_ORDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_IN_ORDER_VALUES!r}"
    )
