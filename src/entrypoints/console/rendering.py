"""Rendering the console's pages: Jinja2 templates (``templates/``, autoescaped), under a
strict Content-Security-Policy: no script at all, styles and images only from us, forms
posted only to us, never framed."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from litestar import Response
from litestar.datastructures import Cookie

HTML = "text/html"
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}


def _when(moment: datetime | None) -> str:
    """A moment as UTC, to the minute (``2026-11-29 13:05 UTC``); "" for none."""
    return moment.strftime("%Y-%m-%d %H:%M UTC") if moment else ""


_ENVIRONMENT = Environment(
    loader=PackageLoader("entrypoints.console", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_ENVIRONMENT.filters["when"] = _when


def render(
    template: str, status: int = 200, cookies: list[Cookie] | None = None, **context: Any
) -> Response[str]:
    body = _ENVIRONMENT.get_template(template).render(**context)
    return Response(body, status_code=status, media_type=HTML, headers=HEADERS, cookies=cookies)


def see_other(url: str, cookies: list[Cookie] | None = None) -> Response[str]:
    """The answer to a form: 303 to the page that shows the result (post, redirect, get)."""
    return Response(
        "", status_code=303, media_type=HTML, headers={**HEADERS, "Location": url}, cookies=cookies
    )
