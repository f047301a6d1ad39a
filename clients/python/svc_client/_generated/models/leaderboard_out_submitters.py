from typing import Literal

LeaderboardOutSubmitters = Literal["admins", "network"]

LEADERBOARD_OUT_SUBMITTERS_VALUES: set[LeaderboardOutSubmitters] = {
    "admins",
    "network",
}


def check_leaderboard_out_submitters(value: str) -> LeaderboardOutSubmitters:
    if value in LEADERBOARD_OUT_SUBMITTERS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_OUT_SUBMITTERS_VALUES!r}"
    )
