from __future__ import annotations

from domain.shared.errors import Conflict, Forbidden, NotFound, Unavailable


class ServiceNotFound(NotFound):
    """No such service."""

    code = "services.not_found"


class ServiceSlugTaken(Conflict):
    """A service with this slug already exists."""

    code = "services.slug_taken"


class NotServiceOwner(Forbidden):
    """Only the service's owner or a super admin may do this."""

    code = "services.not_owner"


class DomainNotListed(NotFound):
    """This domain is not one of the service's allowed domains."""

    code = "services.domain_not_found"


class DomainNotVerified(Conflict):
    """The TXT record proving this domain was not found."""

    code = "services.domain_not_verified"


class DnsUnavailable(Unavailable):
    """DNS did not answer; try again."""

    code = "services.dns_unavailable"
