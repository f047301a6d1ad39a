from typing import Literal

CollaboratorInRole = Literal["editor", "viewer"]

COLLABORATOR_IN_ROLE_VALUES: set[CollaboratorInRole] = {
    "editor",
    "viewer",
}


def check_collaborator_in_role(value: str) -> CollaboratorInRole:
    if value in COLLABORATOR_IN_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {COLLABORATOR_IN_ROLE_VALUES!r}"
    )
