from typing import Literal

ConnectCommandsCommandOutStatus = Literal["acknowledged", "expired", "pending"]

CONNECT_COMMANDS_COMMAND_OUT_STATUS_VALUES: set[ConnectCommandsCommandOutStatus] = {
    "acknowledged",
    "expired",
    "pending",
}


def check_connect_commands_command_out_status(
    value: str,
) -> ConnectCommandsCommandOutStatus:
    if value in CONNECT_COMMANDS_COMMAND_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONNECT_COMMANDS_COMMAND_OUT_STATUS_VALUES!r}"
    )
