from typing import Literal

ListReportsStatusType1 = Literal["actioned", "dismissed", "open"]

LIST_REPORTS_STATUS_TYPE_1_VALUES: set[ListReportsStatusType1] = {
    "actioned",
    "dismissed",
    "open",
}


def check_list_reports_status_type_1(value: str) -> ListReportsStatusType1:
    if value in LIST_REPORTS_STATUS_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_REPORTS_STATUS_TYPE_1_VALUES!r}"
    )
