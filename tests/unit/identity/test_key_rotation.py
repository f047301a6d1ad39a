"""Rotating the signing key by configuration: old tokens keep working while listed."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest

from adapters.crypto.keys import new_private_pem
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from domain.identity.errors import InvalidToken


async def test_a_token_of_the_previous_key_verifies_until_the_key_is_dropped(
    settings_for: Callable[..., Settings],
) -> None:
    old, new = new_private_pem(), new_private_pem()
    user_id = uuid.uuid4()
    async with await build_core(settings_for(jwt_private_key=old)) as before:
        await before.identity.users.ensure(user_id, "Steve")
        token = (await before.identity.tokens.issue(user_id, SessionKind.CLI)).token
        old_kid = before.identity.tokens.jwks()["keys"][0]["kid"]

    rotated = settings_for(jwt_private_key=new, jwt_previous_keys=old)
    async with await build_core(rotated) as during:
        assert during.identity.tokens.verify(token).sub == user_id
        kids = [key["kid"] for key in during.identity.tokens.jwks()["keys"]]
        assert len(kids) == 2 and kids[1] == old_kid
        new_token = (await during.identity.tokens.issue(user_id, SessionKind.CLI)).token
        assert during.identity.tokens.verify(new_token).sub == user_id

    async with await build_core(settings_for(jwt_private_key=new)) as after:
        with pytest.raises(InvalidToken):
            after.identity.tokens.verify(token)
        assert after.identity.tokens.verify(new_token).sub == user_id
