from typing import Literal

ReportTriageInStatusType2Type1 = Literal["actioned", "dismissed", "open"]

REPORT_TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES: set[ReportTriageInStatusType2Type1] = {
    "actioned",
    "dismissed",
    "open",
}


def check_report_triage_in_status_type_2_type_1(
    value: str,
) -> ReportTriageInStatusType2Type1:
    if value in REPORT_TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPORT_TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
