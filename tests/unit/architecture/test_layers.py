"""The four layers import from this repository's src/, and depend inward only.

PyPI has distributions named ``entrypoints`` and ``adapters``: if a dependency ever brings one,
it would shadow our package. This fails loudly that day (docs/decisions.md).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[3] / "src"
LAYERS = ("domain", "application", "adapters", "entrypoints", "bootstrap")


@pytest.mark.parametrize("package", LAYERS)
def test_layer_package_comes_from_this_repository(package: str) -> None:
    module = importlib.import_module(package)
    assert module.__file__ is not None
    assert Path(module.__file__).resolve().is_relative_to(SRC / package), module.__file__


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


FORBIDDEN = {
    "domain": {
        "application",
        "adapters",
        "entrypoints",
        "bootstrap",
        "sqlalchemy",
        "litestar",
        "msgspec",
        "httpx",
        "asyncpg",
        "aiosqlite",
        "redis",
        "uvicorn",
        "jwt",
    },
    "application": {
        "adapters",
        "entrypoints",
        "bootstrap",
        "sqlalchemy",
        "litestar",
        "httpx",
        "asyncpg",
        "aiosqlite",
        "redis",
        "uvicorn",
        "jwt",
    },
    "adapters": {"entrypoints", "bootstrap"},
}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_dependencies_point_inward(layer: str) -> None:
    offenders = [
        f"{path.relative_to(SRC)} imports {name}"
        for path in sorted((SRC / layer).rglob("*.py"))
        for name in _imports(path) & FORBIDDEN[layer]
    ]
    assert offenders == []
