from typing import Literal

PermissionWhyOutDecider = Literal[
    "absent-node", "default-role", "grant", "none", "role", "super-admin"
]

PERMISSION_WHY_OUT_DECIDER_VALUES: set[PermissionWhyOutDecider] = {
    "absent-node",
    "default-role",
    "grant",
    "none",
    "role",
    "super-admin",
}


def check_permission_why_out_decider(value: str) -> PermissionWhyOutDecider:
    if value in PERMISSION_WHY_OUT_DECIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PERMISSION_WHY_OUT_DECIDER_VALUES!r}"
    )
