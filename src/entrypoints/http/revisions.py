"""Revisions over HTTP: ``ETag`` out, ``If-Match`` in (412 when stale), ``If-None-Match`` for
conditional reads (304)."""

from __future__ import annotations

from typing import Annotated

from litestar.datastructures import ResponseHeader
from litestar.params import HeaderParameter

from domain.shared.errors import PreconditionFailed

IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        description="The ETag read last: the write is refused (412) when it is stale",
        max_length=200,
    ),
]
IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-None-Match",
        description="The ETag of the answer you have: 304 when it is still current",
        max_length=2000,
    ),
]
ETAG = ResponseHeader(
    name="ETag",
    description='The revision answered, `"<revision>"`: send it back as `If-Match`',
    documentation_only=True,
)
"""``response_headers=[ETAG]`` on every handler that answers an ``ETag``: documented, and exposed
to browser pages by CORS (``cors_headers.py``)."""


def etag(revision: int | str) -> str:
    return f'"{revision}"'


def expected_revision(header: str | None) -> int | None:
    """The revision an ``If-Match`` names (None: no condition). ``*`` matches any."""
    if header is None or header.strip() == "*":
        return None
    value = header.strip().removeprefix("W/").strip('"')
    if value.isdigit() and len(value) <= 9:
        return int(value)
    raise PreconditionFailed("If-Match names no revision this resource has had")


def matches(header: str | None, tag: str) -> bool:
    """Does an ``If-None-Match`` list this ETag (weak comparison)?"""
    if header is None:
        return False
    candidates = [c.strip().removeprefix("W/") for c in header.split(",")]
    return "*" in candidates or tag in candidates
