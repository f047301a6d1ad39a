from typing import Literal

ConversationInKind = Literal["direct", "group"]

CONVERSATION_IN_KIND_VALUES: set[ConversationInKind] = {
    "direct",
    "group",
}


def check_conversation_in_kind(value: str) -> ConversationInKind:
    if value in CONVERSATION_IN_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONVERSATION_IN_KIND_VALUES!r}"
    )
