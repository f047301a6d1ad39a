"""What Connect tells the servers and dash users that stream a server's events."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from domain.connect.command import Command
from domain.connect.settings import SettingsEntry


@dataclass(frozen=True, slots=True)
class SettingsUpdated:
    entry: SettingsEntry

    @property
    def server_id(self) -> UUID:
        return self.entry.server_id


@dataclass(frozen=True, slots=True)
class CommandCreated:
    command: Command

    @property
    def server_id(self) -> UUID:
        return self.command.server_id


ConnectEvent = SettingsUpdated | CommandCreated
