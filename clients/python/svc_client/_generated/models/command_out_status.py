from typing import Literal

CommandOutStatus = Literal["acknowledged", "expired", "pending"]

COMMAND_OUT_STATUS_VALUES: set[CommandOutStatus] = {
    "acknowledged",
    "expired",
    "pending",
}


def check_command_out_status(value: str) -> CommandOutStatus:
    if value in COMMAND_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COMMAND_OUT_STATUS_VALUES!r}"
    )
