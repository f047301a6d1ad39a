from typing import Literal

ListChannelMovesScopeType = Literal["extension", "service"]

LIST_CHANNEL_MOVES_SCOPE_TYPE_VALUES: set[ListChannelMovesScopeType] = {
    "extension",
    "service",
}


def check_list_channel_moves_scope_type(value: str) -> ListChannelMovesScopeType:
    if value in LIST_CHANNEL_MOVES_SCOPE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANNEL_MOVES_SCOPE_TYPE_VALUES!r}"
    )
