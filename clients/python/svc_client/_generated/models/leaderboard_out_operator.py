from typing import Literal

LeaderboardOutOperator = Literal["best", "decr", "incr", "set"]

LEADERBOARD_OUT_OPERATOR_VALUES: set[LeaderboardOutOperator] = {
    "best",
    "decr",
    "incr",
    "set",
}


def check_leaderboard_out_operator(value: str) -> LeaderboardOutOperator:
    if value in LEADERBOARD_OUT_OPERATOR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_OUT_OPERATOR_VALUES!r}"
    )
