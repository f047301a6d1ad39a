"""What linking accounts refuses, each with its stable code (docs/api.md lists them)."""

from __future__ import annotations

from domain.shared.errors import Conflict, InvalidInput, NotFound, Unavailable


class ProviderNotConfigured(Unavailable):
    """This provider is not configured on this platform."""

    code = "links.provider_not_configured"


class ProviderUnavailable(Unavailable):
    """The provider did not answer in time; try again in a moment."""

    code = "links.provider_unavailable"


class UnknownProvider(InvalidInput):
    def __init__(self, name: str) -> None:
        super().__init__(
            f"unknown provider {name[:32]!r}: use membership or chat",
            "provider",
            "links.unknown_provider",
        )


class LinkStateInvalid(InvalidInput):
    """The link attempt is unknown, expired, already finished or from another browser."""

    code = "links.state_invalid"

    def __init__(self, detail: str | None = None) -> None:
        super().__init__(detail or self.__class__.__doc__ or self.code, "state", self.code)


class AccountTaken(Conflict):
    """This provider account is linked to another user: unlink it there first."""

    code = "links.account_taken"


class NotLinked(NotFound):
    """No account of this provider is linked."""

    code = "links.not_linked"
