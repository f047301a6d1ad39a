"""What a client author reads in the served OpenAPI document: every property of every component
schema and every tag says what it is, and the examples hold the values the domain fixes (token
lifetimes, the host server type, UUID-shaped server secrets, grants in the quantity form ...),
imported here from the domain rather than copied, so a changed constant fails this test until the
document follows. Walks the whole document, so schemas added later are held to it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from bootstrap.catalogue import catalogue
from bootstrap.settings import Settings
from domain.connect.command import AckStatus, CommandStatus
from domain.connect.network import JOIN_TOKEN_LIFETIME as NETWORK_JOIN_TOKEN_LIFETIME
from domain.connect.server import HOST_SERVER_TYPE
from domain.edge.claims import CheckOutcome
from domain.edge.dns import Provider, TokenStatus
from domain.edge.listing import (
    CATEGORIES,
    SOCIAL_KINDS,
    DiscoverySource,
    DiscoveryState,
    OwnershipState,
)
from domain.edge.names import txt_name, txt_value
from domain.identity.auth_session import TOKEN_LIFETIME
from domain.identity.game_session import JOIN_TOKEN_LIFETIME as GAME_JOIN_TOKEN_LIFETIME
from domain.permissions.quantity import parse_quantity
from domain.profile.presence import PresenceState
from domain.social.nodes import FRIENDS_MAX
from domain.totem.model import MODEL_FILE
from entrypoints.http.app import create_app
from tests.support.keys import encryption_key, signing_pem

METHODS = ("get", "put", "post", "delete", "patch")
SECONDS = {
    "game join token": int(GAME_JOIN_TOKEN_LIFETIME.total_seconds()),
    "network join token": int(NETWORK_JOIN_TOKEN_LIFETIME.total_seconds()),
    "API JWT": int(TOKEN_LIFETIME.total_seconds()),
}
# Which lifetime each schema's ``expiresIn`` is (the API contract: 60, 900 and 2 592 000 seconds).
EXPIRES_IN = {
    "GameJoinOut": SECONDS["game join token"],
    "JoinTokenOut": SECONDS["network join token"],
    "GameVerifyOut": SECONDS["API JWT"],
    "TokenOut": SECONDS["API JWT"],
    "ServiceTokenOut": SECONDS["API JWT"],
}
GRANTS = ("GrantIn", "GrantOut", "UserGrantOut")


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    directory: Path = tmp_path_factory.mktemp("openapi")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        answer = client.get("/schema/openapi.json")
        assert answer.status_code == 200
        yield answer.json()


def _properties(where: str, schema: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, property schema) of every property of ``schema``, and of the objects it holds
    inline (array items, choices, nested objects)."""
    for name, prop in (schema.get("properties") or {}).items():
        yield f"{where}.{name}", prop
        yield from _properties(f"{where}.{name}", prop)
    items = schema.get("items")
    if isinstance(items, dict):
        yield from _properties(f"{where}[]", items)
    for key in ("oneOf", "anyOf", "allOf"):
        for index, choice in enumerate(schema.get(key) or []):
            yield from _properties(f"{where}<{index}>", choice)
    extra = schema.get("additionalProperties")
    if isinstance(extra, dict):
        yield from _properties(f"{where}{{}}", extra)


def _described(prop: dict[str, Any]) -> bool:
    return bool(str(prop.get("description", "")).strip())


def test_every_property_of_every_component_schema_is_described(
    document: dict[str, Any],
) -> None:
    schemas = document["components"]["schemas"]
    every = [
        (where, prop)
        for name, schema in schemas.items()
        for where, prop in _properties(name, schema)
    ]
    silent = sorted(where for where, prop in every if not _described(prop))
    assert len(every) > 1000, "the walk found too few properties to mean anything"
    assert not silent, f"{len(silent)} of {len(every)} properties without a description: {silent}"


def test_every_tag_is_declared_with_a_description(document: dict[str, Any]) -> None:
    used = {
        tag
        for item in document["paths"].values()
        for method in METHODS
        if method in item
        for tag in item[method].get("tags", [])
    }
    declared = {tag["name"]: tag.get("description", "") for tag in document.get("tags", [])}
    assert used, "no operation has a tag"
    assert sorted(used - declared.keys()) == [], "tags used by operations but not declared"
    assert sorted(declared.keys() - used) == [], "tags declared but used by no operation"
    assert [name for name, text in declared.items() if not text.strip()] == []


