from typing import Literal

ScopeIOType = Literal["extension", "service"]

SCOPE_IO_TYPE_VALUES: set[ScopeIOType] = {
    "extension",
    "service",
}


def check_scope_io_type(value: str) -> ScopeIOType:
    if value in SCOPE_IO_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCOPE_IO_TYPE_VALUES!r}"
    )
