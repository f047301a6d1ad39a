from typing import Literal

ListMotdMessagesScope = Literal["global", "network", "server"]

LIST_MOTD_MESSAGES_SCOPE_VALUES: set[ListMotdMessagesScope] = {
    "global",
    "network",
    "server",
}


def check_list_motd_messages_scope(value: str) -> ListMotdMessagesScope:
    if value in LIST_MOTD_MESSAGES_SCOPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MOTD_MESSAGES_SCOPE_VALUES!r}"
    )
