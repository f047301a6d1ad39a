"""Connect servers: game servers that registered themselves, and hosts joined to a network.

A registered server starts unclaimed (no owner, no network); a claim makes a dash user its
owner, who may then assign it to one of their networks or flag it as a template. A host
(serverType ``agent``) joins a network with a join token and is owned by the network's owner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.connect.credentials import secret_matches
from domain.connect.errors import ServerAlreadyClaimed, invalid

HOST_SERVER_TYPE = "agent"
NAME_MAX_LENGTH = 64
SEEN_ONLINE = timedelta(minutes=5)
"""A server seen within this long (plus how late sightings are written) counts as online."""
_SERVER_TYPE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")


class ServerKind(StrEnum):
    SERVER = "server"
    HOST = "host"


def validate_server_name(raw: str, field: str = "serverName") -> str:
    name = raw.strip()
    if not name or len(name) > NAME_MAX_LENGTH or not name.isprintable():
        raise invalid(f"must be 1..{NAME_MAX_LENGTH} printable characters", field)
    return name


def validate_server_type(raw: str) -> str:
    if not _SERVER_TYPE.fullmatch(raw):
        raise invalid(
            "must be 1..32 characters of letters, digits, '_', '.' or '-', starting with a "
            "letter or digit",
            "serverType",
        )
    if raw.lower() == HOST_SERVER_TYPE:
        raise invalid(
            "'agent' is reserved for hosts that join a network with a join token", "serverType"
        )
    return raw


def seen_online(last_seen_at: datetime | None, now: datetime, window: timedelta) -> bool:
    """Online: the server authenticated (polled, streamed, reported) within ``window``."""
    return last_seen_at is not None and now - last_seen_at <= window


@dataclass(slots=True)
class Server:
    server_id: UUID
    id: str
    kind: ServerKind
    server_type: str
    name: str
    secret_digest: str
    created_at: datetime
    updated_at: datetime
    owner_id: UUID | None = None
    network_id: UUID | None = None
    is_template: bool = False
    temp_instance: bool = False
    claimed_at: datetime | None = None
    last_seen_at: datetime | None = None
    last_seen_ip: str | None = None
    template_key_digest: str | None = None
    """Servers registering from this template prove they may copy its settings with the key."""

    @property
    def claimed(self) -> bool:
        return self.owner_id is not None

    def claim(self, owner_id: UUID, now: datetime) -> None:
        if self.owner_id is not None:
            raise ServerAlreadyClaimed()
        self.owner_id = owner_id
        self.claimed_at = self.updated_at = now

    def assign_network(self, network_id: UUID | None, now: datetime) -> None:
        self.network_id = network_id
        self.updated_at = now

    def mark_template(self, is_template: bool, now: datetime, key_digest: str | None) -> None:
        """Flag (with the digest of a fresh template key) or unflag (forgetting the key)."""
        self.is_template = is_template
        self.template_key_digest = key_digest if is_template else None
        self.updated_at = now

    def admits_template_key(self, presented: str | None) -> bool:
        """A claimed template whose key ``presented`` is (checked in constant time)."""
        if not (self.is_template and self.claimed and self.template_key_digest and presented):
            return False
        return secret_matches(self.template_key_digest, presented)
