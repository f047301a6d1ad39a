"""The few pages the sign-in flows show a browser: small, escaped, under a strict CSP.

Every dynamic value goes through ``html.escape``; pages load nothing, run no script, and
may only be framed by nobody. Styles are inline under a per-response nonce. Redirects carry
a short HTML body with the link, for clients that do not follow them.
"""

from __future__ import annotations

import secrets
from html import escape

from litestar import Response
from litestar.datastructures import Cookie
from litestar.openapi.datastructures import ResponseSpec

HTML = "text/html"  # Litestar adds "; charset=utf-8" to text/* types: exactly once
STYLE = (
    "body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}"
    "textarea{width:100%;height:8rem;font:13px monospace}button{font-size:1rem;padding:.4rem 1rem}"
    "ul{padding-left:1.2rem}.muted{color:#555}"
)


def _headers(nonce: str, form_action: str = "'none'") -> dict[str, str]:
    return {
        "Content-Security-Policy": (
            f"default-src 'none'; style-src 'nonce-{nonce}'; img-src 'none'; "
            f"form-action {form_action}; frame-ancestors 'none'; base-uri 'none'"
        ),
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": "no-store",
    }


def page(
    title: str,
    body: str,
    status: int = 200,
    *,
    cookies: list[Cookie] | None = None,
    form_action: str = "'none'",
) -> Response[str]:
    """``body`` is trusted markup built with ``escape``d values."""
    nonce = secrets.token_urlsafe(16)
    document = (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width,initial-scale=1">'
        f"<title>{escape(title)}</title><style nonce={nonce}>{STYLE}</style></head>"
        f"<body><h1>{escape(title)}</h1>{body}</body></html>"
    )
    return Response(
        document,
        status_code=status,
        media_type=HTML,
        headers=_headers(nonce, form_action),
        cookies=cookies,
    )


def error_page(status: int, title: str, detail: str) -> Response[str]:
    return page(title, f"<p>{escape(detail)}</p>", status)


def redirect(url: str, status: int = 302, cookies: list[Cookie] | None = None) -> Response[str]:
    response = page("Redirecting", f'<p><a href="{escape(url)}">Continue</a></p>', status,
                    cookies=cookies)  # fmt: skip
    response.headers["Location"] = url
    return response


def token_page(token: str, expires_at: str, cookies: list[Cookie] | None = None) -> Response[str]:
    body = (
        "<p>You are signed in. This is your access token; keep it secret.</p>"
        f"<textarea readonly aria-label=token>{escape(token)}</textarea>"
        f"<p class=muted>Valid until {escape(expires_at)}.</p>"
    )
    return page("Signed in", body, cookies=cookies)


def consent_page(
    service_name: str,
    slug: str,
    verified: bool,
    permissions: tuple[str, ...],
    redirect_url: str,
    action: str,
    csrf: str,
    redirect_source: str,
) -> Response[str]:
    items = (
        "".join(f"<li>{escape(p)}</li>" for p in permissions)
        or "<li>nothing beyond who you are</li>"
    )
    badge = "" if verified else "<p class=muted>This service is not verified.</p>"
    body = (
        f"<p><strong>{escape(service_name)}</strong> ({escape(slug)}) asks to use your account."
        f"</p>{badge}<p>It will be allowed:</p><ul>{items}</ul>"
        f"<p class=muted>You will be sent back to {escape(redirect_url)}</p>"
        f'<form method=post action="{escape(action)}">'
        f'<input type=hidden name=service value="{escape(slug)}">'
        f'<input type=hidden name=redirect value="{escape(redirect_url)}">'
        f'<input type=hidden name=csrf value="{escape(csrf)}">'
        "<button type=submit>Allow</button></form>"
    )
    return page("Allow access?", body, form_action=f"'self' {redirect_source}")


def html_response(description: str) -> ResponseSpec:
    return ResponseSpec(
        str, description=description, media_type="text/html", generate_examples=False
    )
