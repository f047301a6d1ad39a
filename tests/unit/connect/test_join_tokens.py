"""Network join tokens: platform-signed JWTs of their own type."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from adapters.crypto.join_tokens import Ed25519JoinTokenSigner
from adapters.crypto.jwt_signer import Ed25519TokenSigner
from adapters.crypto.keys import load_private_key, new_private_pem
from domain.connect.errors import InvalidJoinToken
from domain.connect.network import JoinTokenClaims
from domain.identity.claims import TokenClaims
from domain.identity.errors import InvalidToken
from domain.shared.time import truncate_to_millis

KEY = load_private_key(new_private_pem())
OTHER = load_private_key(new_private_pem())


def _claims(issued: datetime | None = None, lifetime: int = 900) -> JoinTokenClaims:
    issued = truncate_to_millis(issued or datetime.now(UTC)).replace(microsecond=0)
    expires = issued + timedelta(seconds=lifetime)
    return JoinTokenClaims("0" * 23 + "1", uuid.uuid4(), issued, expires)


def test_a_signed_token_verifies_to_its_claims() -> None:
    claims = _claims()
    signer = Ed25519JoinTokenSigner(KEY)
    assert signer.verify(signer.sign(claims)) == claims


def test_expiry_is_reported_not_judged_here() -> None:
    """The use case judges expiry by the platform clock (see the contract tests)."""
    signer = Ed25519JoinTokenSigner(KEY)
    stale = _claims(datetime.now(UTC) - timedelta(hours=1))
    assert signer.verify(signer.sign(stale)).expires_at == stale.expires_at


def test_a_token_of_another_key_or_tampered_is_refused() -> None:
    ours, theirs = Ed25519JoinTokenSigner(KEY), Ed25519JoinTokenSigner(OTHER)
    token = ours.sign(_claims())
    with pytest.raises(InvalidJoinToken):
        theirs.verify(token)
    header, payload, signature = token.split(".")
    with pytest.raises(InvalidJoinToken):
        ours.verify(f"{header}.{payload}x.{signature}")
    for garbage in ("", "a.b.c", "x" * 5000):
        with pytest.raises(InvalidJoinToken):
            ours.verify(garbage)


def test_a_token_of_a_previous_key_still_verifies() -> None:
    token = Ed25519JoinTokenSigner(OTHER).sign(_claims())
    rotated = Ed25519JoinTokenSigner(KEY, previous=[OTHER.public_key()])
    assert rotated.verify(token).jti == "0" * 23 + "1"


def test_join_tokens_and_api_tokens_are_never_mistaken_for_each_other() -> None:
    join, api = Ed25519JoinTokenSigner(KEY), Ed25519TokenSigner(KEY)
    now = int(datetime.now(UTC).timestamp())
    api_token = api.sign(TokenClaims(uuid.uuid4(), now, now + 60, "j", "s"))
    with pytest.raises(InvalidJoinToken):
        join.verify(api_token)
    with pytest.raises(InvalidToken):
        api.verify(join.sign(_claims()))
