"""How a settings section is declared and read from the ``SVC_*`` environment.

A section is a frozen dataclass whose fields are declared with the readers below: each names
its variable and its default once, on the field, so ``read_section`` reads every field the same
way and docs/configuration.md can be checked against the fields
(``tests/unit/test_configuration_doc.py``)::

    @dataclass(frozen=True, slots=True)
    class ShopSettings:
        payments_api_url: str = url("SVC_PAYMENTS_API_URL", "https://api.stripe.com")
        payments_timeout: float = number("SVC_PAYMENTS_TIMEOUT", 10.0, 0.1, 120)

A field declared without a reader (plain ``field``) is not read from the environment.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import os
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar
from uuid import UUID

IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
S = TypeVar("S")
_URL = re.compile(r"https?://[^\s#]+")
_REGION = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
ENV = "env"
"""Key of a field's metadata: the variable it is read from."""
_READ = "read"


class ConfigError(ValueError):
    """A setting is missing or malformed; the message names the variable."""


class Env:
    """The raw environment, read one variable at a time with a check of its form."""

    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        self._environ = os.environ if environ is None else environ

    def optional(self, name: str) -> str | None:
        value = self._environ.get(name, "").strip()
        return value or None

    def text(self, name: str, default: str) -> str:
        return self.optional(name) or default

    def secret(self, name: str) -> str | None:
        """``NAME`` itself, or the contents of the file named by ``NAME_FILE``."""
        value = self.optional(name)
        path = self.optional(f"{name}_FILE")
        if value or not path:
            return value
        try:
            return Path(path).read_text().strip() or None
        except OSError as error:
            raise ConfigError(f"{name}_FILE: cannot read {path}: {error.strerror}") from None

    def http_url(self, name: str) -> str | None:
        value = self.optional(name)
        if value is not None and not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", value):
            raise ConfigError(f"{name} must be an http(s) URL without query, got {value!r}")
        return value

    def number(
        self, name: str, default: float, low: float, high: float, integral: bool = False
    ) -> float:
        raw = self.optional(name)
        if raw is None:
            return default
        try:
            value = int(raw) if integral else float(raw)
        except ValueError:
            raise ConfigError(f"{name} must be a number, got {raw!r}") from None
        if not low <= value <= high:
            raise ConfigError(f"{name} must be between {low:g} and {high:g}, got {raw}")
        return value

    def flag(self, name: str) -> bool:
        value = (self.optional(name) or "false").lower()
        if value not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
            raise ConfigError(f"{name} must be true or false, got {value!r}")
        return value in ("1", "true", "yes", "on")

    def choice(self, name: str, allowed: tuple[str, ...], default: str) -> str:
        value = (self.optional(name) or default).lower()
        if value not in allowed:
            raise ConfigError(f"{name} must be one of {', '.join(allowed)}, got {value!r}")
        return value

    def pattern(self, name: str, pattern: re.Pattern[str], default: str) -> str:
        value = self.optional(name)
        if value is None:
            return default
        if not pattern.fullmatch(value):
            raise ConfigError(f"{name} has the wrong form: {value!r}")
        return value

    def optional_url(self, name: str, strip: bool = True) -> str | None:
        value = self.optional(name)
        if value is not None and not _URL.fullmatch(value):
            raise ConfigError(f"{name} must be an http(s) URL without a fragment, got {value!r}")
        return value.rstrip("/") if value and strip else value

    def words(
        self, name: str, pattern: re.Pattern[str] | None = None, lower: bool = False
    ) -> tuple[str, ...]:
        """Comma- or space-separated values, each matching ``pattern`` when given."""
        raw = self.optional(name) or ""
        values = tuple(w.lower() if lower else w for w in re.split(r"[,\s]+", raw) if w)
        for value in values:
            if pattern is not None and not pattern.fullmatch(value):
                raise ConfigError(f"{name}: {value!r} has the wrong form")
        return values


# Field declarations: each returns a dataclass field carrying its variable and reader.

Reader = Callable[[Env, str, Any], Any]


T = TypeVar("T")
NO_TEXT: str | None = None


def declared(name: str, default: T, read: Reader, *, secret: bool = False) -> T:
    """A field read from the variable ``name`` by ``read(env, name, default)``."""
    return dataclasses.field(default=default, repr=not secret, metadata={ENV: name, _READ: read})


