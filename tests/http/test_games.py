"""Games over HTTP: the walkthrough of docs/games.md, from a template to a leaderboard, with
a Connect server submitting scores with server auth; the wire shapes match the examples."""

from __future__ import annotations

import uuid

import msgspec
from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from entrypoints.http.dto import games as dto
from entrypoints.http.dto import games_live
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.games import SCHEMA_JSON, network_host
from tests.support.versions import grant, person

TEMPLATES, MINIGAMES = "/v1/games/templates", "/v1/games/minigames"
CATALOG, BOARDS = "/v1/games/catalog", "/v1/games/leaderboards"


async def signed_in(http: AsyncTestClient, name: str, *nodes: str) -> tuple[uuid.UUID, dict]:
    core: Core = http.core  # type: ignore[attr-defined]
    user_id, token = await sign_in(core, name=name)
    for node in nodes:
        principal = await person(core, name, user_id)
        await grant(core, principal, node)
    return user_id, bearer(token)


def template_body(**more: object) -> dict:
    return {
        "name": "Capture the Flag",
        "mode": "ctf",
        "minPlayers": 4,
        "maxPlayers": 16,
        "settingsSchema": SCHEMA_JSON,
        "description": "Two teams, two flags.",
        "assets": [{"name": "icon", "url": "https://cdn.example.com/ctf/icon.png"}],
        **more,
    }


