"""The built-in role that applies to everyone (editable by admins), and the node catalogue
the platform starts with: each area declares its nodes beside its domain
(``domain/<area>/nodes.py``); this module collects them."""

from __future__ import annotations

from domain.catalog import nodes as catalog
from domain.connect import nodes as connect
from domain.edge import nodes as edge
from domain.feedback import nodes as feedback
from domain.games import nodes as games
from domain.identity import nodes as identity
from domain.links import nodes as links
from domain.motd import nodes as motd
from domain.news import nodes as news
from domain.profile import nodes as profile
from domain.services import nodes as services
from domain.shop import nodes as shop
from domain.social import nodes as social
from domain.totem import nodes as totem
from domain.versions import nodes as versions

DEFAULT_ROLE_ID = "000000000000000000000001"
DEFAULT_ROLE_NAME = "Everyone"
AREAS = (
    identity,
    profile,
    totem,
    social,
    services,
    connect,
    edge,
    catalog,
    links,
    versions,
    news,
    games,
    shop,
    feedback,
    motd,
)
EVERYDAY_NODES: tuple[str, ...] = tuple(node for area in AREAS for node in area.EVERYDAY)
"""What the default role grants: what every signed-in player does."""
KNOWN_NODES: tuple[str, ...] = (
    *EVERYDAY_NODES,
    *(node for area in AREAS for node in area.NODES if node not in EVERYDAY_NODES),
)
"""Every node the platform checks, registered in the node catalog from the start."""
