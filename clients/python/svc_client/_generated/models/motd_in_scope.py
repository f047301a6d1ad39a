from typing import Literal

MotdInScope = Literal["global", "network", "server"]

MOTD_IN_SCOPE_VALUES: set[MotdInScope] = {
    "global",
    "network",
    "server",
}


def check_motd_in_scope(value: str) -> MotdInScope:
    if value in MOTD_IN_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MOTD_IN_SCOPE_VALUES!r}"
    )
