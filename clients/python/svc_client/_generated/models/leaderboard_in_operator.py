from typing import Literal

LeaderboardInOperator = Literal["best", "decr", "incr", "set"]

LEADERBOARD_IN_OPERATOR_VALUES: set[LeaderboardInOperator] = {
    "best",
    "decr",
    "incr",
    "set",
}


def check_leaderboard_in_operator(value: str) -> LeaderboardInOperator:
    if value in LEADERBOARD_IN_OPERATOR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_IN_OPERATOR_VALUES!r}"
    )
