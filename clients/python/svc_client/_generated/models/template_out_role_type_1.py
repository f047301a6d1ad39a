from typing import Literal

TemplateOutRoleType1 = Literal["editor", "owner", "viewer"]

TEMPLATE_OUT_ROLE_TYPE_1_VALUES: set[TemplateOutRoleType1] = {
    "editor",
    "owner",
    "viewer",
}


def check_template_out_role_type_1(value: str) -> TemplateOutRoleType1:
    if value in TEMPLATE_OUT_ROLE_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TEMPLATE_OUT_ROLE_TYPE_1_VALUES!r}"
    )
