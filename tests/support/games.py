"""Building blocks for the games suites: templates, minigames in a network, boards, hosts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from application.connect.ports import ServerCredentials
from application.games.leaderboards import BoardDraft
from application.games.minigames import MinigameDraft
from application.identity.principal import Principal
from bootstrap.core import Core
from domain.connect.schema import FieldType, SchemaField, build_schema
from domain.games.leaderboard import Leaderboard, Operator, Order, Submitters
from domain.games.minigame import Action, Content, Minigame
from domain.games.template import Asset, Template, TemplateContent

SCHEMA_JSON: dict[str, Any] = {
    "version": "1",
    "fields": [
        {"key": "rounds", "label": "Rounds", "type": "int"},
        {"key": "map", "label": "Map", "type": "enum", "options": ["desert", "snow"]},
    ],
}


def content(name: str = "Capture the Flag", mode: str = "ctf") -> TemplateContent:
    schema = build_schema(
        "1",
        [
            SchemaField("rounds", "Rounds", FieldType.INT),
            SchemaField("map", "Map", FieldType.ENUM, ("desert", "snow")),
        ],
    )
    return TemplateContent(
        name, "Two teams, two flags.", mode, 4, 16, schema,
        (Asset("icon", "https://cdn.example.com/ctf/icon.png"),),
    )  # fmt: skip


async def template(core: Core, owner: Principal, name: str = "Capture the Flag") -> Template:
    return await core.games.templates.create(owner, content(name))


@dataclass(frozen=True)
class Host:
    """A server that joined a network, with its credentials."""

    credentials: ServerCredentials
    secret: str


async def network_host(core: Core, owner: Principal, name: str = "Arena") -> Host:
    network = await core.connect.networks.create(owner, name)
    issued = await core.connect.networks.issue_join_token(owner, network.network_id)
    joined = await core.connect.networks.join(issued.token, "host-1")
    credentials = await core.connect.auth.authenticate(
        str(joined.host.server_id), joined.secret, "203.0.113.7"
    )
    return Host(credentials, joined.secret)


async def minigame(
    core: Core,
    owner: Principal,
    template_id: str,
    name: str = "CTF: Desert",
    network: Host | None = None,
    publish: bool = False,
) -> Minigame:
    draft = MinigameDraft(
        template_id,
        Content(name, {"rounds": 3, "map": "desert"}),
        network.credentials.network_id if network else None,
    )
    made = (await core.games.minigames.create(owner, draft)).minigame
    if publish:
        made = (await core.games.minigames.act(owner, made.id, Action.PUBLISH)).minigame
    return made


async def board(
    core: Core,
    author: Principal,
    minigame_id: str | None,
    operator: Operator = Operator.BEST,
    order: Order = Order.DESC,
    submitters: Submitters = Submitters.NETWORK,
) -> Leaderboard:
    return await core.games.leaderboards.create(
        author, BoardDraft("Flags captured", order, operator, minigame_id, submitters)
    )
