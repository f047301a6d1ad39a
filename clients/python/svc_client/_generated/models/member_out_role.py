from typing import Literal

MemberOutRole = Literal["admin", "operator", "viewer"]

MEMBER_OUT_ROLE_VALUES: set[MemberOutRole] = {
    "admin",
    "operator",
    "viewer",
}


def check_member_out_role(value: str) -> MemberOutRole:
    if value in MEMBER_OUT_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MEMBER_OUT_ROLE_VALUES!r}"
    )
