"""Identity, wired: users, tokens, presence and sign-in behind one attribute
(``core.identity``); bootstrap/areas/identity.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.signing_keys import SigningKeys
from application.identity.tokens import Tokens
from application.identity.users import UserDirectory


@dataclass(frozen=True, slots=True)
class Identity:
    users: UserDirectory
    tokens: Tokens
    signing_keys: SigningKeys
    """The keys tokens verify with, announced by every instance (svc keys)."""
    presence: PresenceRecorder
    revocations: RevocationList
    game_auth: GameSessionAuth
    auth_sessions: AuthSessions
    idp: IdpSignIn
    user_reader: UserReader
    """The hot-path reader of users, which other areas read names and presence through."""
