from typing import Literal

ListOrdersStateType3Type1 = Literal[
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
]

LIST_ORDERS_STATE_TYPE_3_TYPE_1_VALUES: set[ListOrdersStateType3Type1] = {
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
}


def check_list_orders_state_type_3_type_1(value: str) -> ListOrdersStateType3Type1:
    if value in LIST_ORDERS_STATE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_ORDERS_STATE_TYPE_3_TYPE_1_VALUES!r}"
    )
