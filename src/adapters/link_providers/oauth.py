"""The OAuth 2 authorization-code flow with PKCE, through authlib's httpx client.

One ``OAuthClient`` per provider: the authorization URL (state, S256 challenge, scopes,
redirect URI), the code redeemed with its verifier, refresh and revocation (RFC 7009) where
the provider has an endpoint for it. authlib's errors become ``LinkProviderError``: a refused
code or refresh token is ``grant``, anything else the provider said ``rejected``, no answer
``unavailable``. Tokens never reach a message.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from adapters.shared.http_client import client_options
from application.links.ports import LinkProviderError
from domain.links.accounts import ProviderTokens
from domain.shared.urls import with_query

_GRANT_ERRORS = {"invalid_grant", "invalid_request", "unauthorized_client"}


@dataclass(frozen=True, slots=True)
class OAuthConfig:
    client_id: str
    client_secret: str | None
    redirect_uri: str
    authorize_url: str
    token_url: str
    revoke_url: str | None
    scopes: tuple[str, ...]
    timeout: float = 10.0
    auth_method: str = "client_secret_basic"
    """How the client authenticates at the token endpoint: ``client_secret_basic`` (HTTP
    Basic; Discord) or ``client_secret_post`` (in the form; Patreon)."""


class OAuthClient:
    def __init__(self, config: OAuthConfig) -> None:
        self._config = config
        self._client: Any = None

    def _oauth(self) -> Any:
        """authlib's AsyncOAuth2Client, made at the first call. No scope: the authorization URL
        asks for them, and a refresh without one keeps what was granted (RFC 6749, 6)."""
        if self._client is None:
            from authlib.integrations.httpx_client import AsyncOAuth2Client

            self._client = AsyncOAuth2Client(
                client_id=self._config.client_id,
                client_secret=self._config.client_secret,
                redirect_uri=self._config.redirect_uri,
                token_endpoint_auth_method=self._config.auth_method,
                **client_options(self._config.timeout),
            )
        return self._client

    def authorization_url(self, state: str, code_challenge: str) -> str:
        return with_query(
            self._config.authorize_url,
            response_type="code",
            client_id=self._config.client_id,
            redirect_uri=self._config.redirect_uri,
            scope=" ".join(self._config.scopes),
            state=state,
            code_challenge=code_challenge,
            code_challenge_method="S256",
        )

    async def redeem(self, code: str, code_verifier: str) -> ProviderTokens:
        return await self._token_call(
            "fetch_token",
            self._config.token_url,
            grant_type="authorization_code",
            code=code,
            code_verifier=code_verifier,
            redirect_uri=self._config.redirect_uri,
        )

    async def refresh(self, refresh_token: str) -> ProviderTokens:
        tokens = await self._token_call(
            "refresh_token", self._config.token_url, refresh_token=refresh_token
        )
        if tokens.refresh_token is None:  # the provider kept the old one
            return ProviderTokens(
                tokens.access_token, refresh_token, tokens.expires_at, tokens.scopes
            )
        return tokens

    async def revoke(self, token: str) -> bool:
        if not self._config.revoke_url:
            return False
        import httpx
        from authlib.integrations.base_client.errors import OAuthError

        try:
            response = await self._oauth().revoke_token(self._config.revoke_url, token=token)
        except OAuthError as error:
            raise LinkProviderError("rejected", f"revocation refused: {error.error}") from None
        except httpx.HTTPError as error:
            raise LinkProviderError(
                "unavailable", f"no answer from the provider ({type(error).__name__})"
            ) from None
        if response.status_code >= 500:
            raise LinkProviderError("unavailable", f"the provider answered {response.status_code}")
        if response.status_code >= 400 and response.status_code != 400:
            raise LinkProviderError("rejected", f"the provider answered {response.status_code}")
        return True  # 200, or 400 for a token already unknown (RFC 7009 2.2: nothing to do)

    async def _token_call(self, method: str, url: str, **params: Any) -> ProviderTokens:
        import httpx
        from authlib.integrations.base_client.errors import OAuthError

        client = self._oauth()
        client.token = None  # one client serves every user: never reuse another's token
        try:
            token = await getattr(client, method)(url, **params)
        except OAuthError as error:
            reason = "grant" if error.error in _GRANT_ERRORS else "rejected"
            raise LinkProviderError(reason, f"the provider refused: {error.error}") from None
        except httpx.HTTPError as error:
            raise LinkProviderError(
                "unavailable", f"no answer from the provider ({type(error).__name__})"
            ) from None
        except ValueError:  # not JSON, or not a token answer
            raise LinkProviderError("unavailable", "the provider's answer is not a token") from None
        finally:
            client.token = None
        return _tokens(dict(token), self._config.scopes)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()


def _tokens(token: dict[str, Any], asked: tuple[str, ...]) -> ProviderTokens:
    access = token.get("access_token")
    if not isinstance(access, str) or not access:
        raise LinkProviderError("unavailable", "the provider's answer has no access token")
    refresh = token.get("refresh_token")
    expires_at = token.get("expires_at")
    scope = token.get("scope")
    return ProviderTokens(
        access_token=access,
        refresh_token=refresh if isinstance(refresh, str) and refresh else None,
        expires_at=(
            datetime.fromtimestamp(float(expires_at), UTC)
            if isinstance(expires_at, int | float)
            else None
        ),
        scopes=tuple(scope.split()) if isinstance(scope, str) and scope else asked,
    )
