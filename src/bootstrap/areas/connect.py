"""Composition of the Connect area: servers, networks, commands, settings, the stream."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from application.connect.area import Connect, ConnectConfig, build_connect
from application.connect.ports import ConnectReaders
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from bootstrap.config import integer

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class ConnectSettings:
    command_ttl_seconds: int = integer("SVC_COMMAND_TTL", 600, 1, 86_400 * 30)


def build_connect_area(*, kernel: Kernel, permissions: Permissions) -> Connect:
    from adapters.crypto.join_tokens import Ed25519JoinTokenSigner

    settings = kernel.settings
    connect = build_connect(
        kernel.uow,
        _readers(kernel),
        Ed25519JoinTokenSigner(kernel.key_ring),
        permissions.access,
        permissions.scopes,
        kernel.outbound.bus,
        kernel.limits,
        kernel.clock,
        kernel.ids,
        ConnectConfig(
            command_ttl=timedelta(seconds=settings.connect.command_ttl_seconds),
            last_seen_interval=timedelta(seconds=settings.identity.last_seen_interval_seconds),
            cache_seconds=settings.permissions.permission_cache_seconds,
            claim_key_pepper=kernel.secrets.derive_key("claim-key-digest"),
        ),
    )
    flush_every = settings.identity.presence_flush_seconds
    kernel.background.add(
        PeriodicJob("servers-seen", flush_every, connect.presence.flush, final=True)
    )
    return connect


def _readers(kernel: Kernel) -> ConnectReaders:
    from adapters.memory.connect import memory_connect_readers
    from adapters.sql.connect import sql_connect_readers

    return kernel.readers(memory_connect_readers, sql_connect_readers)
