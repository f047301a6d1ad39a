"""The AsyncAPI document describes every WebSocket of the app, and what it says holds.

Every WebSocket route is a channel (under its wire-named path) with a description, ways to
authenticate, the query parameters it reads, the messages the server sends and the close codes
it uses; every message example validates against its payload schema; and the first message of
a real settings stream (``hello``) and of a real games live socket (``snapshot``) validates
against its schema in the document (``tests/http/test_games_live.py`` checks the others of a
live socket: the deltas and ``ping``).
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import jsonschema
import msgspec
import pytest
from litestar.params import QueryParameter
from litestar.routes import WebSocketRoute
from litestar.testing import TestClient

from bootstrap.settings import Settings
from entrypoints.http import sockets
from entrypoints.http.app import create_app
from entrypoints.http.asyncapi import SOCKETS, SocketDoc, asyncapi_document
from entrypoints.http.controllers import connect_stream
from entrypoints.http.dto import games_live as live_messages
from entrypoints.http.dto.connect import stream as stream_messages
from entrypoints.http.dto.social import stream as social_messages
from tests.conftest import sign_in
from tests.support.keys import encryption_key, signing_pem


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient[Any]]:
    directory: Path = tmp_path_factory.mktemp("asyncapi")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        rate_limit_scale=0,
    )
    app = create_app(settings)
    with TestClient(app=app) as client:
        client.litestar = app.app.app  # type: ignore[attr-defined]  # inside our middlewares
        yield client


@pytest.fixture(scope="module")
def document(client: TestClient[Any]) -> dict[str, Any]:
    answer = client.get("/schema/asyncapi.json")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/json")
    body: dict[str, Any] = answer.json()
    return body


def _litestar(client: TestClient[Any]) -> Any:
    return client.litestar  # type: ignore[attr-defined]


def _validator(document: dict[str, Any], schema: dict[str, Any]) -> jsonschema.Validator:
    root = {**schema, "components": document["components"]}
    return jsonschema.Draft202012Validator(root, format_checker=jsonschema.FormatChecker())


def test_every_websocket_route_is_a_described_channel(
    client: TestClient[Any], document: dict[str, Any]
) -> None:
    assert document["asyncapi"] == "2.6.0"
    sockets = [r for r in _litestar(client).routes if isinstance(r, WebSocketRoute)]
    assert sockets, "the app has WebSocket routes"
    for route in sockets:
        path = re.sub(
            r"\{(\w+)\}",
            lambda m: "{" + re.sub(r"_(\w)", lambda c: c[1].upper(), m[1]) + "}",
            route.path_format,
        )
        channel = document["channels"].get(path)
        assert channel is not None, f"{path} is not a channel of the AsyncAPI document"
        assert len(channel["description"]) > 200
        assert set(channel["parameters"]) == set(re.findall(r"\{(\w+)\}", path))
        assert channel["subscribe"]["security"] and channel["subscribe"]["message"]["oneOf"]
        assert channel["x-close-codes"]
        for security in channel["subscribe"]["security"]:
            assert set(security) <= set(document["components"]["securitySchemes"])


SETTINGS_STREAM = "/v1/connect/servers/{serverId}/stream"
GAMES_LIVE = "/v1/games/live"
SOCIAL_STREAM = "/v1/social/stream"


@pytest.mark.parametrize(
    ("path", "module", "used"),
    [
        (
            SETTINGS_STREAM,
            stream_messages,
            {
                connect_stream.UNAUTHORIZED,
                connect_stream.FORBIDDEN,
                connect_stream.RECONNECT,
                connect_stream.TRY_AGAIN_LATER,
            },
        ),
        (GAMES_LIVE, live_messages, {4400, 4401, 4403, 1013}),
        (SOCIAL_STREAM, social_messages, {4400, 4401, 4403, 1013}),
    ],
)
def test_each_socket_documents_each_message_it_sends_and_each_close_code(
    document: dict[str, Any], path: str, module: ModuleType, used: set[int]
) -> None:
    """Every tagged Struct (a message with a ``type``) of the socket's DTO module is one of
    its messages (sent, or received from the client), and its close codes are those its code
    uses."""
    channel = document["channels"][path]
    operations = [channel[op] for op in ("subscribe", "publish") if op in channel]
    refs = [m["$ref"].rsplit("/", 1)[-1] for o in operations for m in o["message"]["oneOf"]]
    tagged = [
        value.__name__
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, msgspec.Struct)
        and value.__module__ == module.__name__
        and isinstance(value.__struct_config__.tag, str)
    ]
    assert sorted(refs) == sorted(tagged)
    codes = {entry["code"] for entry in channel["x-close-codes"]}
    assert codes == used


def test_the_games_live_socket_is_public_and_documents_its_filters(
    client: TestClient[Any], document: dict[str, Any]
) -> None:
    channel = document["channels"][GAMES_LIVE]
    security = channel["subscribe"]["security"]
    assert {} in security, "anyone may listen without credentials"
    assert {"serverSecret": []} not in security and {"tokenQuery": []} not in security
    assert {
        sockets.INVALID,
        sockets.UNAUTHORIZED,
        sockets.FORBIDDEN,
        sockets.TRY_AGAIN_LATER,
    } == {entry["code"] for entry in channel["x-close-codes"]}
    route = next(
        r
        for r in _litestar(client).routes
        if isinstance(r, WebSocketRoute) and r.path_format == GAMES_LIVE
    )
    read = {
        definition.kwarg_definition.name
        for definition in route.route_handler.parsed_fn_signature.parameters.values()
        if isinstance(definition.kwarg_definition, QueryParameter)
    }
    assert read == {"minigameId", "serverId"}
    assert set(channel["bindings"]["ws"]["query"]["properties"]) == read


def test_every_message_example_validates_against_its_payload(document: dict[str, Any]) -> None:
    messages = document["components"]["messages"]
    assert messages
    for name, message in messages.items():
        assert message["examples"], name
        for example in message["examples"]:
            errors = list(_validator(document, message["payload"]).iter_errors(example["payload"]))
            assert not errors, (name, errors[0].message)
        wrong = {**message["examples"][0]["payload"], "type": "no.such.message"}
        assert list(_validator(document, message["payload"]).iter_errors(wrong)), name


def test_a_real_hello_matches_the_documented_schema(
    client: TestClient[Any], document: dict[str, Any]
) -> None:
    registered = client.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Docs"}
    ).json()
    server_id = registered["serverId"]
    headers = {
        "Authorization": f"Bearer {registered['serverSecret']}",
        "X-Server-Id": server_id,
    }
    with client.websocket_connect(
        f"/v1/connect/servers/{server_id}/stream", headers=headers
    ) as socket:
        hello = json.loads(socket.receive_text())
    assert hello["type"] == "hello" and hello["serverId"] == server_id
    schema = document["components"]["messages"]["HelloMessage"]["payload"]
    errors = list(_validator(document, schema).iter_errors(hello))
    assert not errors, errors[0].message


def test_a_real_snapshot_matches_the_documented_schema(
    client: TestClient[Any], document: dict[str, Any]
) -> None:
    with client.websocket_connect(
        f"{GAMES_LIVE}?minigameId=6747a1d2e4b0a1b2c3d4e5f7&serverId={uuid.uuid4()}"
    ) as socket:
        snapshot = json.loads(socket.receive_text())
    assert snapshot["type"] == "snapshot" and snapshot["matches"] == []
    schema = document["components"]["messages"]["LiveSnapshot"]["payload"]
    errors = list(_validator(document, schema).iter_errors(snapshot))
    assert not errors, errors[0].message


def test_a_real_social_hello_matches_the_documented_schema(
    client: TestClient[Any], document: dict[str, Any]
) -> None:
    core = _litestar(client).state.core
    _, token = client.blocking_portal.call(sign_in, core, uuid.uuid4(), "Docs")
    with client.websocket_connect(SOCIAL_STREAM, subprotocols=["svc.bearer", token]) as socket:
        hello = json.loads(socket.receive_text())
    assert hello["type"] == "hello"
    schema = document["components"]["messages"]["SocialHello"]["payload"]
    errors = list(_validator(document, schema).iter_errors(hello))
    assert not errors, errors[0].message
    assert document["channels"][SOCIAL_STREAM]["publish"]["message"]["oneOf"]


def test_an_undescribed_websocket_refuses_to_build(client: TestClient[Any]) -> None:
    """The control: without its entry the stream makes the document fail, not go missing."""
    app = _litestar(client)
    saved = SOCKETS.pop("/v1/connect/servers/{serverId}/stream")
    try:
        with pytest.raises(RuntimeError, match="no entry"):
            asyncapi_document(app)
    finally:
        SOCKETS["/v1/connect/servers/{serverId}/stream"] = saved
    assert isinstance(saved, SocketDoc)
