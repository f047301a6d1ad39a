from typing import Literal

MemberInRole = Literal["admin", "operator", "viewer"]

MEMBER_IN_ROLE_VALUES: set[MemberInRole] = {
    "admin",
    "operator",
    "viewer",
}


def check_member_in_role(value: str) -> MemberInRole:
    if value in MEMBER_IN_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MEMBER_IN_ROLE_VALUES!r}"
    )
