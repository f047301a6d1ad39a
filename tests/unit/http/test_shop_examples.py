"""Every wire example of the shop, feedback and message-of-the-day DTOs decodes into its
Struct (the OpenAPI document shows them), and every request and response Struct has one."""

from __future__ import annotations

import inspect
from types import ModuleType
from typing import Any

import msgspec
import pytest

from entrypoints.http.dto import feedback, motd, shop

MODULES = (shop, feedback, motd)


def structs(module: ModuleType) -> dict[str, type[msgspec.Struct]]:
    return {
        name: value
        for name, value in vars(module).items()
        if inspect.isclass(value)
        and issubclass(value, msgspec.Struct)
        and value.__module__ == module.__name__
    }


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_every_struct_has_an_example_that_decodes(module: ModuleType) -> None:
    examples: dict[str, Any] = module.EXAMPLES
    assert set(examples) == set(structs(module))
    for name, example in examples.items():
        struct = structs(module)[name]
        decoded = msgspec.json.decode(msgspec.json.encode(example), type=struct)
        assert isinstance(decoded, struct), name
