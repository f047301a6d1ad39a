"""Composition of the audit log's reading (its writing is each admin use case's, through
``application/audit/trail.py`` on the change's own unit of work)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from application.audit.log import AuditLog
from application.permissions.area import Permissions

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_audit(*, kernel: Kernel, permissions: Permissions) -> AuditLog:
    return AuditLog(kernel.uow, permissions.access)
