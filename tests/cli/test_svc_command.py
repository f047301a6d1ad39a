"""The `svc` command, run as a real process with the SVC_* environment."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import jwt
import pytest
from alembic.script import ScriptDirectory

from adapters.sql.migrate import alembic_config
from application.identity.principal import OPERATOR
from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.support.cli import svc
from tests.support.keys import encryption_key, signing_pem


def settings_of(env: dict[str, str]) -> Settings:
    return Settings.from_env(env)


class TestDatabase:
    def test_upgrade_creates_the_schema_and_is_idempotent(self, env: dict[str, str]) -> None:
        first, second = svc("db", "upgrade", env=env), svc("db", "upgrade", env=env)
        current = svc("db", "current", env=env)
        assert first.returncode == second.returncode == 0, first.stderr
        heads = ScriptDirectory.from_config(alembic_config("sqlite://")).get_heads()
        assert current.stdout == f"{', '.join(sorted(heads))} (head)\n"


class TestTokenIssue:
    def test_prints_only_a_token_for_a_new_user(self, env: dict[str, str]) -> None:
        svc("db", "upgrade", env=env)
        user_id = uuid.uuid4()
        result = svc(
            "token",
            "issue",
            "--user-id",
            str(user_id),
            "--name",
            "Ops",
            "--scope",
            "profile:read",
            env=env,
        )
        assert result.returncode == 0, result.stderr
        token = result.stdout.strip()
        assert "\n" not in token and token.count(".") == 2
        claims = jwt.decode(token, options={"verify_signature": False})
        assert claims["sub"] == str(user_id)
        assert claims["scopes"] == ["profile:read"]

        async def check() -> None:
            async with await build_core(settings_of(env)) as core:
                assert (await core.identity.users.get(OPERATOR, user_id)).name == "Ops"
                assert core.identity.tokens.verify(token).sub == user_id
                async with core.uow() as uow:
                    sessions = await uow.auth_sessions.list_for_user(user_id, 10)
                assert [s.kind for s in sessions] == ["cli"]

        asyncio.run(check())

    def test_a_bad_user_id_is_a_usage_error(self, env: dict[str, str]) -> None:
        result = svc("token", "issue", "--user-id", "nope", "--name", "x", env=env)
        assert result.returncode == 2
        assert result.stdout == ""


class TestAdminGrant:
    def test_grants_a_node_with_value_and_expiry(self, env: dict[str, str]) -> None:
        svc("db", "upgrade", env=env)
        user_id = uuid.uuid4()
        svc("token", "issue", "--user-id", str(user_id), "--name", "Ops", env=env)
        result = svc(
            "admin",
            "grant",
            str(user_id),
            "social:friends.max",
            "--value",
            "50 count",
            "--expires",
            "2099-01-01T00:00:00Z",
            env=env,
        )
        denied = svc("admin", "grant", str(user_id), "totem:write", "--deny", env=env)
        assert result.returncode == 0 and denied.returncode == 0, result.stderr + denied.stderr

        async def grants() -> dict:
            async with await build_core(settings_of(env)) as core:
                return {
                    g.node: g for g in await core.permissions.grants.grants_of(OPERATOR, user_id)
                }

        stored = asyncio.run(grants())
        assert stored["social:friends.max"].value.normalized == 50
        assert stored["social:friends.max"].expires_at.year == 2099
        assert stored["totem:write"].negated is True

    def test_an_unknown_user_is_reported_without_a_traceback(self, env: dict[str, str]) -> None:
        svc("db", "upgrade", env=env)
        result = svc("admin", "grant", str(uuid.uuid4()), "profile:read", env=env)
        assert result.returncode == 1
        assert result.stderr.strip().splitlines()[-1] == "svc: No such user."
        assert "Traceback" not in result.stderr


class TestProduction:
    @pytest.mark.parametrize(
        ("present", "missing"),
        [({}, "SVC_JWT_PRIVATE_KEY"), ({"SVC_JWT_PRIVATE_KEY": "x"}, "SVC_ENCRYPTION_KEYS")],
    )
    def test_refuses_to_start_without_a_secret(
        self, env: dict[str, str], present: dict[str, str], missing: str
    ) -> None:
        env = {**env, "SVC_ENV": "production", "SVC_JWT_PRIVATE_KEY": "", "SVC_ENCRYPTION_KEYS": ""}
        result = svc("serve", env={**env, **present})
        assert result.returncode == 2
        assert result.stderr.strip().splitlines() == [
            f"svc: {missing} is required when SVC_ENV=production"
        ]

    def test_starts_the_schema_commands_with_secrets_given(self, env: dict[str, str]) -> None:
        env = {
            **env,
            "SVC_ENV": "production",
            "SVC_JWT_PRIVATE_KEY": signing_pem(),
            "SVC_ENCRYPTION_KEYS": encryption_key(),
        }
        assert svc("db", "upgrade", env=env).returncode == 0
        assert not (Path(env["SVC_DATA_DIR"]) / "dev-keys").exists()

    def test_a_malformed_setting_names_the_variable(self, env: dict[str, str]) -> None:
        result = svc("db", "upgrade", env={**env, "SVC_PORT": "eighty"})
        assert result.returncode == 2
        assert "SVC_PORT" in result.stderr
