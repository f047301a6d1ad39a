from typing import Literal

PresenceInState = Literal["AWAY", "BUSY", "ONLINE"]

PRESENCE_IN_STATE_VALUES: set[PresenceInState] = {
    "AWAY",
    "BUSY",
    "ONLINE",
}


def check_presence_in_state(value: str) -> PresenceInState:
    if value in PRESENCE_IN_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRESENCE_IN_STATE_VALUES!r}"
    )
