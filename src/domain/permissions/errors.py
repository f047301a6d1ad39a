from __future__ import annotations

from domain.shared.errors import Conflict, NotFound


class RoleNotFound(NotFound):
    """No such role."""

    code = "roles.not_found"


class RoleSlugTaken(Conflict):
    """A role with this slug already exists in this scope."""

    code = "roles.slug_taken"


class BuiltinRoleProtected(Conflict):
    """The built-in default role cannot be deleted or have its slug or default flag changed."""

    code = "roles.builtin"


class NodeNotFound(NotFound):
    """No such permission node in the catalog."""

    code = "permissions.node_not_found"
