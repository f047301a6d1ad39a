from typing import Literal

CollaboratorOutRole = Literal["editor", "viewer"]

COLLABORATOR_OUT_ROLE_VALUES: set[CollaboratorOutRole] = {
    "editor",
    "viewer",
}


def check_collaborator_out_role(value: str) -> CollaboratorOutRole:
    if value in COLLABORATOR_OUT_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COLLABORATOR_OUT_ROLE_VALUES!r}"
    )
