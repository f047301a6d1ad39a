from typing import Literal

ProductInKind = Literal["one_time", "subscription"]

PRODUCT_IN_KIND_VALUES: set[ProductInKind] = {
    "one_time",
    "subscription",
}


def check_product_in_kind(value: str) -> ProductInKind:
    if value in PRODUCT_IN_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRODUCT_IN_KIND_VALUES!r}"
    )
