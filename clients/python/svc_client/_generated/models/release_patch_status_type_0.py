from typing import Literal

ReleasePatchStatusType0 = Literal["deprecated", "draft", "published", "revoked"]

RELEASE_PATCH_STATUS_TYPE_0_VALUES: set[ReleasePatchStatusType0] = {
    "deprecated",
    "draft",
    "published",
    "revoked",
}


def check_release_patch_status_type_0(value: str) -> ReleasePatchStatusType0:
    if value in RELEASE_PATCH_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RELEASE_PATCH_STATUS_TYPE_0_VALUES!r}"
    )
