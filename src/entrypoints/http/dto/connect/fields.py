"""Fields the Connect DTOs share, each described once (the API contract's words)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec

from entrypoints.http.dto.common import Timestamp

ServerId = Annotated[
    UUID,
    msgspec.Meta(
        description="The server's id (UUID); servers send it as `X-Server-Id` with their secret."
    ),
]
NetworkId = Annotated[UUID, msgspec.Meta(description="The network's id (UUID).")]
ServerNetworkId = (
    Annotated[
        UUID,
        msgspec.Meta(description=("The network the server is assigned to; null until assigned.")),
    ]
    | None
)
OwnerId = Annotated[UUID, msgspec.Meta(description="The owner's user id.")]
ServerOwnerId = (
    Annotated[
        UUID, msgspec.Meta(description=("The user id of the server's owner; null while unclaimed."))
    ]
    | None
)
ServerTypeOut = Annotated[
    str,
    msgspec.Meta(
        description="The server's software as it registered (e.g. `paper`); `agent` for hosts "
        "joined to a network by token."
    ),
]
ServerName = Annotated[str, msgspec.Meta(description="The server's display name.")]
ServerSecret = Annotated[
    str,
    msgspec.Meta(
        description="UUID-format secret used for server auth (`Authorization: Bearer "
        "<serverSecret>` with `X-Server-Id`). Shown once: only its digest is stored."
    ),
]
LastSeenAt = (
    Annotated[
        Timestamp,
        msgspec.Meta(description="When the server last authenticated to the API; null if never."),
    ]
    | None
)
UpdatedBy = (
    Annotated[
        UUID,
        msgspec.Meta(description=("The user who made the change; null when the server made it.")),
    ]
    | None
)
