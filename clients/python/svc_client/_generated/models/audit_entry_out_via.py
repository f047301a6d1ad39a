from typing import Literal

AuditEntryOutVia = Literal["api", "cli", "console"]

AUDIT_ENTRY_OUT_VIA_VALUES: set[AuditEntryOutVia] = {
    "api",
    "cli",
    "console",
}


def check_audit_entry_out_via(value: str) -> AuditEntryOutVia:
    if value in AUDIT_ENTRY_OUT_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUDIT_ENTRY_OUT_VIA_VALUES!r}"
    )