def text(name: str, default: str) -> str:
    return declared(name, default, lambda env, n, d: env.text(n, d))


def optional(name: str) -> str | None:
    return declared(name, NO_TEXT, lambda env, n, _: env.optional(n))


def secret(name: str) -> str | None:
    """A credential: ``NAME``, or the file ``NAME_FILE`` names; never in a repr."""
    return declared(name, NO_TEXT, lambda env, n, _: env.secret(n), secret=True)


def path(name: str, default: Path) -> Path:
    return declared(name, default, lambda env, n, d: Path(env.text(n, str(d))))


def integer(name: str, default: int, low: int, high: int) -> int:
    return declared(
        name, default, lambda env, n, d: int(env.number(n, d, low, high, integral=True))
    )


def number(name: str, default: float, low: float, high: float) -> float:
    return declared(name, default, lambda env, n, d: env.number(n, d, low, high))


def flag(name: str) -> bool:
    return declared(name, False, lambda env, n, _: env.flag(n))


def choice(name: str, allowed: tuple[str, ...], default: str) -> str:
    return declared(name, default, lambda env, n, d: env.choice(n, allowed, d))


def pattern(name: str, form: re.Pattern[str], default: str) -> str:
    return declared(name, default, lambda env, n, d: env.pattern(n, form, d))


def optional_pattern(name: str, form: re.Pattern[str], *, lower: bool = False) -> str | None:
    """A value of the given form, or None when unset."""

    def read(env: Env, n: str, _: object) -> str | None:
        value = env.pattern(n, form, "")
        return (value.lower() if lower else value) or None

    return declared(name, NO_TEXT, read)


def url(name: str, default: str) -> str:
    return declared(name, default, lambda env, n, d: env.optional_url(n) or d)


def optional_url(name: str, *, strip: bool = True) -> str | None:
    return declared(name, NO_TEXT, lambda env, n, _: env.optional_url(n, strip))


def words(
    name: str,
    form: re.Pattern[str] | None = None,
    default: tuple[str, ...] = (),
    *,
    lower: bool = False,
) -> tuple[str, ...]:
    """Comma- or space-separated values (``default`` when there are none)."""
    return declared(name, default, lambda env, n, d: env.words(n, form, lower) or d)


def uuids(name: str) -> frozenset[UUID]:
    def read(env: Env, n: str, _: object) -> frozenset[UUID]:
        try:
            return frozenset(
                UUID(part.strip()) for part in (env.optional(n) or "").split(",") if part.strip()
            )
        except ValueError:
            raise ConfigError(f"{n} must be comma-separated UUIDs") from None

    none: frozenset[UUID] = frozenset()
    return declared(name, none, read)


def networks(name: str) -> tuple[IpNetwork, ...]:
    def read(env: Env, n: str, _: object) -> tuple[IpNetwork, ...]:
        try:
            return tuple(
                ipaddress.ip_network(part.strip(), strict=False)
                for part in (env.optional(n) or "").split(",")
                if part.strip()
            )
        except ValueError as error:
            raise ConfigError(f"{n}: {error}") from None

    return declared(name, (), read)


def regions(name: str) -> tuple[str, ...]:
    def read(env: Env, n: str, _: object) -> tuple[str, ...]:
        parts = tuple(p.strip() for p in (env.optional(n) or "").split(",") if p.strip())
        for part in parts:
            if not _REGION.fullmatch(part):
                raise ConfigError(f"{n}: {part!r} is not a region name")
        return parts

    return declared(name, (), read)


def secrets_list(name: str) -> tuple[str, ...]:
    """Comma-separated credentials (several while rotating); never in a repr."""

    def read(env: Env, n: str, _: object) -> tuple[str, ...]:
        return tuple(s.strip() for s in (env.secret(n) or "").split(",") if s.strip())

    return declared(name, (), read, secret=True)


# Sections


def read_section(cls: type[S], env: Env) -> S:
    """An instance of the section ``cls`` with every declared field read from ``env``."""
    values = {
        f.name: f.metadata[_READ](env, f.metadata[ENV], f.default)
        for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        if _READ in f.metadata
    }
    return cls(**values)


def variables(cls: type) -> Iterator[str]:
    """The variables the section ``cls`` reads."""
    for f in dataclasses.fields(cls):
        if ENV in f.metadata:
            yield f.metadata[ENV]
