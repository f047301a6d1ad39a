from typing import Literal

GetMotdScope = Literal["global", "network", "server"]

GET_MOTD_SCOPE_VALUES: set[GetMotdScope] = {
    "global",
    "network",
    "server",
}


def check_get_motd_scope(value: str) -> GetMotdScope:
    if value in GET_MOTD_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MOTD_SCOPE_VALUES!r}"
    )
