"""Every outbound HTTP client of the adapters, made one way (httpx).

A total timeout per call, redirects never followed (an answer that redirects is an answer to
read, not a place to go), and one User-Agent naming this server and its version
(``svc-platform/<version>``), so a provider's logs tell our calls apart. httpx is imported at
the first client made: a process that never calls out never imports it.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import httpx

DISTRIBUTION = "svc-platform"


@cache
def user_agent() -> str:
    try:
        return f"{DISTRIBUTION}/{version(DISTRIBUTION)}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        return DISTRIBUTION


def client_options(timeout: float) -> dict[str, Any]:
    """The keyword arguments of every client, for httpx.AsyncClient or a subclass of it
    (authlib's OAuth client)."""
    import httpx

    return {
        "timeout": httpx.Timeout(timeout),
        "follow_redirects": False,
        "headers": {"User-Agent": user_agent()},
    }


def http_client(timeout: float) -> httpx.AsyncClient:
    import httpx

    return httpx.AsyncClient(**client_options(timeout))
