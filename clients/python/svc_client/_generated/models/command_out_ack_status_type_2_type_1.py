from typing import Literal

CommandOutAckStatusType2Type1 = Literal["failure", "rejected", "success"]

COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES: set[CommandOutAckStatusType2Type1] = {
    "failure",
    "rejected",
    "success",
}


def check_command_out_ack_status_type_2_type_1(
    value: str,
) -> CommandOutAckStatusType2Type1:
    if value in COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COMMAND_OUT_ACK_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
