"""Profile shares: links to a user's public profile, with an optional label and expiry.

A share is live until it expires or its owner revokes it. The code in its link is random
(unguessable); a resolved code that is expired or revoked is gone (410), an unknown one is
not found. The number of live shares per user is capped (quantity node ``profile-share.max``,
else the configured default).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import Conflict, Gone, InvalidInput, NotFound

LABEL_MAX = 100
CODE_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
CODE_MAX = 64


class ShareState(StrEnum):
    ACTIVE = "active"
    EXPIRED = "expired"
    REVOKED = "revoked"


@dataclass(frozen=True, slots=True)
class ProfileShare:
    id: str
    user_id: UUID
    code: str
    created_at: datetime
    label: str | None = None
    expires_at: datetime | None = None
    revoked_at: datetime | None = None

    def state(self, now: datetime) -> ShareState:
        if self.revoked_at is not None:
            return ShareState.REVOKED
        if self.expires_at is not None and self.expires_at <= now:
            return ShareState.EXPIRED
        return ShareState.ACTIVE


class ShareNotFound(NotFound):
    """No such profile share."""

    code = "profile_shares.not_found"


class ShareGone(Gone):
    """This profile share expired or was revoked."""

    code = "profile_shares.gone"


class ShareLimitReached(Conflict):
    code = "profile_shares.limit_reached"

    def __init__(self, cap: int) -> None:
        super().__init__(
            f"you have {cap} active profile shares, the most profile-share.max allows; "
            "revoke one first"
        )
        self.cap = cap


def new_share(
    share_id: str,
    user_id: UUID,
    code: str,
    label: str | None,
    expires_at: datetime | None,
    now: datetime,
) -> ProfileShare:
    label = (label or "").strip() or None
    if label is not None and (len(label) > LABEL_MAX or any(not ch.isprintable() for ch in label)):
        raise InvalidInput(f"at most {LABEL_MAX} printable characters", field="label")
    if expires_at is not None and expires_at <= now:
        raise InvalidInput("must be in the future", field="expiresAt")
    return ProfileShare(share_id, user_id, code, now, label, expires_at)


def plausible_code(code: str) -> bool:
    """A code this platform could have made (anything else is simply not found)."""
    return 0 < len(code) <= CODE_MAX and set(code) <= CODE_ALPHABET
