from typing import Literal

PresenceOutState = Literal["AWAY", "BUSY", "ONLINE"]

PRESENCE_OUT_STATE_VALUES: set[PresenceOutState] = {
    "AWAY",
    "BUSY",
    "ONLINE",
}


def check_presence_out_state(value: str) -> PresenceOutState:
    if value in PRESENCE_OUT_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRESENCE_OUT_STATE_VALUES!r}"
    )
