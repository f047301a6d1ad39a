"""What operators do to Connect networks and servers, written down as it happens."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: str
    actor_id: UUID
    action: str  # network.transfer, server.revoke_secret, gateway.update
    subject: str  # network:<uuid>, server:<uuid>, gateway:<id>
    detail: str  # a short human text: what changed, from what to what
    at: datetime
