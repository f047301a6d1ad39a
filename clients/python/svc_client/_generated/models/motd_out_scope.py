from typing import Literal

MotdOutScope = Literal["global", "network", "server"]

MOTD_OUT_SCOPE_VALUES: set[MotdOutScope] = {
    "global",
    "network",
    "server",
}


def check_motd_out_scope(value: str) -> MotdOutScope:
    if value in MOTD_OUT_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MOTD_OUT_SCOPE_VALUES!r}"
    )
