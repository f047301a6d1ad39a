"""The one base class of every rule the domain can refuse.

Errors carry a stable machine-readable ``code`` and human text; how a delivery mechanism
reports them (HTTP status, exit code) is decided outside the domain.
"""

from __future__ import annotations


class DomainError(Exception):
    code: str = "domain.error"

    def __init__(self, detail: str | None = None) -> None:
        self.detail = detail or self.__class__.__doc__ or self.code
        super().__init__(self.detail)


class NotFound(DomainError):
    """The resource does not exist, or the caller may not know it exists."""

    code = "not_found"


class InvalidInput(DomainError):
    """Input that breaks a domain rule; ``field`` names where, when one field is to blame."""

    code = "validation"

    def __init__(self, detail: str, field: str | None = None, code: str | None = None) -> None:
        super().__init__(detail)
        self.field = field
        if code is not None:
            self.code = code


class Conflict(DomainError):
    """The request conflicts with the current state."""

    code = "conflict"


class Gone(DomainError):
    """The resource existed but has expired."""

    code = "gone"


class Forbidden(DomainError):
    """Authenticated, but not allowed."""

    code = "forbidden"


class Unauthorized(DomainError):
    """Credentials missing, malformed, expired, revoked or wrong."""

    code = "unauthorized"


class RateLimited(DomainError):
    """Too many requests; try again after ``retry_after`` seconds."""

    code = "rate_limited"

    def __init__(self, retry_after: float, detail: str | None = None) -> None:
        super().__init__(detail or "too many requests; slow down")
        self.retry_after = retry_after


class Unavailable(DomainError):
    """A system we depend on (database, session service, identity provider, DNS) did not answer;
    nothing was changed."""

    code = "unavailable"


class PreconditionFailed(DomainError):
    """The revision named by ``If-Match`` is no longer current."""

    code = "precondition_failed"
