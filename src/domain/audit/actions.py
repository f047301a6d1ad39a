"""Every action the audit log records, by its stable name (the area first), with what it means:
the names are a contract (filters, the console's choices), so a use case records only these
(``AuditTrail.record`` refuses another) and a new admin action adds its line here."""

from __future__ import annotations

ACTIONS: dict[str, str] = {
    "permissions.grant": "a user's grant of a node was set (allow or deny, expiry, value)",
    "permissions.revoke": "a user's grant of a node was removed",
    "permissions.node.register": "a node was added to the catalog",
    "permissions.node.unregister": "a node was removed from the catalog",
    "roles.create": "a role was created",
    "roles.update": "a role's name, description, default flag or grants changed",
    "roles.delete": "a role was deleted",
    "roles.assign": "a role was assigned to a user (or its expiry changed)",
    "roles.unassign": "a role was taken from a user",
    "sessions.revoke": "an admin revoked a user's auth session",
    "reports.triage": "a report's status or note changed",
    "feedback.triage": "a feedback item's status or note changed",
    "motd.create": "a message of the day was created",
    "motd.put": "a message of the day was edited",
    "motd.delete": "a message of the day was deleted",
    "news.create": "a news item was created",
    "news.update": "a news item was edited, published or unpublished",
    "versions.release.create": "a release was created",
    "versions.release.update": "a release was edited, published or revoked",
    "versions.release.delete": "a draft release was deleted",
    "versions.channel.move": "a channel was pointed at a release (roll forward, rollback, rollout)",
    "shop.product.create": "a product was created",
    "shop.product.update": "a product was edited",
    "shop.order.grant": "an order was granted by hand",
    "shop.order.revoke": "an order was revoked by hand",
    "catalog.create": "a catalog was created",
    "catalog.update": "a catalog was edited",
    "catalog.delete": "a catalog was deleted",
    "catalog.part.upload": "a skin part was uploaded",
    "catalog.part.delete": "a skin part was deleted",
    "links.role_link.put": "a platform role was linked to a chat role",
    "links.role_link.remove": "a platform role's chat role link was removed",
    "connect.network.transfer": "a Connect network (and its hosts) was given to another user",
    "connect.server.revoke_secret": "a Connect server's secret was revoked",
    "connect.listing.feature": "a public server listing was featured or unfeatured",
    "edge.gateway.update": "a gateway's state or weight changed",
}
