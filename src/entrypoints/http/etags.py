"""Revisions as entity tags: documents that several writers edit (a server's settings of one
source) answer their revision as an ``ETag`` and honour ``If-Match``, so that an editor never
overwrites a change it has not seen (412 when the revision it names is no longer current)."""

from __future__ import annotations

from domain.shared.errors import PreconditionFailed


def revision_etag(revision: int) -> str:
    return f'"{revision}"'


def if_match_revision(header: str | None) -> int | None:
    """The revision an ``If-Match`` header names (None without the header, or ``*``: any
    current one). Anything but one revision tag never matches (412)."""
    if header is None or header.strip() == "*":
        return None
    tag = header.strip().removeprefix("W/")
    if 3 <= len(tag) <= 20 and tag[0] == tag[-1] == '"' and tag[1:-1].isdigit():
        return int(tag[1:-1])
    raise PreconditionFailed("If-Match names no current revision: send the ETag you read")
