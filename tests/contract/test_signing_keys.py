"""Signing keys announced by every instance: a key one instance starts with verifies on every
other without a restart, and a retired key verifies nowhere (SQLite and PostgreSQL: two cores
on one database stand for two instances)."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest

from adapters.crypto.keys import new_private_pem
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from domain.identity.errors import InvalidToken, UnknownSigningKey
from domain.identity.signing_keys import SigningKeyNotFound

pytestmark = pytest.mark.parametrize("backend", ["sqlite", "postgres"], indirect=True)


async def test_a_key_announced_by_one_instance_verifies_on_another_started_before(
    database_url: str, settings_for: Callable[..., Settings]
) -> None:
    old, new = new_private_pem(), new_private_pem()
    user_id = uuid.uuid4()
    async with (
        await build_core(settings_for(database_url, jwt_private_key=old)) as b,
        await build_core(settings_for(database_url, jwt_private_key=new)) as a,
    ):
        await a.identity.users.ensure(user_id, "Steve")
        token = (await a.identity.tokens.issue(user_id, SessionKind.CLI)).token
        # b heard of the new key only through the database (memory bus: no message crossed).
        b.identity.tokens.forget_verified()
        with pytest.raises(UnknownSigningKey):
            b.identity.tokens.verify(token)  # the hot path reads nothing
        before = b.identity.signing_keys.refreshes
        assert (await b.identity.tokens.authenticate(token)).sub == user_id
        assert b.identity.signing_keys.refreshes == before + 1  # one refresh, then in memory
        assert b.identity.tokens.verify(token).sub == user_id
        old_token = (await b.identity.tokens.issue(user_id, SessionKind.CLI)).token
        assert (await a.identity.tokens.authenticate(old_token)).sub == user_id

        listed = await b.identity.signing_keys.list()
        assert {key.kid for key in listed} == {a.kernel.key_ring.kid, b.kernel.key_ring.kid}
        assert not any(key.retired for key in listed)

        # Retired on a: refused on a at once, on b at its next refresh (the job, or the bus).
        await a.identity.signing_keys.retire(b.kernel.key_ring.kid)
        with pytest.raises(InvalidToken):
            await a.identity.tokens.authenticate(old_token)
        await b.identity.signing_keys.refresh()
        with pytest.raises(InvalidToken):
            await b.identity.tokens.authenticate(old_token)  # its verified cache was dropped
        assert (await b.identity.tokens.authenticate(token)).sub == user_id

    # A new instance with the old key as a previous one still refuses it: retired is retired.
    rotated = settings_for(database_url, jwt_private_key=new, jwt_previous_keys=old)
    async with await build_core(rotated) as c:
        with pytest.raises(InvalidToken):
            await c.identity.tokens.authenticate(old_token)
        with pytest.raises(SigningKeyNotFound):
            await c.identity.signing_keys.retire("A" * 43)
