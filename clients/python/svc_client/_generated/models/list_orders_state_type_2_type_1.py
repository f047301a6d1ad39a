from typing import Literal

ListOrdersStateType2Type1 = Literal[
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
]

LIST_ORDERS_STATE_TYPE_2_TYPE_1_VALUES: set[ListOrdersStateType2Type1] = {
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
}


def check_list_orders_state_type_2_type_1(value: str) -> ListOrdersStateType2Type1:
    if value in LIST_ORDERS_STATE_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_ORDERS_STATE_TYPE_2_TYPE_1_VALUES!r}"
    )