def _examples(document: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(component schema name, example) of every example the document gives a component, in
    the component or in an operation's body whose schema is that component."""
    schemas = document["components"]["schemas"]
    for name, schema in schemas.items():
        for example in schema.get("examples") or []:
            yield name, example
    for item in document["paths"].values():
        for method in METHODS:
            operation = item.get(method)
            if operation is None:
                continue
            bodies = [operation.get("requestBody", {}), *operation.get("responses", {}).values()]
            for body in bodies:
                for media in body.get("content", {}).values():
                    ref = media.get("schema", {}).get("$ref")
                    if ref is None:
                        continue
                    name = ref.rsplit("/", 1)[-1]
                    if "example" in media:
                        yield name, media["example"]
                    for example in (media.get("examples") or {}).values():
                        yield name, example.get("value")


def _values(example: Any, key: str) -> Iterator[Any]:
    """Every value of ``key`` anywhere inside ``example``."""
    if isinstance(example, dict):
        for name, value in example.items():
            if name == key:
                yield value
            yield from _values(value, key)
    elif isinstance(example, list):
        for value in example:
            yield from _values(value, key)


def _of(document: dict[str, Any], schema: str) -> list[Any]:
    found = [example for name, example in _examples(document) if name == schema]
    assert found, f"{schema} has no example"
    return found


def test_expires_in_is_the_lifetime_the_domain_fixes(document: dict[str, Any]) -> None:
    for schema, seconds in EXPIRES_IN.items():
        for example in _of(document, schema):
            assert example["expiresIn"] == seconds, schema
    allowed = set(SECONDS.values())
    assert allowed == {60, 900, 2_592_000}
    shown = {
        (name, v) for name, example in _examples(document) for v in _values(example, "expiresIn")
    }
    assert {(name, v) for name, v in shown if v not in allowed} == set()


def test_a_joined_host_is_an_agent_with_a_uuid_secret(document: dict[str, Any]) -> None:
    for schema in ("JoinedOut", "HostOut"):
        for example in _of(document, schema):
            assert example["serverType"] == HOST_SERVER_TYPE, schema
    secrets = [v for _, example in _examples(document) for v in _values(example, "serverSecret")]
    assert secrets, "no example shows a serverSecret"
    for secret in secrets:
        assert str(UUID(secret)) == secret, f"serverSecret {secret!r} is not UUID-shaped"


def test_grant_examples_are_in_the_quantity_form(document: dict[str, Any]) -> None:
    known = set(catalogue().known)
    for schema in GRANTS:
        for example in _of(document, schema):
            assert example["node"] in known, f"{schema}: {example['node']} is no node"
            value = example["value"]
            assert isinstance(value, dict) and set(value) == {"value", "unit"}, schema
            parse_quantity(value["value"], value["unit"])  # raises on a unit the API refuses
            assert example["node"] == FRIENDS_MAX, "the README's quantity node"
    nodes = [v for _, e in _examples(document) for v in _values(e, "node") if isinstance(v, str)]
    assert set(nodes) - known == set(), "examples name nodes no area declares"


def test_states_and_records_are_the_domains(document: dict[str, Any]) -> None:
    """Values the API contract or the domain enumerates appear in the examples as the domain spells
    them."""
    states = {s.value for s in PresenceState}
    for _, example in _examples(document):
        for status in _values(example, "status"):
            if isinstance(status, dict) and "state" in status:
                assert status["state"] in states, status
    for example in _of(document, "TxtOut"):
        domain = next(iter(_values(_of(document, "DomainClaimOut")[0], "domain")))
        token = _of(document, "DomainClaimOut")[0]["token"]
        assert example == {"name": txt_name(domain), "value": txt_value(token)}
    for example in _of(document, "domains_GatewayOut"):  # the claim's gateway: spec, a CNAME
        assert example["type"] == "CNAME"
        assert example["name"] == _of(document, "DomainClaimOut")[0]["domain"]
    for example in _of(document, "ListingOut"):
        assert example["category"] in CATEGORIES
        assert example["discoveryState"] in {s.value for s in DiscoveryState}
        assert example["discoverySource"] in {s.value for s in DiscoverySource}
        assert example["ownershipState"] in {s.value for s in OwnershipState}
        assert {link["kind"] for link in example["socialLinks"]} <= set(SOCIAL_KINDS)
    for example in _of(document, "CheckOut"):
        assert example["outcome"] in {o.value for o in CheckOutcome}
    for example in _of(document, "DnsConfigOut"):
        assert example["provider"] in {p.value for p in Provider}
        assert example["tokenStatus"] in {s.value for s in TokenStatus}
    for example in _of(document, "connect_commands_CommandOut"):
        assert example["status"] in {s.value for s in CommandStatus}
        assert example["ackStatus"] in {s.value for s in AckStatus}
    urls = [v for _, e in _examples(document) for v in _values(e, "itemModelUrl")]
    assert urls
    for url in urls:  # spec: {cdn_url}/<modelId>.json
        assert MODEL_FILE.fullmatch(url.rsplit("/", 1)[-1]), url
