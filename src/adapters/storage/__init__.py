"""Object storage adapters: the filesystem (the default) and S3-compatible buckets."""

from __future__ import annotations

import re

_KEY = re.compile(r"[a-z0-9][a-z0-9._-]{0,127}(?:/[a-z0-9][a-z0-9._-]{0,127}){0,3}")


def valid_key(key: str) -> bool:
    """Keys are short relative paths of ``[a-z0-9._-]`` segments, never ``..``."""
    return bool(_KEY.fullmatch(key)) and ".." not in key
