"""Supporters: users with an active membership who chose to be listed, and the custom parts
(a message, a design) that need a pledge of at least the configured amount.

The custom parts are kept when a membership lapses (they are the user's settings) but shown
only while the membership is active and pledges enough; a lapsed membership also drops the
user from the public list.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.links.membership import Membership
from domain.shared.errors import Forbidden, InvalidInput

MESSAGE_MAX = 200


class SupporterAmountRequired(Forbidden):
    """A custom supporter message or design needs a larger pledge."""

    code = "supporter.amount_required"

    def __init__(self, required_minor: int, currency: str) -> None:
        super().__init__(
            f"a custom supporter message or design needs an active membership of at least "
            f"{format_amount(required_minor, currency)} a month"
        )
        self.required_minor = required_minor
        self.currency = currency


def format_amount(minor: int, currency: str) -> str:
    return f"{minor // 100}.{minor % 100:02d} {currency}"


@dataclass(frozen=True, slots=True)
class SupporterSettings:
    user_id: UUID
    listed: bool
    message: str | None
    design: str | None
    updated_at: datetime

    @property
    def custom(self) -> bool:
        return self.message is not None or self.design is not None


def checked_settings(
    user_id: UUID,
    listed: bool,
    message: str | None,
    design: str | None,
    designs: tuple[str, ...],
    now: datetime,
) -> SupporterSettings:
    """Validate the fields; an empty message is none."""
    if message is not None:
        message = " ".join(message.split())
        if len(message) > MESSAGE_MAX or not message.isprintable():
            raise InvalidInput(
                f"the message is at most {MESSAGE_MAX} printable characters", "message"
            )
        message = message or None
    if design is not None and design not in designs:
        raise InvalidInput(f"design must be one of {', '.join(designs)}", "design")
    return SupporterSettings(user_id, listed, message, design, now)


def require_amount(
    settings: SupporterSettings, membership: Membership | None, required_minor: int,
    currency: str,
) -> None:  # fmt: skip
    """Custom parts only with an active pledge of at least ``required_minor``."""
    if settings.custom and (membership is None or not membership.supports_with(required_minor)):
        raise SupporterAmountRequired(required_minor, currency)


def shown_custom(membership: Membership, required_minor: int) -> bool:
    """Whether a listed supporter's custom parts are shown now."""
    return membership.supports_with(required_minor)
