"""Each area declares its permission nodes and token scopes beside its domain
(``domain/<area>/nodes.py``); the catalogue, the default role and the routes use exactly
those (``bootstrap/catalogue.py`` collects them)."""

from __future__ import annotations

from collections import Counter

from bootstrap.catalogue import area_nodes, catalogue
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.route_access import route_table


def test_a_node_is_declared_by_one_area_only() -> None:
    declared = Counter(node for area in area_nodes() for node in area.NODES)
    assert [node for node, count in declared.items() if count > 1] == []
    assert len(catalogue().known) == len(set(catalogue().known))


def test_the_default_role_grants_only_known_nodes() -> None:
    assert set(catalogue().everyday) <= set(catalogue().known)
    assert all(set(area.EVERYDAY) <= set(area.NODES) for area in area_nodes())


def test_every_area_with_rules_declares_its_nodes() -> None:
    areas = {module.__name__.split(".")[1] for module in area_nodes()}
    assert {"connect", "games", "identity", "shop", "social", "versions"} <= areas


def test_every_scope_a_route_asks_is_declared_by_an_area() -> None:
    table = route_table(create_app(Settings.of(env="test", database_url="memory://")).app.app)
    asked = {access.scope for access, _ in table.values() if access.scope is not None}
    assert sorted(asked - catalogue().scopes) == []


ASKED_BY_USE_CASES = {
    # needed besides news:write to publish at once: the use case checks it, no route asks it
    "news:publish",
}


def test_every_scope_an_area_declares_is_asked_by_a_route() -> None:
    """No scope is advertised that no route honours (connect:servers:write was left on no
    route once the changes no node names declared a full sign-in)."""
    declared = catalogue().scopes
    table = route_table(create_app(Settings.of(env="test", database_url="memory://")).app.app)
    asked = {access.scope for access, _ in table.values() if access.scope is not None}
    assert sorted(declared - asked - ASKED_BY_USE_CASES) == []
    assert declared - asked >= ASKED_BY_USE_CASES
