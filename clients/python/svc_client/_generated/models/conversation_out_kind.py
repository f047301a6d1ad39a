from typing import Literal

ConversationOutKind = Literal["direct", "group"]

CONVERSATION_OUT_KIND_VALUES: set[ConversationOutKind] = {
    "direct",
    "group",
}


def check_conversation_out_kind(value: str) -> ConversationOutKind:
    if value in CONVERSATION_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONVERSATION_OUT_KIND_VALUES!r}"
    )
