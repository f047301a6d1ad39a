from typing import Literal

ConnectCommandsCommandOutAckStatusType2Type1 = Literal["failure", "rejected", "success"]

CONNECT_COMMANDS_COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES: set[
    ConnectCommandsCommandOutAckStatusType2Type1
] = {
    "failure",
    "rejected",
    "success",
}


def check_connect_commands_command_out_ack_status_type_2_type_1(
    value: str,
) -> ConnectCommandsCommandOutAckStatusType2Type1:
    if value in CONNECT_COMMANDS_COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONNECT_COMMANDS_COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
