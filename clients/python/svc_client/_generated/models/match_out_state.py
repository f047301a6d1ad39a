from typing import Literal

MatchOutState = Literal["ended", "live"]

MATCH_OUT_STATE_VALUES: set[MatchOutState] = {
    "ended",
    "live",
}


def check_match_out_state(value: str) -> MatchOutState:
    if value in MATCH_OUT_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MATCH_OUT_STATE_VALUES!r}"
    )
