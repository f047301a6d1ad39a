from typing import Literal

ReportTriageOutStatus = Literal["actioned", "dismissed", "open"]

REPORT_TRIAGE_OUT_STATUS_VALUES: set[ReportTriageOutStatus] = {
    "actioned",
    "dismissed",
    "open",
}


def check_report_triage_out_status(value: str) -> ReportTriageOutStatus:
    if value in REPORT_TRIAGE_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPORT_TRIAGE_OUT_STATUS_VALUES!r}"
    )
