from typing import Literal

ProductOutKind = Literal["one_time", "subscription"]

PRODUCT_OUT_KIND_VALUES: set[ProductOutKind] = {
    "one_time",
    "subscription",
}


def check_product_out_kind(value: str) -> ProductOutKind:
    if value in PRODUCT_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRODUCT_OUT_KIND_VALUES!r}"
    )
