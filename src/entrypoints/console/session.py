"""The console's own session: a cookie sealed by the core's secret box, holding the platform
token the browser signed in with, the form token (CSRF) and when the session ends.

The cookie is ``HttpOnly``, ``SameSite=Strict``, ``Secure`` outside development, limited to
``/console`` and expires with the session (``CONSOLE_SESSION_LIFETIME``). Its content is
sealed (AES-GCM, context ``console-session``): it cannot be read or forged in the browser,
so the form token it holds is compared with the one a form sends (``forms.py``).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from litestar.datastructures import Cookie

from application.identity.ports import SecretSealer
from domain.shared.time import from_millis, to_millis

COOKIE = "svc_console"
PATH = "/console"
CONTEXT = "console-session"
CONSOLE_SESSION_LIFETIME = timedelta(hours=8)


@dataclass(frozen=True, slots=True)
class ConsoleSession:
    token: str
    """The platform token (a full sign-in's): verified again on every request."""
    csrf: str
    expires_at: datetime

    @staticmethod
    def start(token: str, now: datetime) -> ConsoleSession:
        return ConsoleSession(token, secrets.token_urlsafe(32), now + CONSOLE_SESSION_LIFETIME)

    def seal(self, sealer: SecretSealer) -> str:
        return sealer.seal(f"{self.token}\n{self.csrf}\n{to_millis(self.expires_at)}", CONTEXT)

    @staticmethod
    def open(sealed: str | None, sealer: SecretSealer, now: datetime) -> ConsoleSession | None:
        """The session of the cookie; None when absent, forged, foreign or ended."""
        if not sealed:
            return None
        try:
            token, csrf, expires = sealer.open(sealed, CONTEXT).split("\n")
            session = ConsoleSession(token, csrf, from_millis(int(expires)))
        except ValueError:
            return None
        return session if session.expires_at > now else None


def session_cookie(value: str, secure: bool, now: datetime, session: ConsoleSession) -> Cookie:
    return Cookie(
        key=COOKIE,
        value=value,
        max_age=max(0, int((session.expires_at - now).total_seconds())),
        path=PATH,
        httponly=True,
        secure=secure,
        samesite="strict",
    )


def ended_cookie(secure: bool) -> Cookie:
    return Cookie(
        key=COOKIE, value="", max_age=0, path=PATH, httponly=True, secure=secure, samesite="strict"
    )
