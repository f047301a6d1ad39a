from typing import Literal

ListReportsStatusType2Type1 = Literal["actioned", "dismissed", "open"]

LIST_REPORTS_STATUS_TYPE_2_TYPE_1_VALUES: set[ListReportsStatusType2Type1] = {
    "actioned",
    "dismissed",
    "open",
}


def check_list_reports_status_type_2_type_1(value: str) -> ListReportsStatusType2Type1:
    if value in LIST_REPORTS_STATUS_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_REPORTS_STATUS_TYPE_2_TYPE_1_VALUES!r}"
    )
