from typing import Literal

ReportTriageInStatusType1 = Literal["actioned", "dismissed", "open"]

REPORT_TRIAGE_IN_STATUS_TYPE_1_VALUES: set[ReportTriageInStatusType1] = {
    "actioned",
    "dismissed",
    "open",
}


def check_report_triage_in_status_type_1(value: str) -> ReportTriageInStatusType1:
    if value in REPORT_TRIAGE_IN_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPORT_TRIAGE_IN_STATUS_TYPE_1_VALUES!r}"
    )
