"""Settings from SVC_* variables: defaults, refusals naming the variable, production secrets."""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from uuid import UUID

import pytest

from bootstrap.settings import ConfigError, Settings

ROOT = Path(__file__).resolve().parents[3]

BUILD_ID = "2026.11.22-af48803"
ADMIN = "0193a000-0000-7000-8000-00000000a0a0"


def from_env(**variables: str) -> Settings:
    """Settings from exactly these variables (a build id given, so git is not asked)."""
    return Settings.from_env({"SVC_BUILD_ID": BUILD_ID, **variables})


def refusal(**variables: str) -> str:
    with pytest.raises(ConfigError) as caught:
        from_env(**variables)
    return str(caught.value)


class TestDefaults:
    def test_an_empty_environment_gives_the_embedded_development_setup(self) -> None:
        settings = Settings.from_env({})
        assert settings.server.env == "development"
        assert not settings.server.production
        assert (settings.server.host, settings.server.port, settings.server.workers) == (
            "127.0.0.1",
            8000,
            1,
        )
        assert settings.database.database_url == f"sqlite+aiosqlite:///{ROOT / 'var' / 'svc.db'}"
        assert settings.redis.redis_url is None
        assert settings.server.base_url == "http://127.0.0.1:8000"
        assert settings.server.region == "local"
        assert settings.server.log_level == "info"
        assert settings.server.trusted_proxies == ()
        assert settings.permissions.super_admin_ids == frozenset()
        assert settings.keys.jwt_private_key is None
        assert settings.keys.encryption_keys is None
        assert settings.limits.rate_limit_scale == 1.0
        assert settings.connect.command_ttl_seconds == 600

    def test_without_a_build_id_one_is_taken_from_git_or_development(self) -> None:
        build_id = Settings.from_env({}).server.build_id
        assert build_id == "development" or re.fullmatch(r"\d{4}\.\d{2}\.\d{2}-[0-9a-f]+", build_id)

    def test_whitespace_only_values_count_as_unset(self) -> None:
        assert from_env(SVC_PORT="   ", SVC_ENV=" ").server.port == 8000

    def test_without_a_mapping_the_process_environment_is_read(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setenv("SVC_BUILD_ID", BUILD_ID)
        monkeypatch.setenv("SVC_PORT", "9123")
        assert Settings.from_env().server.port == 9123


class TestValues:
    def test_the_base_url_defaults_to_host_and_port(self) -> None:
        assert (
            from_env(SVC_HOST="0.0.0.0", SVC_PORT="9000").server.base_url == "http://0.0.0.0:9000"
        )

    def test_a_trailing_slash_of_the_base_url_is_dropped(self) -> None:
        assert from_env(SVC_BASE_URL="https://api.example.com/").server.base_url == (
            "https://api.example.com"
        )

    def test_the_environment_name_is_case_insensitive(self) -> None:
        assert from_env(SVC_ENV="Test").server.env == "test"

    def test_trusted_proxies_are_networks(self) -> None:
        settings = from_env(SVC_TRUSTED_PROXIES="10.0.0.0/8, 192.168.1.7 ,2001:db8::/32")
        assert settings.server.trusted_proxies == (
            ipaddress.ip_network("10.0.0.0/8"),
            ipaddress.ip_network("192.168.1.7/32"),
            ipaddress.ip_network("2001:db8::/32"),
        )

    def test_super_admin_ids_are_uuids(self) -> None:
        other = "0193a000-0000-7000-8000-00000000b0b0"
        settings = from_env(SVC_SUPER_ADMIN_IDS=f"{ADMIN}, {other},")
        assert settings.permissions.super_admin_ids == frozenset({UUID(ADMIN), UUID(other)})

    @pytest.mark.parametrize("build_id", ["2026.11.22", "2026.11.22-af48803", "2026.01.02-0"])
    def test_build_ids_of_the_release_form_are_accepted(self, build_id: str) -> None:
        assert from_env(SVC_BUILD_ID=build_id).server.build_id == build_id

    def test_a_rate_limit_scale_of_zero_turns_limits_off(self) -> None:
        assert from_env(SVC_RATE_LIMIT_SCALE="0").limits.rate_limit_scale == 0.0

    def test_numbers_at_the_edges_of_their_range_are_accepted(self) -> None:
        settings = from_env(SVC_PORT="65535", SVC_WORKERS="256", SVC_COMMAND_TTL="1")
        assert (
            settings.server.port,
            settings.server.workers,
            settings.connect.command_ttl_seconds,
        ) == (65535, 256, 1)

    def test_secrets_are_left_out_of_the_repr(self) -> None:
        settings = from_env(SVC_JWT_PRIVATE_KEY="pem-secret", SVC_ENCRYPTION_KEYS="aead-secret")
        assert "pem-secret" not in repr(settings)
        assert "aead-secret" not in repr(settings)


class TestMalformedValues:
    @pytest.mark.parametrize(
        ("name", "value"),
        [
            ("SVC_ENV", "staging"),
            ("SVC_PORT", "http"),
            ("SVC_PORT", "80.5"),
            ("SVC_PORT", "0"),
            ("SVC_PORT", "65536"),
            ("SVC_WORKERS", "0"),
            ("SVC_WORKERS", "257"),
            ("SVC_DB_POOL_SIZE", "many"),
            ("SVC_REDIS_PREFIX", "has space"),
            ("SVC_REGION", "EU-West"),
            ("SVC_REGION", "-eu"),
            ("SVC_BUILD_ID", "22.11.2026"),
            ("SVC_BUILD_ID", "2026.11.22-UPPER"),
            # 2026.11.22 in Arabic-Indic digits: digits, but not the ASCII the form means.
            ("SVC_BUILD_ID", "\u0662\u0660\u0662\u0666.\u0661\u0661.\u0662\u0662"),
            ("SVC_LOG_LEVEL", "verbose"),
            ("SVC_TRUSTED_PROXIES", "10.0.0.0/8, proxy.internal"),
            ("SVC_TRUSTED_PROXIES", "10.0.0.0/33"),
            ("SVC_SUPER_ADMIN_IDS", f"{ADMIN}, admin"),
            ("SVC_RATE_LIMIT_SCALE", "-1"),
            ("SVC_RATE_LIMIT_SCALE", "nan"),
            ("SVC_RATE_LIMIT_SCALE", "inf"),
            ("SVC_COMMAND_TTL", "0"),
            ("SVC_COMMAND_TTL", "10m"),
            ("SVC_PERMISSION_CACHE_SECONDS", "-5"),
            ("SVC_LAST_SEEN_INTERVAL", "0.5"),
        ],
    )
    def test_a_malformed_value_is_refused_naming_the_variable(self, name: str, value: str) -> None:
        assert name in refusal(**{name: value})

    def test_a_secret_file_that_cannot_be_read_is_refused_naming_the_variable(
        self, tmp_path: Path
    ) -> None:
        message = refusal(SVC_JWT_PRIVATE_KEY_FILE=str(tmp_path / "missing.pem"))
        assert "SVC_JWT_PRIVATE_KEY_FILE" in message


class TestSecretFiles:
    def test_a_secret_is_read_from_its_file_without_surrounding_whitespace(
        self, tmp_path: Path
    ) -> None:
        path = tmp_path / "keys.txt"
        path.write_text("\n  key-one,key-two \n")
        keys = from_env(SVC_ENCRYPTION_KEYS_FILE=str(path)).keys
        assert keys.encryption_keys == "key-one,key-two"

    def test_previous_jwt_keys_are_read_from_their_file(self, tmp_path: Path) -> None:
        path = tmp_path / "previous.pem"
        path.write_text("previous-pems")
        keys = from_env(SVC_JWT_PREVIOUS_KEYS_FILE=str(path)).keys
        assert keys.jwt_previous_keys == "previous-pems"

    def test_the_variable_itself_wins_over_its_file(self, tmp_path: Path) -> None:
        path = tmp_path / "key.pem"
        path.write_text("from-file")
        settings = from_env(SVC_JWT_PRIVATE_KEY="direct", SVC_JWT_PRIVATE_KEY_FILE=str(path))
        assert settings.keys.jwt_private_key == "direct"

    def test_an_empty_secret_file_counts_as_no_secret(self, tmp_path: Path) -> None:
        path = tmp_path / "empty.pem"
        path.write_text("  \n")
        assert from_env(SVC_JWT_PRIVATE_KEY_FILE=str(path)).keys.jwt_private_key is None


class TestProduction:
    def test_production_without_a_signing_key_is_refused_naming_it(self) -> None:
        message = refusal(SVC_ENV="production", SVC_ENCRYPTION_KEYS="k")
        assert "SVC_JWT_PRIVATE_KEY" in message

    def test_production_without_encryption_keys_is_refused_naming_them(self) -> None:
        message = refusal(SVC_ENV="production", SVC_JWT_PRIVATE_KEY="pem")
        assert "SVC_ENCRYPTION_KEYS" in message

    def test_production_with_an_empty_key_file_is_refused(self, tmp_path: Path) -> None:
        path = tmp_path / "empty.pem"
        path.write_text("")
        message = refusal(
            SVC_ENV="production", SVC_JWT_PRIVATE_KEY_FILE=str(path), SVC_ENCRYPTION_KEYS="k"
        )
        assert "SVC_JWT_PRIVATE_KEY" in message

    def test_production_with_both_secrets_starts(self) -> None:
        settings = from_env(SVC_ENV="production", SVC_JWT_PRIVATE_KEY="p", SVC_ENCRYPTION_KEYS="k")
        assert settings.server.production

    def test_production_accepts_both_secrets_from_files(self, tmp_path: Path) -> None:
        (tmp_path / "jwt").write_text("pem")
        (tmp_path / "aead").write_text("keys")
        settings = from_env(
            SVC_ENV="PRODUCTION",
            SVC_JWT_PRIVATE_KEY_FILE=str(tmp_path / "jwt"),
            SVC_ENCRYPTION_KEYS_FILE=str(tmp_path / "aead"),
        )
        assert (settings.keys.jwt_private_key, settings.keys.encryption_keys) == ("pem", "keys")

    def test_development_needs_no_secrets(self) -> None:
        assert from_env(SVC_ENV="development").keys.jwt_private_key is None


class TestUrls:
    @pytest.mark.parametrize(
        "url", ["mysql://root@db/svc", "sqlite:///plain-sqlite.db", "postgres://x/y", "nonsense"]
    )
    def test_an_unsupported_database_url_names_the_variable(self, url: str) -> None:
        with pytest.raises(ConfigError, match="SVC_DATABASE_URL"):
            Settings.from_env({"SVC_DATABASE_URL": url})

    @pytest.mark.parametrize(
        "url", ["sqlite+aiosqlite:///x.db", "postgresql+asyncpg://u@h/db", "memory://"]
    )
    def test_supported_database_urls_pass(self, url: str) -> None:
        assert Settings.from_env({"SVC_DATABASE_URL": url}).database.database_url == url

    @pytest.mark.parametrize("url", ["ftp://host", "https://host/?q=1", "host:8000", "https:// x"])
    def test_a_malformed_base_url_names_the_variable(self, url: str) -> None:
        with pytest.raises(ConfigError, match="SVC_BASE_URL"):
            Settings.from_env({"SVC_BASE_URL": url})

    def test_a_base_url_loses_its_trailing_slash(self) -> None:
        settings = Settings.from_env({"SVC_BASE_URL": "https://api.example.com/"})
        assert settings.server.base_url == "https://api.example.com"


class TestHttpHardening:
    def test_defaults_bound_request_heads_bodies_and_log_as_text(self) -> None:
        settings = from_env()
        assert settings.server.log_format == "text"
        assert (settings.http.http_max_header_bytes, settings.http.http_max_headers) == (
            16 * 1024,
            100,
        )
        assert (settings.http.http_header_timeout, settings.http.http_body_timeout) == (10.0, 30.0)
        assert settings.http.metrics_token is None

    def test_values_are_read_and_checked(self) -> None:
        settings = from_env(
            SVC_LOG_FORMAT="JSON",
            SVC_HTTP_MAX_HEADER_BYTES="32768",
            SVC_HTTP_MAX_HEADERS="50",
            SVC_HTTP_HEADER_TIMEOUT="2.5",
            SVC_HTTP_BODY_TIMEOUT="5",
            SVC_METRICS_TOKEN="s3cret-for-prometheus",
        )
        assert settings.server.log_format == "json"
        assert (settings.http.http_max_header_bytes, settings.http.http_max_headers) == (32768, 50)
        assert (settings.http.http_header_timeout, settings.http.http_body_timeout) == (2.5, 5.0)
        assert settings.http.metrics_token == "s3cret-for-prometheus"
        assert "s3cret" not in repr(settings)

    @pytest.mark.parametrize(
        ("variable", "value"),
        [
            ("SVC_LOG_FORMAT", "xml"),
            ("SVC_HTTP_MAX_HEADER_BYTES", "100"),
            ("SVC_HTTP_MAX_HEADERS", "many"),
            ("SVC_HTTP_HEADER_TIMEOUT", "0"),
            ("SVC_HTTP_BODY_TIMEOUT", "-1"),
            ("SVC_METRICS_TOKEN", "short"),
            ("SVC_METRICS_TOKEN", "has spaces in the middle"),
        ],
    )
    def test_a_bad_value_is_refused_naming_the_variable(self, variable: str, value: str) -> None:
        assert variable in refusal(**{variable: value})


class TestShop:
    def test_the_payment_settings_are_read_and_kept_out_of_repr(self, tmp_path: Path) -> None:
        secret_file = tmp_path / "key"
        secret_file.write_text("sk_live_from_a_file\n")
        settings = from_env(
            SVC_PAYMENTS_API_URL="http://127.0.0.1:12111",
            SVC_PAYMENTS_SECRET_KEY_FILE=str(secret_file),
            SVC_PAYMENTS_WEBHOOK_SECRETS=" whsec_new , whsec_old,",
            SVC_SHOP_WEBHOOK_TOLERANCE_SECONDS="120",
        )
        assert settings.shop.payments_api_url == "http://127.0.0.1:12111"
        assert settings.shop.payments_secret_key == "sk_live_from_a_file"
        assert settings.shop.payments_webhook_secrets == ("whsec_new", "whsec_old")
        assert settings.shop.shop_webhook_tolerance_seconds == 120
        assert "whsec" not in repr(settings) and "sk_live" not in repr(settings)
        assert from_env().shop.payments_webhook_secrets == ()

    @pytest.mark.parametrize(
        ("variable", "value"),
        [
            ("SVC_SHOP_WEBHOOK_TOLERANCE_SECONDS", "0"),
            ("SVC_PAYMENTS_API_URL", "ftp://pay.example"),
            ("SVC_SHOP_SUCCESS_URL", "not a url"),
        ],
    )
    def test_a_bad_value_is_refused(self, variable: str, value: str) -> None:
        assert variable in refusal(**{variable: value})
