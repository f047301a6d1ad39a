"""Every wire example of the links DTOs validates against its Struct."""

from __future__ import annotations

import msgspec
import pytest

from entrypoints.http.dto import links


@pytest.mark.parametrize("name", sorted(links.EXAMPLES))
def test_the_example_validates(name: str) -> None:
    struct = getattr(links, name)
    decoded = msgspec.convert(links.EXAMPLES[name], struct)
    assert msgspec.to_builtins(decoded) == links.EXAMPLES[name]
