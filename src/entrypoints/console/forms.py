"""Reading a console form: the form token (CSRF) first, then the fields as text.

A change is accepted only with the form token of the sender's console session, compared in
constant time: a form without it, or with another, is refused (403) before anything is read
or changed. The session cookie is ``SameSite=Strict`` besides."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from litestar import Request

from domain.shared.errors import InvalidInput
from entrypoints.console.operator import Operator, operator_of

FIELD = "csrf"


class FormRefused(Exception):
    """The form token is missing or not this session's."""


@dataclass(frozen=True, slots=True)
class Form:
    operator: Operator
    fields: dict[str, str]

    def text(self, name: str) -> str:
        return self.fields.get(name, "").strip()

    def optional(self, name: str) -> str | None:
        return self.text(name) or None

    def checked(self, name: str) -> bool:
        return name in self.fields


async def submitted(request: Request[Any, Any, Any]) -> Form:
    """The operator and the form's fields, once its token is this session's."""
    operator = await operator_of(request)
    form = await request.form()
    sent = form.get(FIELD)
    if not isinstance(sent, str) or not hmac.compare_digest(sent.encode(), operator.csrf.encode()):
        raise FormRefused()
    fields = {key: value for key, value in form.items() if isinstance(value, str)}
    return Form(operator, fields)


def moment(form: Form, name: str) -> datetime | None:
    """A ``datetime-local`` field, read as UTC; None when empty."""
    raw = form.text(name)
    if not raw:
        return None
    try:
        return datetime.fromisoformat(raw).replace(tzinfo=UTC)
    except ValueError:
        raise InvalidInput("a date and time (UTC), e.g. 2027-01-31T12:00", field=name) from None


def number(form: Form, name: str) -> float | None:
    raw = form.text(name)
    if not raw:
        return None
    try:
        return float(raw)
    except ValueError:
        raise InvalidInput("a number", field=name) from None


def optional_uuid(raw: str | None, field: str) -> UUID | None:
    """A query's user id, "" meaning none (a filter form sends its empty fields)."""
    if not raw or not raw.strip():
        return None
    try:
        return UUID(raw.strip())
    except ValueError:
        raise InvalidInput("a user id (UUID)", field=field) from None
