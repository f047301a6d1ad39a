"""Snapshots of what admin actions change, as the audit log stores them: small JSON objects
(camelCase keys like the API's, timestamps as ISO-8601 UTC strings), holding what an operator
needs to see what changed, never secrets."""

from __future__ import annotations

from datetime import datetime

from domain.audit.entry import Snapshot
from domain.catalog.catalog import Catalog
from domain.feedback.feedback import Feedback
from domain.motd.message import Motd
from domain.news.item import NewsItem
from domain.permissions.grant import Grant
from domain.permissions.role import Role, RoleAssignment
from domain.services.service import Service
from domain.shared.time import iso_millis
from domain.shop.order import Order
from domain.shop.product import Product
from domain.versions.channel import Pointer
from domain.versions.release import Release


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


def feedback(f: Feedback) -> Snapshot:
    return {"status": f.status.value, "note": f.note, "revision": f.revision}


def motd(m: Motd) -> Snapshot:
    return {
        "scope": {"type": m.scope.type.value, "id": m.scope.id},
        "locale": m.locale,
        "text": text(m.text),
        "startsAt": moment(m.starts_at),
        "endsAt": moment(m.ends_at),
        "revision": m.revision,
    }


def order(o: Order) -> Snapshot:
    return {"state": o.state.value, "granted": o.granted, "recipientId": str(o.recipient_id)}


def release(r: Release) -> Snapshot:
    return {
        "scope": r.scope.key,
        "buildId": str(r.build_id),
        "status": r.status.value,
        "notes": r.notes,
        "artifacts": len(r.artifacts),
        "minimumSupported": None if r.minimum_supported is None else str(r.minimum_supported),
        "revision": r.revision,
    }


def pointer(p: Pointer) -> Snapshot:
    return {
        "releaseId": p.release_id,
        "previousReleaseId": p.previous_release_id,
        "rolloutPercent": p.rollout_percent,
        "revision": p.revision,
    }


TEXT_MAX = 500
"""Longer texts (a news body) are cut here: the log shows what changed, not whole documents."""


def text(value: str) -> str:
    return value if len(value) <= TEXT_MAX else value[: TEXT_MAX - 1] + "…"


def news_item(n: NewsItem) -> Snapshot:
    return {
        "feed": n.feed.key,
        "title": n.title,
        "body": text(n.body),
        "status": n.status.value,
        "releaseAt": moment(n.release_at),
        "poll": n.poll is not None,
        "revision": n.revision,
    }


def product(p: Product) -> Snapshot:
    return {
        "slug": p.slug,
        "name": p.name,
        "kind": p.kind.value,
        "active": p.active,
        "prices": [{"amount": m.amount, "currency": m.currency} for m in p.prices],
        "grants": len(p.grants),
        "revision": p.revision,
    }


def catalog(c: Catalog) -> Snapshot:
    return {"slug": c.slug, "kind": c.kind, "name": c.name, "items": c.item_count}


def service(v: Service) -> Snapshot:
    return {
        "slug": v.slug,
        "name": v.name,
        "ownerId": str(v.owner_id),
        "official": v.official,
        "redirectUrls": list(v.redirect_urls),
        "domains": [d.domain for d in v.domains],  # not their proof tokens
        "permissions": list(v.permissions),
    }
