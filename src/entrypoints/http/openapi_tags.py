"""The tags of the OpenAPI document, each with what its operations are about.

Controllers name their tag (``tags = ["connect: servers"]``); this table declares each name
once with its description, in the order a reader meets the areas.
``tests/http/test_openapi_descriptions.py`` fails when an operation uses a tag not declared
here, or a tag here is used by no operation.
"""

from __future__ import annotations

from litestar.openapi.spec import Tag

_TAGS: tuple[tuple[str, str], ...] = (
    (
        "platform",
        "Health (region and build, database ping and latency, uptime), text metrics, the "
        "caller's IP and the public keys that verify the platform's tokens.",
    ),
    (
        "auth",
        "Signing in: the game-session join/verify handshake, identity-provider sign-in, "
        "session exchange from a cookie, token verification, and scoped service tokens issued "
        "after consent. API JWTs live 30 days (expiresIn 2592000).",
    ),
    (
        "profile",
        "The signed-in user: profile basics, profile settings, presence, owned servers, auth "
        "session history, notifications, game options and profile shares.",
    ),
    (
        "totem",
        "Personal totem models: upload, activate, history, the public gallery and fetch of "
        "3D model files. Also reachable under the legacy prefix /v1/api/profile/.",
    ),
    (
        "catalog",
        "Catalogs and a random entry of one (heads, banners), and the skin-builder parts.",
    ),
    ("files", "Public files: totem model files and skin-builder parts, immutable and cached."),
    (
        "connect: servers",
        "Game servers that register themselves, are claimed by a dash user with a single-use "
        "claim key (valid about 5 minutes), then assigned to a network or flagged a template; "
        "hosts joined to a network.",
    ),
    (
        "connect: networks",
        "Networks of servers, their single-use join tokens (900 s) and the hosts (serverType "
        "agent) that join with them.",
    ),
    (
        "connect: commands",
        "Commands dash creates for a server; the server polls and acknowledges them.",
    ),
    (
        "connect: settings",
        "Settings entries of a server, per source (an extension id), with an optional schema "
        "dash renders as typed inputs; their history, and the settings stream (WebSocket).",
    ),
    (
        "connect: extensions",
        "The extension catalog managed in dash, and the extensions each server publishes with "
        "their actions.",
    ),
    ("connect: members", "Members of a server and their role (admin, operator, viewer)."),
    (
        "connect: domains, DNS, listing",
        "Domain claims proven by a `_svc.<domain>` TXT record, DNS automation of a network "
        "(provider token stored encrypted), and the network's public server listing.",
    ),
    (
        "connect: gateways",
        "Gateways that register and send heartbeats, the gateway targets of a server and the "
        "route a server publishes through them.",
    ),
    (
        "public: servers",
        "The public server directory of published listings, the caller's favorites, and the "
        "status reports servers send for their listing.",
    ),
    (
        "social: friends",
        "Friends of the caller (both directions of a friendship), their metadata and presence.",
    ),
    (
        "social: friend requests",
        "Friend requests sent and received: create, accept, decline, cancel.",
    ),
    ("social: moderation", "Blocks and reports of users."),
    ("social: notifications", "Notifications stored for the caller (e.g. friend_accepted)."),
    ("social: chat", "Chat conversations, their messages and polls."),
    (
        "services",
        "Third-party services users sign in to: their registration, allowed domains and the "
        "permissions their tokens carry.",
    ),
    (
        "links",
        "Accounts linked at the membership and chat providers, their callbacks and webhooks, "
        "supporter settings, chat interactions, a network's chat server and chat role links.",
    ),
    ("news", "News per feed, publishing and release times, polls, follows and the feed."),
    (
        "versions",
        "Releases of services and extensions, active release per scope and channel, the "
        "public resolve and client events.",
    ),
    ("games", "Game templates, minigames, the games catalog, leaderboards and live matches."),
    ("shop", "The shop's catalog, checkout, purchases and the payment provider's webhook."),
    ("feedback", "Feedback sent by players and its handling by staff."),
    ("motd", "Messages of the day shown to players."),
    (
        "admin",
        "Staff operations of other areas (feedback, the shop's orders and products), each "
        "gated by its admin node.",
    ),
    ("admin: users", "User lookup by name prefix or UUID, and a user's detail."),
    (
        "admin: permissions",
        "The node catalogue and a user's permission grants (super admin only).",
    ),
    ("admin: roles", "Roles, their grants, and the users they are assigned to."),
    (
        "admin: connect",
        "Every network, server, gateway, gateway route and listing, for staff; transfers, "
        "secret revocation and the Connect audit log.",
    ),
)

TAGS: list[Tag] = [Tag(name=name, description=description) for name, description in _TAGS]
