from typing import Literal

TemplateOutRoleType3Type1 = Literal["editor", "owner", "viewer"]

TEMPLATE_OUT_ROLE_TYPE_3_TYPE_1_VALUES: set[TemplateOutRoleType3Type1] = {
    "editor",
    "owner",
    "viewer",
}


def check_template_out_role_type_3_type_1(value: str) -> TemplateOutRoleType3Type1:
    if value in TEMPLATE_OUT_ROLE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TEMPLATE_OUT_ROLE_TYPE_3_TYPE_1_VALUES!r}"
    )
