from typing import Literal

V1MotdMessagesListMessagesScope = Literal["global", "network", "server"]

V1_MOTD_MESSAGES_LIST_MESSAGES_SCOPE_VALUES: set[V1MotdMessagesListMessagesScope] = {
    "global",
    "network",
    "server",
}


def check_v1_motd_messages_list_messages_scope(
    value: str,
) -> V1MotdMessagesListMessagesScope:
    if value in V1_MOTD_MESSAGES_LIST_MESSAGES_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_MOTD_MESSAGES_LIST_MESSAGES_SCOPE_VALUES!r}"
    )
