from typing import Literal

AdminReportOutStatus = Literal["actioned", "dismissed", "open"]

ADMIN_REPORT_OUT_STATUS_VALUES: set[AdminReportOutStatus] = {
    "actioned",
    "dismissed",
    "open",
}


def check_admin_report_out_status(value: str) -> AdminReportOutStatus:
    if value in ADMIN_REPORT_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADMIN_REPORT_OUT_STATUS_VALUES!r}"
    )
