"""The object storage's key rule: the one check for every key, wherever it comes from.

A key is a short relative path: one to four segments of ``[a-z0-9._-]`` joined by ``/``, each
starting with a letter or digit, at most ``KEY_MAX`` characters in all, and no ``..``
anywhere. So a key can never climb out of the storage's root (no ``..`` segment, no leading
``/``, no backslash, no empty segment), and it reads the same on a filesystem, in a bucket and
in a URL. The use cases check keys a person sends (a template's ``storage://`` assets); the
storage adapters check every key again before they touch a file or a bucket.
"""

from __future__ import annotations

import re

from domain.shared.errors import InvalidInput

KEY_MAX = 255
SEGMENTS_MAX = 4
SCHEME = "storage://"
"""How a stored object is referred to where a URL is expected: ``storage://<key>``."""
RULE = (
    f"a storage key is 1..{SEGMENTS_MAX} '/'-separated segments of a-z, 0-9, '.', '_' and '-' "
    f"(each starting with a letter or digit), at most {KEY_MAX} characters, without '..'"
)
_SEGMENT = r"[a-z0-9][a-z0-9._-]{0,127}"
_KEY = re.compile(rf"{_SEGMENT}(?:/{_SEGMENT}){{0,{SEGMENTS_MAX - 1}}}")


def is_storage_key(key: str) -> bool:
    """Whether ``key`` follows the rule."""
    return len(key) <= KEY_MAX and ".." not in key and _KEY.fullmatch(key) is not None


def check_storage_key(key: str, field: str) -> str:
    """``key`` when it follows the rule, else ``InvalidInput`` naming ``field``."""
    if not is_storage_key(key):
        raise InvalidInput(f"must be a valid key: {RULE}", field=field)
    return key
