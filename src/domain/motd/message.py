"""A message of the day and the rule that picks the one a client sees (docs/shop.md, "Messages
of the day"): the most specific scope that has an active message wins (server, then its
network, then global); within a scope, the most specific locale (``de-at``, then ``de``, then
the default ``""``); among equals, the latest start."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shared.errors import InvalidInput, NotFound

TEXT_MAX = 1000
LINES_MAX = 10
LOCALE = re.compile(r"^[a-z]{2,3}(-[a-z0-9]{2,8})?$")


class ScopeType(StrEnum):
    GLOBAL = "global"
    NETWORK = "network"
    SERVER = "server"


class MotdNotFound(NotFound):
    """No such message of the day."""

    code = "motd.not_found"


@dataclass(frozen=True, slots=True)
class MotdScope:
    type: ScopeType
    id: str
    """"" for global; the network's or server's UUID otherwise."""


GLOBAL = MotdScope(ScopeType.GLOBAL, "")


def motd_scope(type_: str, id_: str | None) -> MotdScope:
    try:
        scope_type = ScopeType(type_)
    except ValueError:
        raise InvalidInput("global, network or server", field="scope") from None
    if scope_type is ScopeType.GLOBAL:
        if id_:
            raise InvalidInput("the global scope has no id", field="scopeId")
        return GLOBAL
    try:
        return MotdScope(scope_type, str(UUID(id_ or "")))
    except ValueError:
        raise InvalidInput("a network or server id (UUID)", field="scopeId") from None


def parse_locale(raw: str | None, field: str = "locale") -> str:
    """Lower case, ``_`` read as ``-``; "" is the default locale."""
    if not raw:
        return ""
    locale = raw.strip().lower().replace("_", "-")
    if not LOCALE.match(locale):
        raise InvalidInput("a language tag such as en, de or pt-br", field=field)
    return locale


def locale_chain(locale: str) -> list[str]:
    """``pt-br`` -> ``["pt-br", "pt", ""]``."""
    chain = [locale] if locale else []
    if "-" in locale:
        chain.append(locale.split("-", 1)[0])
    return [*chain, ""]


def check_text(text: str) -> str:
    """Formatted text (the game's ``&``/``§`` codes or Markdown; stored as given), bounded."""
    text = text.strip()
    if not text:
        raise InvalidInput("must not be blank", field="text")
    if len(text) > TEXT_MAX or text.count("\n") >= LINES_MAX:
        raise InvalidInput(f"at most {TEXT_MAX} characters on {LINES_MAX} lines", field="text")
    return text


def check_window(starts_at: datetime, ends_at: datetime | None) -> None:
    if ends_at is not None and ends_at <= starts_at:
        raise InvalidInput("must be after startsAt", field="endsAt")


@dataclass(frozen=True, slots=True)
class Motd:
    id: str
    scope: MotdScope
    locale: str
    text: str
    starts_at: datetime
    ends_at: datetime | None
    created_by: UUID
    created_at: datetime
    updated_at: datetime
    revision: int = 1

    def active(self, now: datetime) -> bool:
        return self.starts_at <= now and (self.ends_at is None or now < self.ends_at)


def pick(
    candidates: Iterable[Motd], scopes: Sequence[MotdScope], locale: str, now: datetime
) -> Motd | None:
    """The message a client of ``scopes`` (most specific first) in ``locale`` sees now."""
    active = [m for m in candidates if m.active(now)]
    for scope in scopes:
        for wanted in locale_chain(locale):
            found = [m for m in active if m.scope == scope and m.locale == wanted]
            if found:
                return max(found, key=lambda m: (m.starts_at, m.id))
    return None
