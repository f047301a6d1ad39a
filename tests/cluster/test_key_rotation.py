"""Key rotation without an order, on two real instances: B runs with the old key, A starts with
a new one, and B accepts A's tokens at once, without a restart; `svc keys retire` then makes
both refuse the old key's tokens.

No Redis: each instance has its own in-process bus, so B can learn A's key only from A's
announcement in the database (the refresh a token of an unknown key triggers).
"""

from __future__ import annotations

import uuid
from pathlib import Path

import httpx
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from adapters.crypto.jwt_signer import Ed25519TokenSigner
from adapters.crypto.keys import key_id, load_private_key, new_private_pem
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from tests.conftest import bearer
from tests.support.cli import svc
from tests.support.keys import encryption_key
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, eventually

pytestmark = pytest.mark.slow

WHO_AM_I = "/v1/profile/self"


async def status(base_url: str, token: str) -> int:
    async with httpx.AsyncClient(base_url=base_url, timeout=OUTBOUND) as client:
        return (await client.get(WHO_AM_I, headers=bearer(token))).status_code


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_an_instance_started_with_a_new_key_is_trusted_by_one_that_was_not_restarted(
    database_url: str, tmp_path: Path
) -> None:
    old_pem, new_pem = new_private_pem(), new_private_pem()
    old_kid = key_id(load_private_key(old_pem).public_key())
    new_key: Ed25519PrivateKey = load_private_key(new_pem)

    def env(pem: str, node: str) -> dict[str, str]:
        return server_env(
            database_url,
            tmp_path / node,
            SVC_JWT_PRIVATE_KEY=pem,
            SVC_SIGNING_KEYS_REFRESH_SECONDS="1",  # what bounds a retirement without a bus
        )

    # A session, and a token for it signed with the new key that nobody announced yet.
    settings = Settings.of(
        env="test",
        database_url=database_url,
        data_dir=tmp_path / "cli",
        jwt_private_key=old_pem,
        encryption_keys=encryption_key(),
    )
    async with await build_core(settings) as cli:
        user_id = uuid.uuid4()
        await cli.identity.users.ensure(user_id, "Steve")
        old_token = (await cli.identity.tokens.issue(user_id, SessionKind.CLI)).token
        session = cli.identity.tokens.new_session(user_id, SessionKind.CLI)
        async with cli.uow() as uow:
            await uow.auth_sessions.add(session)
            await uow.commit()
        new_token = Ed25519TokenSigner(new_key).sign(cli.identity.tokens.claims_for(session))

    with LiveServer(env(old_pem, "b")) as b:
        assert await status(b.base_url, old_token) == 200
        assert await status(b.base_url, new_token) == 401  # no instance announced it
        with LiveServer(env(new_pem, "a")) as a:
            # B was not restarted: A's announcement is enough, at the first request.
            assert await status(b.base_url, new_token) == 200
            assert await status(a.base_url, new_token) == 200
            assert await status(a.base_url, old_token) == 200  # B's key was announced

            listed = svc("keys", "list", env=env(new_pem, "cli"))
            assert listed.returncode == 0, listed.stderr
            lines = listed.stdout.splitlines()
            assert len(lines) == 2 and all("accepted" in line for line in lines)
            assert any(line.startswith(old_kid) for line in lines)
            assert any(line.endswith("(signing here)") for line in lines)

            retired = svc("keys", "retire", old_kid, env=env(new_pem, "cli"))
            assert retired.returncode == 0, retired.stderr
            assert retired.stdout.startswith(f"retired {old_kid}")

            async def refused_by_both() -> bool:
                return all([await status(n.base_url, old_token) == 401 for n in (a, b)])

            await eventually(refused_by_both, "both instances refuse the retired key's tokens")
            assert await status(b.base_url, new_token) == 200
            assert await status(a.base_url, new_token) == 200

            unknown = svc("keys", "retire", "A" * 43, env=env(new_pem, "cli"))
            assert unknown.returncode == 1 and "No announced signing key" in unknown.stderr
