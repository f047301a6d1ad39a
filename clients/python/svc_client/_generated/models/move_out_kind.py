from typing import Literal

MoveOutKind = Literal["initial", "revoked", "roll-forward", "rollback", "rollout"]

MOVE_OUT_KIND_VALUES: set[MoveOutKind] = {
    "initial",
    "revoked",
    "roll-forward",
    "rollback",
    "rollout",
}


def check_move_out_kind(value: str) -> MoveOutKind:
    if value in MOVE_OUT_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MOVE_OUT_KIND_VALUES!r}"
    )
