"""Copying a template's settings to a newly registered server."""

from __future__ import annotations

from datetime import datetime

from application.ports import UnitOfWork
from domain.connect.server import Server
from domain.connect.settings import CONNECT_SOURCE, SettingsDraft, temp_instance_data


async def copy_template_settings(
    uow: UnitOfWork, template: Server | None, server: Server, now: datetime
) -> None:
    """Revision 1 of every source the template has; ``connect`` carries ``temp`` for
    temporary instances (and never a template's own flag)."""
    copies = await uow.connect.settings.current(template.server_id) if template else []
    connect_copied = False
    for entry in copies:
        data = entry.data
        if entry.source == CONNECT_SOURCE:
            data = temp_instance_data(data, server.temp_instance)
            connect_copied = True
        await uow.connect.settings.put(
            SettingsDraft(
                server.server_id, entry.source, data, entry.schema, entry.schema_version, now
            )
        )
    if server.temp_instance and not connect_copied:
        await uow.connect.settings.put(
            SettingsDraft(
                server.server_id, CONNECT_SOURCE, temp_instance_data(None, True), None, "1", now
            )
        )
