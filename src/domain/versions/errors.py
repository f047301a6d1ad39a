"""What the versions area refuses, each with a stable code (docs/versions.md, "Errors")."""

from __future__ import annotations

from domain.shared.errors import Conflict, InvalidInput, NotFound, PreconditionFailed


class UnknownScope(InvalidInput):
    def __init__(self, key: str, field: str = "scope") -> None:
        super().__init__(f"no such scope: {key}", field=field, code="versions.unknown_scope")


class ReleaseNotFound(NotFound):
    """There is no such release."""

    code = "versions.release_not_found"


class NothingResolved(NotFound):
    """No release is active on this channel."""

    code = "versions.not_resolved"


class BuildIdTaken(Conflict):
    """A release of this scope already has this build id."""

    code = "versions.build_id_taken"


class NotDraft(Conflict):
    """Only draft releases may be deleted."""

    code = "versions.not_draft"


class ReleaseFrozen(Conflict):
    """This field cannot change in the release's status."""

    code = "versions.release_frozen"


class InvalidTransition(Conflict):
    """The release cannot move to that status from its current one."""

    code = "versions.invalid_transition"


class ReleaseNotActivatable(Conflict):
    """Only published or deprecated releases of the same scope may be made active."""

    code = "versions.release_not_activatable"


class NothingToStage(Conflict):
    """A staged rollout needs a release that the other clients keep."""

    code = "versions.nothing_to_stage"


class StaleRevision(PreconditionFailed):
    """If-Match names a revision that is no longer current."""

    code = "versions.stale_revision"
