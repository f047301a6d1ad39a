"""Snapshots of what admin actions change, as the audit log stores them: small JSON objects
(camelCase keys like the API's, timestamps as ISO-8601 UTC strings), holding what an operator
needs to see what changed, never secrets."""

from __future__ import annotations

from datetime import datetime

from domain.audit.entry import Snapshot
from domain.permissions.grant import Grant
from domain.permissions.role import Role, RoleAssignment
from domain.shared.time import iso_millis


def moment(value: datetime | None) -> str | None:
    return None if value is None else iso_millis(value)


def grant(g: Grant) -> Snapshot:
    value: float | Snapshot | None = None  # as the API answers it: a number, or with a unit
    if g.value is not None:
        unit = g.value.unit
        value = g.value.amount if unit is None else {"value": g.value.amount, "unit": unit.name}
    return {
        "node": g.node,
        "negated": g.negated,
        "expiresAt": moment(g.expires_at),
        "value": value,
    }


def role(r: Role) -> Snapshot:
    return {
        "slug": r.slug,
        "name": r.name,
        "description": r.description,
        "isDefault": r.is_default,
        "scope": None if r.scope is None else {"type": r.scope.type, "id": r.scope.id},
        "grants": [grant(g) for g in r.grants],
    }


def assignment(a: RoleAssignment) -> Snapshot:
    return {"roleId": a.role_id, "expiresAt": moment(a.expires_at)}
