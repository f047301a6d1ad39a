from typing import Literal

Visibility = Literal["DEFAULT", "HIDDEN", "LIMITED"]

VISIBILITY_VALUES: set[Visibility] = {
    "DEFAULT",
    "HIDDEN",
    "LIMITED",
}


def check_visibility(value: str) -> Visibility:
    if value in VISIBILITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {VISIBILITY_VALUES!r}"
    )
