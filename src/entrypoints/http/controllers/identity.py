"""Token verification for other services and clients."""

from __future__ import annotations

from litestar import Controller, get

from application.identity.principal import Principal
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.identity import VerifyOut, verify_out
from entrypoints.http.route_access import ANY_TOKEN


class VerifyController(Controller):
    tags = ["auth"]

    @get(
        ["/auth/verify", "/v1/auth/verify"],
        summary="Verify a platform token",
        description="The token comes from 'Authorization: Bearer', else cookie svc_token, "
        "else cookie auth_token.",
        security=SECURITY,
        access=ANY_TOKEN,
    )
    async def verify_token(self, principal: Inject[Principal]) -> VerifyOut:
        return verify_out(principal.claims)
