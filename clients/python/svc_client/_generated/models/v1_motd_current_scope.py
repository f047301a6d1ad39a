from typing import Literal

V1MotdCurrentScope = Literal["global", "network", "server"]

V1_MOTD_CURRENT_SCOPE_VALUES: set[V1MotdCurrentScope] = {
    "global",
    "network",
    "server",
}


def check_v1_motd_current_scope(value: str) -> V1MotdCurrentScope:
    if value in V1_MOTD_CURRENT_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_MOTD_CURRENT_SCOPE_VALUES!r}"
    )
