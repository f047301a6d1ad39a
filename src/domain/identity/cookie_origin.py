"""When the session cookie may stand for its holder (docs/security.md, "The cookie and origins").

A browser sends the cookie (``svc_token``) with requests that pages of other origins make:
``SameSite=Lax`` keeps it off cross-site posts and subrequests, but not off anything a page of
the same site sends (another subdomain of our domain), whatever its origin. So a request
that authenticates with the cookie and changes something (a method other than GET, HEAD and
OPTIONS) or opens a WebSocket must show that one of our own pages sent it: its ``Origin`` is
the service's own origin or one that CORS lets use credentials (the dashboard). ``Origin:
null`` (sandboxed frames, privacy redirects) is no origin of ours.

Browsers send ``Origin`` on every such request (on every request that is not GET or HEAD, and
on every WebSocket handshake). A request without it did not come from a browser page, so the
cookie was sent by its holder itself (a script, a command-line tool) and is accepted; unless
``Sec-Fetch-Site``, which browsers also send, says another site sent it.
"""

from __future__ import annotations

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
OTHER_SITES = frozenset({"cross-site", "same-site"})
"""``Sec-Fetch-Site`` values of a request a page of another origin made."""


def cookie_may_act(
    method: str | None, origin: str | None, fetch_site: str | None, trusted: frozenset[str]
) -> bool:
    """May the cookie authenticate this request? ``method`` is None for a WebSocket
    upgrade; ``origin`` and ``fetch_site`` are the request's headers (None when absent);
    ``trusted`` the origins whose pages may use the cookie."""
    if method is not None and method.upper() in SAFE_METHODS:
        return True
    if origin is None:
        return (fetch_site or "").strip().lower() not in OTHER_SITES
    return origin.strip().lower() in trusted
