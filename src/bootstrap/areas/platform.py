"""Composition of the platform: the health check, the caps on open sockets, the budgets of
refused credentials (what the delivery adapters share)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from application.platform.area import Platform
from application.platform.health import HealthCheck
from application.shared.background import PeriodicJob
from application.shared.failed_attempts import FailedAttempts
from application.shared.socket_slots import SocketCaps, SocketSlots

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_platform(*, kernel: Kernel) -> Platform:
    settings = kernel.settings
    limits = settings.limits
    slots = SocketSlots(
        kernel.outbound.socket_slots,
        SocketCaps(
            per_server=limits.sockets_per_server,
            per_user=limits.sockets_per_user,
            per_address=limits.sockets_per_address,
            per_process=limits.sockets_per_process,
            lease_seconds=limits.socket_lease_seconds,
        ),
    )
    # the leases of open sockets are renewed three times per lease
    kernel.background.add(PeriodicJob("socket-slots", slots.caps.renew_seconds, slots.renew))
    return Platform(
        health=HealthCheck(
            kernel.infrastructure.probe,
            settings.server.region,
            settings.server.build_id,
            redis=kernel.outbound.shared_state,
            pid=os.getpid(),
        ),
        socket_slots=slots,
        failed_attempts=FailedAttempts(kernel.limits),
    )
