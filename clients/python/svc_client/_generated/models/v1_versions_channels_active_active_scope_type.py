from typing import Literal

V1VersionsChannelsActiveActiveScopeType = Literal["extension", "service"]

V1_VERSIONS_CHANNELS_ACTIVE_ACTIVE_SCOPE_TYPE_VALUES: set[
    V1VersionsChannelsActiveActiveScopeType
] = {
    "extension",
    "service",
}


def check_v1_versions_channels_active_active_scope_type(
    value: str,
) -> V1VersionsChannelsActiveActiveScopeType:
    if value in V1_VERSIONS_CHANNELS_ACTIVE_ACTIVE_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_CHANNELS_ACTIVE_ACTIVE_SCOPE_TYPE_VALUES!r}"
    )
