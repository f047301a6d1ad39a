from typing import Literal

V1AdminShopOrdersListOrdersStateType1 = Literal[
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
]

V1_ADMIN_SHOP_ORDERS_LIST_ORDERS_STATE_TYPE_1_VALUES: set[
    V1AdminShopOrdersListOrdersStateType1
] = {
    "awaiting_payment",
    "canceled",
    "disputed",
    "expired",
    "failed",
    "paid",
    "pending",
    "refunded",
}


def check_v1_admin_shop_orders_list_orders_state_type_1(
    value: str,
) -> V1AdminShopOrdersListOrdersStateType1:
    if value in V1_ADMIN_SHOP_ORDERS_LIST_ORDERS_STATE_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {V1_ADMIN_SHOP_ORDERS_LIST_ORDERS_STATE_TYPE_1_VALUES!r}"
    )
