"""What the edge rules can refuse. Codes are stable; statuses are decided by delivery."""

from __future__ import annotations

from domain.shared.errors import Conflict, InvalidInput, NotFound, Unauthorized


class DomainClaimNotFound(NotFound):
    """No such domain claim in this network."""

    code = "edge.domain_not_found"


class DomainAlreadyClaimed(Conflict):
    """This network already claims this domain."""

    code = "edge.domain_already_claimed"


class DomainTaken(Conflict):
    """Another network has verified this domain."""

    code = "edge.domain_taken"


class TooManyDomains(Conflict):
    """A network may claim at most 50 domains; remove one first."""

    code = "edge.too_many_domains"


class ListingNotFound(NotFound):
    """No such public server listing."""

    code = "edge.listing_not_found"


class GatewayNotFound(NotFound):
    """No such gateway."""

    code = "edge.gateway_not_found"


class InvalidGatewayCredentials(Unauthorized):
    """Gateway credentials are missing or wrong: send 'Authorization: Bearer <gatewaySecret>'
    for the gateway id of the path."""

    code = "edge.invalid_gateway_credentials"


class InvalidRegistrationToken(Unauthorized):
    """The gateway registration token is missing or wrong (or registration is off)."""

    code = "edge.invalid_registration_token"


class RouteHostTaken(Conflict):
    """Another server publishes a route for this host."""

    code = "edge.route_host_taken"


def invalid(detail: str, field: str, code: str = "edge.invalid") -> InvalidInput:
    """A 400 naming the field to blame."""
    return InvalidInput(detail, field=field, code=code)
