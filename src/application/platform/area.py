"""The platform, wired: what the delivery adapters share rather than an area of the API:
the health check, the caps on open sockets and the budgets of refused credentials, behind one
attribute (``core.platform``); bootstrap/areas/platform.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.platform.health import HealthCheck
from application.shared.failed_attempts import FailedAttempts
from application.shared.socket_slots import SocketSlots


@dataclass(frozen=True, slots=True)
class Platform:
    health: HealthCheck
    socket_slots: SocketSlots
    failed_attempts: FailedAttempts
