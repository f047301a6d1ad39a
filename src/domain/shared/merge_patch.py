"""JSON Merge Patch (RFC 7396): a partial update of a JSON document, as a document itself.

An object in the patch merges into the target member by member; ``null`` removes a member;
anything else (a string, a number, an array, or an object where the target has no object)
replaces. A patch that is not an object replaces the whole target.
"""

from __future__ import annotations

from typing import Any


def merge_patch(target: Any, patch: Any) -> Any:
    """The patched document; neither argument is changed."""
    if not isinstance(patch, dict):
        return patch
    merged = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = merge_patch(merged.get(key), value)
    return merged
