from typing import Literal

ListReportsStatusType3Type1 = Literal["actioned", "dismissed", "open"]

LIST_REPORTS_STATUS_TYPE_3_TYPE_1_VALUES: set[ListReportsStatusType3Type1] = {
    "actioned",
    "dismissed",
    "open",
}


def check_list_reports_status_type_3_type_1(value: str) -> ListReportsStatusType3Type1:
    if value in LIST_REPORTS_STATUS_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_REPORTS_STATUS_TYPE_3_TYPE_1_VALUES!r}"
    )
