from typing import Literal

TemplateOutRoleType2Type1 = Literal["editor", "owner", "viewer"]

TEMPLATE_OUT_ROLE_TYPE_2_TYPE_1_VALUES: set[TemplateOutRoleType2Type1] = {
    "editor",
    "owner",
    "viewer",
}


def check_template_out_role_type_2_type_1(value: str) -> TemplateOutRoleType2Type1:
    if value in TEMPLATE_OUT_ROLE_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TEMPLATE_OUT_ROLE_TYPE_2_TYPE_1_VALUES!r}"
    )
