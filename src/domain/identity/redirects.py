"""Where a sign-in may send the browser afterwards (docs/decisions.md: "Login redirect
hosts", "Service redirect URLs").

Both rules share one strict parser. It accepts only what it can rebuild without ambiguity
and returns the rebuilt URL, never the input: what we redirect to is exactly what we
checked. Refused, whatever the host: control characters and whitespace (browsers strip
tabs and newlines, Python does not), backslashes (browsers read them as ``/``), userinfo
(``https://good@evil``), percent-encoding or non-ASCII in the host, a trailing dot, IP
literals other than 127.0.0.1, a fragment (ours is appended), relative and
protocol-relative URLs (``//evil``), and the schemes that run code (``javascript:``,
``data:``, ``vbscript:``, ``file:``, ``blob:``) even when whitelisted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from domain.shared.errors import InvalidInput

MAX_URL_LENGTH = 2048
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1"})
NEVER_SCHEMES = frozenset({"javascript", "data", "vbscript", "file", "blob", "about", "filesystem"})

_HOST_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")
_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{0,31}")
# Printable ASCII without space, backslash, quotes, angle brackets, backtick, braces, pipe, caret.
_SAFE_REST = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*")
_PORT = re.compile(r"[0-9]{1,5}")


class RedirectRefused(InvalidInput):
    """This redirect address is not allowed."""

    code = "auth.redirect_refused"

    def __init__(self, detail: str, field: str = "redirect") -> None:
        super().__init__(detail, field=field, code=self.code)


@dataclass(frozen=True, slots=True)
class ParsedUrl:
    scheme: str
    host: str
    port: int | None
    rest: str
    """Path and query, exactly as checked (may be empty)."""

    def text(self) -> str:
        if self.scheme in ("http", "https"):
            port = f":{self.port}" if self.port is not None else ""
            return f"{self.scheme}://{self.host}{port}{self.rest}"
        authority = f"//{self.host}" if self.host else ""
        return f"{self.scheme}:{authority}{self.rest}"

    @property
    def origin(self) -> str:
        port = f":{self.port}" if self.port is not None else ""
        return f"{self.scheme}://{self.host}{port}"


def valid_host(host: str) -> bool:
    """A lowercase DNS name of letters, digits and hyphens (or 127.0.0.1)."""
    if host == "127.0.0.1":
        return True
    if not host or len(host) > 253:
        return False
    labels = host.split(".")
    if all(label.isdigit() for label in labels):
        return False  # other dotted or bare numbers are IP literals in disguise
    return all(_HOST_LABEL.fullmatch(label) for label in labels)


def parse_url(raw: str, *, extra_schemes: Iterable[str] = (), field: str = "redirect") -> ParsedUrl:
    """Parse an absolute URL strictly; http(s) always, other schemes only when listed."""
    if not isinstance(raw, str) or not raw or len(raw) > MAX_URL_LENGTH:
        raise RedirectRefused(f"give an absolute URL of at most {MAX_URL_LENGTH} characters", field)
    if not raw.isascii() or any(ch <= " " or ch == "\x7f" for ch in raw):
        raise RedirectRefused("the URL must be ASCII without spaces or control characters", field)
    if "\\" in raw:
        raise RedirectRefused("the URL must not contain backslashes", field)
    if "#" in raw:
        raise RedirectRefused("the URL must not carry a fragment", field)
    scheme, sep, _ = raw.partition(":")
    scheme = scheme.lower()
    if not sep or not _SCHEME.fullmatch(scheme):
        raise RedirectRefused("the URL must be absolute (scheme://host/...)", field)
    if scheme in NEVER_SCHEMES:
        raise RedirectRefused(f"{scheme}: URLs are never allowed", field)
    allowed = {"http", "https", *(s.lower() for s in extra_schemes)} - NEVER_SCHEMES
    if scheme not in allowed:
        raise RedirectRefused(f"the scheme {scheme}: is not allowed here", field)
    try:
        parts = urlsplit(raw)
    except ValueError:
        raise RedirectRefused("the URL does not parse", field) from None
    rest = raw[len(scheme) + 1 :]
    if scheme in ("http", "https"):
        return _parse_web(scheme, parts.netloc, rest, field)
    return _parse_custom(scheme, rest, field)


def _parse_web(scheme: str, netloc: str, rest: str, field: str) -> ParsedUrl:
    if not rest.startswith("//") or not netloc:
        raise RedirectRefused("the URL must be absolute (scheme://host/...)", field)
    if "@" in netloc:
        raise RedirectRefused("the URL must not carry a user name or password", field)
    host, colon, port_text = netloc.partition(":")
    if host != host.lower():
        host = host.lower()
    if not valid_host(host):
        raise RedirectRefused("the URL's host is not a plain DNS name", field)
    port: int | None = None
    if colon:
        if not _PORT.fullmatch(port_text) or not 0 < int(port_text) < 65536:
            raise RedirectRefused("the URL's port is not a number from 1 to 65535", field)
        port = int(port_text)
        if (scheme, port) in (("http", 80), ("https", 443)):
            port = None
    path_and_query = rest[2 + len(netloc) :]
    if path_and_query and path_and_query[0] not in "/?":
        raise RedirectRefused("the URL does not parse", field)
    if not _SAFE_REST.fullmatch(path_and_query):
        raise RedirectRefused("the URL's path or query holds characters that need escaping", field)
    return ParsedUrl(scheme, host, port, path_and_query)


def _parse_custom(scheme: str, rest: str, field: str) -> ParsedUrl:
    if not rest or not _SAFE_REST.fullmatch(rest) or rest.startswith("///"):
        raise RedirectRefused("the URL does not parse", field)
    return ParsedUrl(scheme, "", None, rest)


def host_allowed(host: str, hosts: frozenset[str], suffixes: frozenset[str]) -> bool:
    """``host`` is listed, or is a subdomain of a listed ``.suffix``."""
    return host in hosts or any(host.endswith(suffix) for suffix in suffixes)


@dataclass(frozen=True, slots=True)
class LoginRedirectPolicy:
    """Login redirects: localhost, 127.0.0.1 and the platform's own hosts, over http or https.

    ``hosts`` are exact names; an entry written ``.example.com`` (or ``*.example.com``)
    allows every subdomain of example.com, and example.com itself.
    """

    hosts: frozenset[str]
    suffixes: frozenset[str]

    @classmethod
    def of(cls, entries: Iterable[str]) -> LoginRedirectPolicy:
        hosts, suffixes = set(LOOPBACK_HOSTS), set()
        for entry in entries:
            name = entry.strip().lower()
            if name.startswith("*."):
                name = name[1:]
            if name.startswith("."):
                if valid_host(name[1:]):
                    suffixes.add(name)
                    hosts.add(name[1:])
            elif valid_host(name):
                hosts.add(name)
        return cls(frozenset(hosts), frozenset(suffixes))

    def check(self, raw: str) -> str:
        """The normalized URL, or RedirectRefused."""
        url = parse_url(raw)
        if not host_allowed(url.host, self.hosts, self.suffixes):
            raise RedirectRefused("the redirect must point at one of the platform's own hosts")
        return url.text()


def normalize_service_redirect(raw: str, extra_schemes: Iterable[str]) -> str:
    """Service redirects, registration: https anywhere, http on loopback only, listed
    custom schemes."""
    url = parse_url(raw, extra_schemes=extra_schemes, field="redirectUrls")
    if url.scheme == "http" and url.host not in LOOPBACK_HOSTS:
        raise RedirectRefused("plain http is allowed only for localhost", "redirectUrls")
    return url.text()


def match_service_redirect(
    raw: str, registered: Iterable[str], extra_schemes: Iterable[str]
) -> str:
    """Service redirects, use: the normalized ``raw`` when it equals a registered URL exactly."""
    url = parse_url(raw, extra_schemes=extra_schemes).text()
    if url not in set(registered):
        raise RedirectRefused("the redirect is not one of the service's registered URLs")
    return url
