"""A problem response of the OpenAPI document: when an operation answers the status, in words
for a client author, and the codes it carries (``x-problem-codes``, also in the words)."""

from __future__ import annotations

from dataclasses import dataclass, field

from litestar.openapi.spec import OpenAPIResponse

WHEN: dict[int, str] = {
    400: "The request is not valid: a parameter or the body does not decode or breaks a rule "
    "(`errors` names each field when one is to blame); nothing was changed",
    401: "No valid credentials: the token is missing, malformed, expired or revoked",
    403: "The credentials are valid but do not allow this: a token limited by scopes without "
    "this operation's scope, a permission the caller lacks, or not the owner",
    404: "Nothing found: what the path names does not exist, or the caller may not see it",
    408: "The request body did not arrive in time",
    409: "The request conflicts with the current state; nothing was changed",
    410: "The resource existed but has expired",
    412: "`If-Match` names a version that is no longer the current one; read it again",
    413: "The request body is larger than this operation takes",
    415: "The body is not declared as JSON (send `Content-Type: application/json`)",
    428: "This change needs `If-Match` with the version read last",
    429: "Too many requests: wait the `Retry-After` seconds, then retry; nothing was done",
    503: "A system this operation depends on did not answer; nothing was changed, retry later",
}
SERVER_401 = (
    "The server's credentials are missing or wrong (`Authorization: Bearer <secret>` "
    "and `X-Server-Id`)"
)


def when(status: int, server_auth: bool = False) -> str:
    """When an operation answers ``status`` (a server's credentials: ``server_auth``)."""
    if status == 401 and server_auth:
        return SERVER_401
    return WHEN.get(status, "The request was refused; see the problem's `detail`")


@dataclass
class ProblemResponse(OpenAPIResponse):
    """A response with the problem codes it carries, as the extension ``x-problem-codes``."""

    problem_codes: list[str] | None = field(default=None, metadata={"alias": "x-problem-codes"})
