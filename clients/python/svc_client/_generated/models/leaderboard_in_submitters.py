from typing import Literal

LeaderboardInSubmitters = Literal["admins", "network"]

LEADERBOARD_IN_SUBMITTERS_VALUES: set[LeaderboardInSubmitters] = {
    "admins",
    "network",
}


def check_leaderboard_in_submitters(value: str) -> LeaderboardInSubmitters:
    if value in LEADERBOARD_IN_SUBMITTERS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_IN_SUBMITTERS_VALUES!r}"
    )
