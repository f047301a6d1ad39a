"""What the Connect rules can refuse. Codes are stable; statuses are decided by delivery."""

from __future__ import annotations

from domain.shared.errors import (
    Conflict,
    Forbidden,
    Gone,
    InvalidInput,
    NotFound,
    PreconditionFailed,
    Unauthorized,
)


class ServerNotFound(NotFound):
    """No such server, or you may not see it."""

    code = "connect.server_not_found"


class NetworkNotFound(NotFound):
    """No such network, or you may not see it."""

    code = "connect.network_not_found"


class InvalidServerCredentials(Unauthorized):
    """Server credentials are missing or wrong: send 'Authorization: Bearer <serverSecret>'
    and 'X-Server-Id: <serverId>'."""

    code = "connect.invalid_server_credentials"


class NotServerOwner(Forbidden):
    """Only the owner of the server may do this."""

    code = "connect.not_owner"


class ClaimKeyNotFound(NotFound):
    """No server is waiting for this claim key."""

    code = "connect.claim_key_not_found"


class ClaimKeyExpired(Gone):
    """This claim key has expired; ask the server for a fresh one."""

    code = "connect.claim_key_expired"


class ClaimKeyUsed(Conflict):
    """This claim key has already been used."""

    code = "connect.claim_key_used"


class ServerAlreadyClaimed(Conflict):
    """This server already has an owner."""

    code = "connect.server_already_claimed"


class InvalidJoinToken(Unauthorized):
    """The network join token is unknown, expired or already used."""

    code = "connect.invalid_join_token"


class CommandNotFound(NotFound):
    """No such command for this server."""

    code = "connect.command_not_found"


class CommandExpired(Gone):
    """The command expired before it was acknowledged."""

    code = "connect.command_expired"


class CommandAlreadyAcknowledged(Conflict):
    """The command has already been acknowledged."""

    code = "connect.command_already_acknowledged"


class TooManyPendingCommands(Conflict):
    """The server has too many pending commands; wait until it acknowledges some."""

    code = "connect.too_many_pending_commands"


class ExtensionNotFound(NotFound):
    """No such extension."""

    code = "connect.extension_not_found"


class ExtensionExists(Conflict):
    """An extension with this id already exists."""

    code = "connect.extension_exists"


class NotExtensionCreator(Forbidden):
    """Only the creator of the extension may change it."""

    code = "connect.not_extension_creator"


class MemberIsOwner(Conflict):
    """The owner of a server has every right already and cannot also be a member."""

    code = "connect.member_is_owner"


def invalid(detail: str, field: str, code: str = "connect.invalid") -> InvalidInput:
    """A 400 naming the field to blame."""
    return InvalidInput(detail, field=field, code=code)


class SettingsSourceNotFound(NotFound):
    """This server has no settings of this source yet: PUT them first."""

    code = "connect.settings_not_found"


class SettingsChanged(PreconditionFailed):
    """The settings changed since the revision you named (If-Match): read them again."""

    code = "connect.settings_changed"
