"""The audit log's action names are a contract (domain/audit/actions.py): every name a use case
records is listed, every listed name is recorded by some use case, each is well formed; the
filters' checks (domain/audit/entry.py) accept the names and refuse what is not one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from domain.audit.actions import ACTIONS
from domain.audit.entry import check_action, check_action_filter, check_target_kind
from domain.shared.errors import InvalidInput

APPLICATION = Path(__file__).resolve().parents[3] / "src" / "application"


def recorded() -> set[str]:
    """The literal action of every ``....record(uow, principal, <action>, ...)`` call."""
    found: set[str] = set()
    for module in APPLICATION.rglob("*.py"):
        for node in ast.walk(ast.parse(module.read_text())):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "record"
                and len(node.args) >= 3
            ):
                continue
            action = node.args[2]
            branches = [action.body, action.orelse] if isinstance(action, ast.IfExp) else [action]
            for branch in branches:
                assert isinstance(branch, ast.Constant), f"{module}: an action is a literal"
                found.add(branch.value)
    return found


def test_every_recorded_action_is_listed_and_every_listed_one_recorded() -> None:
    assert recorded() == set(ACTIONS)


def test_the_names_are_well_formed() -> None:
    for name in ACTIONS:
        assert check_action(name) == name
        assert check_action_filter(name.rsplit(".", 1)[0] + ".*")


@pytest.mark.parametrize(
    "bad", ["", "roles", "Roles.create", "roles.", ".create", "roles create", "*", "roles.**"]
)
def test_a_malformed_action_filter_is_refused(bad: str) -> None:
    with pytest.raises(InvalidInput):
        check_action_filter(bad)


@pytest.mark.parametrize("bad", ["", "User", "user kind", "x" * 33, "1user"])
def test_a_malformed_target_kind_is_refused(bad: str) -> None:
    with pytest.raises(InvalidInput):
        check_target_kind(bad)
