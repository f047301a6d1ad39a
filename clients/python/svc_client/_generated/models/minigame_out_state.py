from typing import Literal

MinigameOutState = Literal["archived", "draft", "published", "unpublished"]

MINIGAME_OUT_STATE_VALUES: set[MinigameOutState] = {
    "archived",
    "draft",
    "published",
    "unpublished",
}


def check_minigame_out_state(value: str) -> MinigameOutState:
    if value in MINIGAME_OUT_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MINIGAME_OUT_STATE_VALUES!r}"
    )
