"""The layers import from this repository's src/, and depend inward only.

PyPI has distributions named ``entrypoints`` and ``adapters``: if a dependency ever brings one,
it would shadow our package. This fails loudly that day (docs/decisions.md).

The rules (docs/architecture.md):

- ``domain`` imports only the standard-library modules in ``PURE_STDLIB`` and ``domain``:
  no I/O, no framework, no third-party package. The list is an allow-list, by module, so
  ``urllib.parse`` is in and ``urllib.request`` is not.
- ``application`` adds ``application`` and ``APPLICATION_STDLIB``, nothing else.
- ``adapters`` may import anything but ``bootstrap`` and ``entrypoints``; ``bootstrap`` (the
  composition root) anything but ``entrypoints``.
- ``entrypoints`` reach adapters only through ``bootstrap``, but for the named exceptions in
  ``EXCEPTIONS``, each with its reason.

Every import statement counts, wherever it is (inside functions, under ``TYPE_CHECKING``).
"""

from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[3] / "src"
LAYERS = ("domain", "application", "adapters", "entrypoints", "bootstrap")

PURE_STDLIB = frozenset(
    {
        "__future__",
        "abc",
        "base64",
        "binascii",
        "bisect",
        "builtins",
        "collections",
        "contextlib",
        "copy",
        "dataclasses",
        "datetime",
        "decimal",
        "enum",
        "fractions",
        "functools",
        "hashlib",
        "heapq",
        "hmac",
        "ipaddress",
        "itertools",
        "json",
        "math",
        "numbers",
        "operator",
        "re",
        "string",
        "types",
        "typing",
        "unicodedata",
        "urllib.parse",
        "uuid",
    }
)
"""Computation on values only: no files, sockets, processes, threads, clocks to sleep on or
environment. ``datetime`` and ``uuid`` are here for their types; the current time and new ids
come through the ``Clock`` and ``IdGenerator`` ports."""

APPLICATION_STDLIB = frozenset(
    {
        "asyncio",  # concurrency primitives: locks, futures, gather, timeouts (no sockets)
        "logging",  # emitting records; handlers are configured by the entrypoints
        "secrets",  # random tokens and credentials from the OS generator
        "time",  # monotonic and perf counters for in-process caches and timings
    }
)

ALLOWED: dict[str, frozenset[str]] = {
    "domain": PURE_STDLIB | {"domain"},
    "application": PURE_STDLIB | APPLICATION_STDLIB | {"domain", "application"},
}

FORBIDDEN: dict[str, frozenset[str]] = {
    "adapters": frozenset({"bootstrap", "entrypoints"}),
    "bootstrap": frozenset({"entrypoints"}),
    "entrypoints": frozenset({"adapters"}),
}

EXCEPTIONS: dict[tuple[str, str], str] = {}
"""(file under src/, imported module): why that file may import it."""


@dataclass(frozen=True)
class Import:
    line: int
    module: str
    """The module named by the statement (``from <module> import ...``, ``import <module>``)."""
    names: tuple[str, ...] = ()
    """For ``from`` imports, what is imported from the module (which may be submodules)."""

    def __str__(self) -> str:
        if self.names:
            return f"from {self.module} import {', '.join(self.names)}"
        return f"import {self.module}"


def _imports(source: str) -> list[Import]:
    found: list[Import] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [Import(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(Import(node.lineno, node.module, tuple(a.name for a in node.names)))
        # Relative imports stay inside their own top-level package, i.e. their own layer.
    return found


def _within(module: str, allowed: frozenset[str]) -> bool:
    """``module`` is one of ``allowed`` or inside one of them (``collections.abc`` is inside
    ``collections``; ``urllib`` is not inside ``urllib.parse``)."""
    return any(module == name or module.startswith(f"{name}.") for name in allowed)


def _is_allowed(statement: Import, allowed: frozenset[str]) -> bool:
    if _within(statement.module, allowed):
        return True
    # ``from urllib import parse`` imports the submodule urllib.parse.
    return bool(statement.names) and all(
        _within(f"{statement.module}.{name}", allowed) for name in statement.names
    )


def violations(layer: str, relative: str, source: str) -> list[str]:
    """What ``source`` (the file ``relative`` to src/) imports against its layer's rule, as
    ``file:line: statement``."""
    found = []
    for statement in _imports(source):
        if layer in ALLOWED:
            wrong = not _is_allowed(statement, ALLOWED[layer])
        else:
            wrong = statement.module.split(".")[0] in FORBIDDEN[layer]
        if wrong and (relative, statement.module) not in EXCEPTIONS:
            found.append(f"{relative}:{statement.line}: {statement}")
    return found


def _sources(layer: str) -> list[tuple[str, str]]:
    return [
        (path.relative_to(SRC).as_posix(), path.read_text())
        for path in sorted((SRC / layer).rglob("*.py"))
    ]


@pytest.mark.parametrize("package", LAYERS)
def test_layer_package_comes_from_this_repository(package: str) -> None:
    module = importlib.import_module(package)
    assert module.__file__ is not None
    assert Path(module.__file__).resolve().is_relative_to(SRC / package), module.__file__


@pytest.mark.parametrize("layer", LAYERS)
def test_dependencies_point_inward(layer: str) -> None:
    offenders = [
        offence
        for relative, source in _sources(layer)
        for offence in violations(layer, relative, source)
    ]
    assert not offenders, f"imports the {layer} layer may not make:\n" + "\n".join(offenders)


def test_every_exception_is_still_needed() -> None:
    for relative, module in sorted(EXCEPTIONS):
        imported = {statement.module for statement in _imports((SRC / relative).read_text())}
        assert module in imported, f"{relative} no longer imports {module}: drop it from EXCEPTIONS"


@pytest.mark.parametrize(
    ("layer", "source", "allowed"),
    [
        ("domain", "from collections.abc import Mapping", True),
        ("domain", "from urllib.parse import quote", True),
        ("domain", "from urllib import parse", True),
        ("domain", "import urllib.parse", True),
        ("domain", "from domain.shared.errors import NotFound", True),
        ("domain", "from urllib import request", False),
        ("domain", "import urllib.request", False),
        ("domain", "import urllib", False),
        ("domain", "import sqlite3", False),
        ("domain", "import socket", False),
        ("domain", "import dns.resolver", False),
        ("domain", "from cryptography.fernet import Fernet", False),
        ("domain", "import os.path", False),
        ("domain", "import asyncio", False),
        ("domain", "import logging", False),
        ("domain", "from application.ports import Clock", False),
        ("domain", "def f():\n    import time", False),
        ("domain", "if TYPE_CHECKING:\n    import msgspec", False),
        ("application", "import asyncio", True),
        ("application", "from application.ports import Clock", True),
        ("application", "import sqlite3", False),
        ("application", "import httpx", False),
        ("application", "from adapters.sql.engine import create_engine", False),
        ("adapters", "import sqlite3", True),
        ("adapters", "from bootstrap.settings import Settings", False),
        ("adapters", "from entrypoints.http.app import create_app", False),
        ("bootstrap", "from adapters.sql.engine import create_engine", True),
        ("bootstrap", "from entrypoints.http.app import create_app", False),
        ("entrypoints", "from bootstrap.channels import settings_channel", True),
        ("entrypoints", "from adapters.channels.connect import settings_channel", False),
        ("entrypoints", "import adapters.sql.migrate", False),
    ],
)
def test_the_rules_themselves(layer: str, source: str, allowed: bool) -> None:
    found = violations(layer, f"{layer}/example.py", source)
    assert (not found) is allowed, found
