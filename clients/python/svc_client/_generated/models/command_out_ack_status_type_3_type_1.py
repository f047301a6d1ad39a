from typing import Literal

CommandOutAckStatusType3Type1 = Literal["failure", "rejected", "success"]

COMMAND_OUT_ACK_STATUS_TYPE_3_TYPE_1_VALUES: set[CommandOutAckStatusType3Type1] = {
    "failure",
    "rejected",
    "success",
}


def check_command_out_ack_status_type_3_type_1(
    value: str,
) -> CommandOutAckStatusType3Type1:
    if value in COMMAND_OUT_ACK_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COMMAND_OUT_ACK_STATUS_TYPE_3_TYPE_1_VALUES!r}"
    )
