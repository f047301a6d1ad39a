from __future__ import annotations

from domain.shared.errors import NotFound, Unauthorized


class UserNotFound(NotFound):
    """No such user."""

    code = "users.not_found"


class InvalidToken(Unauthorized):
    """The token is missing, malformed, expired, revoked or not ours."""

    code = "auth.invalid_token"
