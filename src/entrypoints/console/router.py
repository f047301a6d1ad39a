"""The console, mounted at ``/console`` by the app (``entrypoints/http/app.py``) and left
out of the OpenAPI document: its pages, its stylesheet, and its own error pages (HTML, not
problem details)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Request, Response, Router, get
from litestar.exceptions import HTTPException

from domain.shared.errors import DomainError
from entrypoints.console.controllers.audit import ConsoleAuditController
from entrypoints.console.controllers.connect import ConsoleConnectController
from entrypoints.console.controllers.moderation import ConsoleModerationController
from entrypoints.console.controllers.motd import ConsoleMotdController
from entrypoints.console.controllers.news import ConsoleNewsController
from entrypoints.console.controllers.releases import ConsoleReleasesController
from entrypoints.console.controllers.roles import ConsoleRolesController
from entrypoints.console.controllers.shop import ConsoleShopController
from entrypoints.console.controllers.signin import ConsoleSignInController
from entrypoints.console.controllers.users import ConsoleUsersController
from entrypoints.console.forms import FormRefused
from entrypoints.console.operator import NotAnAdministrator, SignInFirst
from entrypoints.console.rendering import render
from entrypoints.http.problems import status_of
from entrypoints.http.route_access import PUBLIC

STYLESHEET = (Path(__file__).parent / "static" / "console.css").read_text()


@get("/console/static/console.css", access=PUBLIC, sync_to_thread=False)
def console_stylesheet() -> Response[str]:
    return Response(
        STYLESHEET,
        media_type="text/css",
        headers={"Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff"},
    )


def _sign_in_first(request: Request[Any, Any, Any], _: SignInFirst) -> Response[str]:
    return render("signin.html", 401, me=None, section="", unavailable=False, signed_out=False)


def _not_an_administrator(
    request: Request[Any, Any, Any], refused: NotAnAdministrator
) -> Response[str]:
    return render("denied.html", 403, me=None, section="", user_id=refused.user_id)


def _form_refused(request: Request[Any, Any, Any], _: FormRefused) -> Response[str]:
    return render(
        "error.html", 403, me=None, section="", title="Form refused",
        detail="This form is stale or was not sent from this console session. Nothing was "
        "changed; reload the page and try again.",
    )  # fmt: skip


def _domain_error(request: Request[Any, Any, Any], error: DomainError) -> Response[str]:
    status = status_of(error)
    field = getattr(error, "field", None)
    detail = f"{field}: {error.detail}" if field else error.detail
    return render("error.html", status, me=None, section="", title="Not done", detail=detail)


def _http_error(request: Request[Any, Any, Any], error: HTTPException) -> Response[str]:
    status = error.status_code
    detail = "Not found." if status == 404 else "The request could not be handled."
    return render("error.html", status, me=None, section="", title="Not done", detail=detail)


def console_router() -> Router:
    return Router(
        path="/",
        route_handlers=[
            ConsoleSignInController,
            ConsoleUsersController,
            ConsoleRolesController,
            ConsoleReleasesController,
            ConsoleMotdController,
            ConsoleNewsController,
            ConsoleModerationController,
            ConsoleShopController,
            ConsoleAuditController,
            ConsoleConnectController,
            console_stylesheet,
        ],
        include_in_schema=False,
        exception_handlers={
            SignInFirst: _sign_in_first,
            NotAnAdministrator: _not_an_administrator,
            FormRefused: _form_refused,
            DomainError: _domain_error,
            HTTPException: _http_error,
        },
    )
