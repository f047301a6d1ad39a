from typing import Literal

MinigameOutRole = Literal["editor", "owner", "viewer"]

MINIGAME_OUT_ROLE_VALUES: set[MinigameOutRole] = {
    "editor",
    "owner",
    "viewer",
}


def check_minigame_out_role(value: str) -> MinigameOutRole:
    if value in MINIGAME_OUT_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MINIGAME_OUT_ROLE_VALUES!r}"
    )
