from typing import Literal

OrderOutState = Literal[
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
]

ORDER_OUT_STATE_VALUES: set[OrderOutState] = {
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
}


def check_order_out_state(value: str) -> OrderOutState:
    if value in ORDER_OUT_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ORDER_OUT_STATE_VALUES!r}"
    )
