from typing import Literal

V1VersionsChannelsMovesMovesScopeType = Literal["extension", "service"]

V1_VERSIONS_CHANNELS_MOVES_MOVES_SCOPE_TYPE_VALUES: set[
    V1VersionsChannelsMovesMovesScopeType
] = {
    "extension",
    "service",
}


def check_v1_versions_channels_moves_moves_scope_type(
    value: str,
) -> V1VersionsChannelsMovesMovesScopeType:
    if value in V1_VERSIONS_CHANNELS_MOVES_MOVES_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_VERSIONS_CHANNELS_MOVES_MOVES_SCOPE_TYPE_VALUES!r}"
    )
