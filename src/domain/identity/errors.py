from __future__ import annotations

from domain.shared.errors import Forbidden, NotFound, Unauthorized, Unavailable


class UserNotFound(NotFound):
    """No such user."""

    code = "users.not_found"


class InvalidToken(Unauthorized):
    """The token is missing, malformed, expired, revoked or not ours."""

    code = "auth.invalid_token"


class JoinTokenInvalid(Unauthorized):
    """The join token is unknown, expired, already used or issued for another server id."""

    code = "auth.join_token_invalid"


class GameSessionNotJoined(Unauthorized):
    """The game's session service does not know this join."""

    code = "auth.game_session_not_joined"


class GameProfileMismatch(Unauthorized):
    """The session service answered for a different game profile than the one named."""

    code = "auth.profile_mismatch"


class SessionServiceUnavailable(Unavailable):
    """The game's session service did not answer; nothing was stored, try again."""

    code = "auth.session_service_unavailable"


class AuthSessionNotFound(NotFound):
    """No such auth session of yours."""

    code = "auth.session_not_found"


class ScopedTokenRefused(Forbidden):
    """A token limited by scopes (game or service token) cannot do this."""

    code = "auth.scoped_token_refused"


class OriginRefused(Forbidden):
    """A request signed in by the session cookie must come from our own pages (its Origin):
    from elsewhere, send the token as 'Authorization: Bearer'."""

    code = "auth.origin_refused"


class IdpNotConfigured(Unavailable):
    """idp not configured: sign-in with the identity provider is not enabled here."""

    code = "auth.idp_not_configured"


class IdpUnavailable(Unavailable):
    """The identity provider did not answer; try again."""

    code = "auth.idp_unavailable"


class LoginStateInvalid(Unauthorized):
    """The sign-in attempt is unknown, expired, already finished or from another browser."""

    code = "auth.login_state_invalid"


class IdpLoginFailed(Unauthorized):
    """The identity provider did not confirm the sign-in."""

    code = "auth.idp_login_failed"


class UnknownSigningKey(InvalidToken):
    """The token names a signing key this instance has not heard of."""

    def __init__(self, kid: str) -> None:
        super().__init__("the token was not signed by a key of ours")
        self.kid = kid
