"""Composition of the identity area: users, tokens, presence, sign-in (game handshake,
identity provider), auth sessions and revocations."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import number, optional, optional_url, secret, text, url, words


@dataclass(frozen=True, slots=True)
class IdentitySettings:
    last_seen_interval_seconds: float = number("SVC_LAST_SEEN_INTERVAL", 60.0, 1, 3600)
    presence_flush_seconds: float = number("SVC_PRESENCE_FLUSH_SECONDS", 15.0, 1, 3600)
    revocation_sync_seconds: float = number("SVC_REVOCATION_SYNC_SECONDS", 15.0, 1, 300)
    session_service_url: str = url("SVC_SESSION_SERVICE_URL", "https://sessionserver.mojang.com")
    session_service_timeout: float = number("SVC_SESSION_SERVICE_TIMEOUT", 5.0, 0.1, 60)
    login_redirect_hosts: tuple[str, ...] = words("SVC_LOGIN_REDIRECT_HOSTS")
    idp_issuer: str | None = optional_url("IDP_ISSUER", strip=False)  # compared exactly
    idp_client_id: str | None = optional("IDP_CLIENT_ID")
    idp_client_secret: str | None = secret("IDP_CLIENT_SECRET")
    idp_redirect_uri: str | None = optional_url("IDP_REDIRECT_URI")
    idp_dash_redirect: str | None = optional_url("IDP_DASH_REDIRECT")
    idp_partner_redirect: str | None = optional_url("IDP_PARTNER_REDIRECT")
    idp_scopes: str = text("IDP_SCOPES", "openid profile email")
    idp_profile_id_claim: str | None = optional("IDP_PROFILE_ID_CLAIM")
    idp_timeout: float = number("IDP_TIMEOUT", 10.0, 0.1, 60)

    @property
    def idp_enabled(self) -> bool:
        return bool(self.idp_issuer and self.idp_client_id)
