from typing import Literal

ReleaseInStatus = Literal["draft", "published"]

RELEASE_IN_STATUS_VALUES: set[ReleaseInStatus] = {
    "draft",
    "published",
}


def check_release_in_status(value: str) -> ReleaseInStatus:
    if value in RELEASE_IN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RELEASE_IN_STATUS_VALUES!r}"
    )
