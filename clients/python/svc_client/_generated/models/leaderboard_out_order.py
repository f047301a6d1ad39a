from typing import Literal

LeaderboardOutOrder = Literal["asc", "desc"]

LEADERBOARD_OUT_ORDER_VALUES: set[LeaderboardOutOrder] = {
    "asc",
    "desc",
}


def check_leaderboard_out_order(value: str) -> LeaderboardOutOrder:
    if value in LEADERBOARD_OUT_ORDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_OUT_ORDER_VALUES!r}"
    )
