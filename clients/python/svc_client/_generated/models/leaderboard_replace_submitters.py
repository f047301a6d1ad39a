from typing import Literal

LeaderboardReplaceSubmitters = Literal["admins", "network"]

LEADERBOARD_REPLACE_SUBMITTERS_VALUES: set[LeaderboardReplaceSubmitters] = {
    "admins",
    "network",
}


def check_leaderboard_replace_submitters(value: str) -> LeaderboardReplaceSubmitters:
    if value in LEADERBOARD_REPLACE_SUBMITTERS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LEADERBOARD_REPLACE_SUBMITTERS_VALUES!r}"
    )
