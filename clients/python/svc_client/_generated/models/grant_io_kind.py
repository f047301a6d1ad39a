from typing import Literal

GrantIOKind = Literal["catalog_item", "permission", "role", "supporter_tier"]

GRANT_IO_KIND_VALUES: set[GrantIOKind] = {
    "catalog_item",
    "permission",
    "role",
    "supporter_tier",
}


def check_grant_io_kind(value: str) -> GrantIOKind:
    if value in GRANT_IO_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GRANT_IO_KIND_VALUES!r}"
    )
