"""Composition of the messages of the day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from application.motd.messages import Messages
from application.permissions.area import Permissions

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_motd(*, kernel: Kernel, permissions: Permissions) -> Messages:
    return Messages(kernel.uow, permissions.access, kernel.clock, kernel.ids)
