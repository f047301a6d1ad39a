from typing import Literal

CandidateOutKind = Literal["default-role", "grant", "role"]

CANDIDATE_OUT_KIND_VALUES: set[CandidateOutKind] = {
    "default-role",
    "grant",
    "role",
}


def check_candidate_out_kind(value: str) -> CandidateOutKind:
    if value in CANDIDATE_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANDIDATE_OUT_KIND_VALUES!r}"
    )
