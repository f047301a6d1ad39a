"""Composition of the totem area: personal totem models and their files."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from application.totem.ports import TotemReader
from application.totem.sweep import OrphanSweep
from application.totem.totems import PersonalTotems, TotemConfig
from bootstrap.config import flag
from domain.totem.model import MODEL_FILE

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class TotemSettings:
    personal_totem_public_api: bool = flag("PERSONAL_TOTEM_PUBLIC_API")


def build_totem(*, kernel: Kernel, permissions: Permissions, identity: Identity) -> PersonalTotems:
    settings, storage = kernel.settings, kernel.outbound.storage
    totem = PersonalTotems(
        kernel.uow,
        _reader(kernel),
        storage,
        identity.user_reader,
        permissions.access,
        kernel.clock,
        TotemConfig(settings.cdn, settings.totem.personal_totem_public_api),
    )
    files = OrphanSweep(storage, "", MODEL_FILE, totem.known, kernel.clock)
    kernel.background.add(
        PeriodicJob("model-files", settings.objects.storage_sweep_seconds, files.run)
    )
    return totem


def _reader(kernel: Kernel) -> TotemReader:
    from adapters.memory.totem import MemoryTotemReader
    from adapters.sql.totem import SqlTotemReader

    return kernel.readers(MemoryTotemReader, SqlTotemReader)
