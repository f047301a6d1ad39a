from typing import Literal

ResolvedReleaseStatus = Literal["deprecated", "published"]

RESOLVED_RELEASE_STATUS_VALUES: set[ResolvedReleaseStatus] = {
    "deprecated",
    "published",
}


def check_resolved_release_status(value: str) -> ResolvedReleaseStatus:
    if value in RESOLVED_RELEASE_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESOLVED_RELEASE_STATUS_VALUES!r}"
    )
