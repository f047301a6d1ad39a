from typing import Literal

TriageInStatusType2Type1 = Literal["closed", "new", "triaged"]

TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES: set[TriageInStatusType2Type1] = {
    "closed",
    "new",
    "triaged",
}


def check_triage_in_status_type_2_type_1(value: str) -> TriageInStatusType2Type1:
    if value in TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRIAGE_IN_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
