from typing import Literal

MatchOutEndedByType1 = Literal["server", "timeout"]

MATCH_OUT_ENDED_BY_TYPE_1_VALUES: set[MatchOutEndedByType1] = {
    "server",
    "timeout",
}


def check_match_out_ended_by_type_1(value: str) -> MatchOutEndedByType1:
    if value in MATCH_OUT_ENDED_BY_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MATCH_OUT_ENDED_BY_TYPE_1_VALUES!r}"
    )
