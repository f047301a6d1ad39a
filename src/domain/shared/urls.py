"""Query parameters added to a URL that may already carry some."""

from __future__ import annotations

from urllib.parse import urlencode


def with_query(url: str, **params: str) -> str:
    """``url`` with ``params`` appended, after ``&`` when it already has a query, else ``?``."""
    return f"{url}{'&' if '?' in url else '?'}{urlencode(params)}"
