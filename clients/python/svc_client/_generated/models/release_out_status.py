from typing import Literal

ReleaseOutStatus = Literal["deprecated", "draft", "published", "revoked"]

RELEASE_OUT_STATUS_VALUES: set[ReleaseOutStatus] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_release_out_status(value: str) -> ReleaseOutStatus:
    if value in RELEASE_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RELEASE_OUT_STATUS_VALUES!r}"
    )