async def test_from_a_template_to_a_leaderboard(http: AsyncTestClient) -> None:
    core: Core = http.core  # type: ignore[attr-defined]
    owner_id, owner = await signed_in(http, "Owner")
    mate_id, mate = await signed_in(http, "Mate", "games:publish")
    _, player = await signed_in(http, "Player")

    made = await http.post(TEMPLATES, json=template_body(), headers=owner)
    assert made.status_code == 201, made.text
    template = made.json()["template"]
    assert (template["role"], made.headers["etag"]) == ("owner", '"1"')
    tid = template["id"]
    shared = await http.put(
        f"{TEMPLATES}/{tid}/collaborators",
        json={"userId": str(mate_id), "role": "editor"},
        headers=owner,
    )
    assert shared.status_code == 200, shared.text
    refused = await http.put(
        f"{TEMPLATES}/{tid}/collaborators",
        json={"userId": str(owner_id), "role": "editor"},
        headers=mate,
    )
    assert (refused.status_code, refused.json()["code"]) == (403, "games.not_owner")
    assert (await http.get(f"{TEMPLATES}/{tid}", headers=player)).status_code == 404
    stale = await http.put(
        f"{TEMPLATES}/{tid}", json=template_body(name="CTF"), headers={**mate, "If-Match": '"7"'}
    )
    assert (stale.status_code, stale.json()["code"]) == (412, "games.stale_revision")

    # The teammate makes a minigame hosted by their network, and publishes it.
    host = await network_host(core, await person(core, "Mate", mate_id))
    body = {
        "templateId": tid,
        "name": "CTF: Desert",
        "values": {"rounds": 3, "map": "desert"},
        "networkId": str(host.credentials.network_id),
    }
    bad = await http.post(MINIGAMES, json={**body, "values": {"map": "jungle"}}, headers=mate)
    assert (bad.status_code, bad.json()["code"]) == (400, "connect.schema_mismatch")
    game = await http.post(MINIGAMES, json=body, headers=mate)
    assert game.status_code == 201, game.text
    gid = game.json()["minigame"]["id"]
    denied = await http.post(f"{MINIGAMES}/{gid}/publish", headers=owner)  # no games:publish
    assert denied.status_code == 403
    published = await http.post(f"{MINIGAMES}/{gid}/publish", headers=mate)
    assert published.status_code == 200, published.text
    assert published.json()["minigame"]["state"] == "published"
    edited = await http.put(
        f"{MINIGAMES}/{gid}",
        json={"name": "CTF: Snow", "values": {"map": "snow"}, "networkId": body["networkId"]},
        headers={**mate, "If-Match": '"1"'},
    )
    assert edited.status_code == 200 and edited.headers["etag"] == '"2"', edited.text
    catalog = (await http.get(CATALOG, params={"mode": "ctf"}, headers=player)).json()
    assert [(i["name"], i["revision"], i["livePlayers"]) for i in catalog["items"]] == [
        ("CTF: Desert", 1, 0)
    ]

    # A board the network's servers submit to; a server reports with server auth.
    made_board = await http.post(
        BOARDS,
        json={"name": "Flags", "order": "desc", "operator": "incr", "minigameId": gid},
        headers=mate,
    )
    assert made_board.status_code == 201, made_board.text
    bid = made_board.json()["leaderboard"]["id"]
    server = {
        "Authorization": f"Bearer {host.secret}",
        "X-Server-Id": str(host.credentials.server_id),
    }
    players = [str(uuid.uuid4()) for _ in range(3)]
    for n, pid in enumerate(players):
        sent = await http.post(
            f"{BOARDS}/{bid}/entries",
            json={"playerId": pid, "score": n + 1, "submissionId": f"m1-{n}"},
            headers=server,
        )
        assert sent.status_code == 200, sent.text
    replay = await http.post(
        f"{BOARDS}/{bid}/entries",
        json={"playerId": players[0], "score": 1, "submissionId": "m1-0"},
        headers=server,
    )
    assert replay.json()["duplicate"] is True and replay.json()["entry"]["score"] == 1
    by_person = await http.post(
        f"{BOARDS}/{bid}/entries", json={"playerId": players[0], "score": 1}, headers=mate
    )
    assert (by_person.status_code, by_person.json()["code"]) == (403, "games.submit_refused")
    root = bearer((await sign_in(core, SUPER_ADMIN, "Root"))[1])
    by_admin = await http.post(
        f"{BOARDS}/{bid}/entries",
        params={"rank": "true"},
        json={"playerId": players[0], "score": 5, "metadata": {"kit": "archer"}},
        headers=root,
    )
    assert by_admin.status_code == 200 and by_admin.json()["entry"]["rank"] == 1

    top = await http.get(f"{BOARDS}/{bid}/entries", params={"limit": 2}, headers=player)
    page = top.json()
    assert [(e["rank"], e["playerId"], e["score"]) for e in page["items"]] == [
        (1, players[0], 6),
        (2, players[2], 3),
    ]
    rest = await http.get(
        f"{BOARDS}/{bid}/entries", params={"cursor": page["nextCursor"]}, headers=player
    )
    assert [(e["rank"], e["playerId"]) for e in rest.json()["items"]] == [(3, players[1])]
    around = (
        await http.get(f"{BOARDS}/{bid}/entries/{players[2]}", params={"around": 1}, headers=player)
    ).json()
    assert around["entry"]["rank"] == 2
    assert [e["rank"] for e in around["items"]] == [1, 2, 3]
    missing = await http.get(f"{BOARDS}/{bid}/entries/{uuid.uuid4()}", headers=player)
    assert (missing.status_code, missing.json()["code"]) == (404, "games.entry_not_found")


async def test_bad_input_is_a_400_naming_the_field(http: AsyncTestClient) -> None:
    _, owner = await signed_in(http, "Owner")
    unknown = await http.post(TEMPLATES, json=template_body(colour="red"), headers=owner)
    assert unknown.status_code == 400
    mode = await http.post(TEMPLATES, json=template_body(mode="Capture Flag"), headers=owner)
    assert (mode.status_code, mode.json()["code"]) == (400, "games.invalid_mode")
    asset = await http.post(
        TEMPLATES, json=template_body(assets=[{"name": "x", "url": "ftp://a/b"}]), headers=owner
    )
    assert asset.status_code == 400 and asset.json()["errors"][0]["field"] == "assets[0].url"
    cursor = await http.get(CATALOG, params={"cursor": "nope"}, headers=owner)
    assert cursor.status_code == 400


def test_every_example_decodes_into_its_struct() -> None:
    for module in (dto, games_live):
        for name, example in module.EXAMPLES.items():
            msgspec.convert(example, getattr(module, name))
        structs = {
            name
            for name, value in vars(module).items()
            if isinstance(value, type)
            and issubclass(value, msgspec.Struct)
            and value.__module__ == module.__name__
        }
        assert structs == set(module.EXAMPLES), module.__name__
