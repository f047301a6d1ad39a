from typing import Literal

GatewayPatchStateType1 = Literal["active", "disabled", "draining"]

GATEWAY_PATCH_STATE_TYPE_1_VALUES: set[GatewayPatchStateType1] = {
    "active",
    "disabled",
    "draining",
}


def check_gateway_patch_state_type_1(value: str) -> GatewayPatchStateType1:
    if value in GATEWAY_PATCH_STATE_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GATEWAY_PATCH_STATE_TYPE_1_VALUES!r}"
    )
