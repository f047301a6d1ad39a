"""Users: find by name prefix or id; a user's profile, sessions (revoke), grants (grant,
revoke) and roles (assign, unassign). The same use cases as /v1/admin/users,
/v1/admin/users/{id}/grants and /v1/admin/users/{id}/roles."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.permissions.grants import Amount, GrantChange
from entrypoints.console.forms import moment, number, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import SMALL
from entrypoints.http.route_access import PUBLIC

NOTICES = {
    "granted": "The grant is saved.",
    "ungranted": "The grant is removed.",
    "revoked": "The session is revoked: its tokens no longer work.",
    "assigned": "The role is assigned.",
    "unassigned": "The role is unassigned.",
}
Notice = Annotated[str | None, QueryParameter(max_length=32)]


class ConsoleUsersController(Controller):
    path = "/console/users"

    @get("/", access=PUBLIC)
    async def console_users(
        self,
        request: Request[Any, Any, Any],
        text: Annotated[str | None, QueryParameter(name="q", max_length=64)] = None,
    ) -> Response[str]:
        me = await operator_of(request)
        core = core_of(request)
        found = await core.identity.users.lookup(me.principal, text, 20) if text else None
        return render("users.html", me=me, section="users", query=text or "", found=found)

    @get("/{user_id:uuid}", access=PUBLIC)
    async def console_user(
        self,
        request: Request[Any, Any, Any],
        user_id: FromPath[UUID],
        notice: Notice = None,
        why: Annotated[str | None, QueryParameter(max_length=200)] = None,
    ) -> Response[str]:
        me = await operator_of(request)
        core = core_of(request)
        user = await core.identity.users.get(me.principal, user_id)
        grants = sessions = roles = all_roles = explanation = None
        if me.can["sessions"]:
            page = await core.identity.auth_sessions.of_user(me.principal, user_id, 50)
            sessions = page.items
        if me.can["super"]:
            if why:
                explanation = await core.permissions.grants.why(me.principal, user_id, why)
            grants = await core.permissions.grants.grants_of(me.principal, user_id)
            roles = await core.permissions.roles.roles_of(me.principal, user_id)
            all_roles = await core.permissions.roles.list(me.principal)
        return render(
            "user.html",
            me=me,
            section="users",
            user=user,
            grants=grants,
            sessions=sessions,
            roles=roles,
            all_roles=all_roles,
            why=why or "",
            explanation=explanation,
            notice=NOTICES.get(notice or ""),
        )

    @post("/{user_id:uuid}/grants", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_grant(
        self, request: Request[Any, Any, Any], user_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        amount = number(form, "value")
        change = GrantChange(
            form.text("node"),
            form.checked("negated"),
            moment(form, "expires_at"),
            Amount(amount, form.optional("unit")) if amount is not None else None,
        )
        await core_of(request).permissions.grants.put(form.operator.principal, user_id, change)
        return see_other(f"{self.path}/{user_id}?notice=granted#grants")

    @post(
        "/{user_id:uuid}/grants/remove", access=PUBLIC, request_max_body_size=SMALL, status_code=303
    )
    async def console_ungrant(
        self, request: Request[Any, Any, Any], user_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        grants = core_of(request).permissions.grants
        await grants.remove(form.operator.principal, user_id, form.text("node"))
        return see_other(f"{self.path}/{user_id}?notice=ungranted#grants")

    @post(
        "/{user_id:uuid}/sessions/revoke",
        access=PUBLIC,
        request_max_body_size=SMALL,
        status_code=303,
    )
    async def console_revoke_session(
        self, request: Request[Any, Any, Any], user_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        sessions = core_of(request).identity.auth_sessions
        await sessions.revoke_of_user(form.operator.principal, user_id, form.text("session"))
        return see_other(f"{self.path}/{user_id}?notice=revoked#sessions")

    @post("/{user_id:uuid}/roles", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_assign_role(
        self, request: Request[Any, Any, Any], user_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        roles = core_of(request).permissions.roles
        await roles.assign(
            form.operator.principal, user_id, form.text("role"), moment(form, "expires_at")
        )
        return see_other(f"{self.path}/{user_id}?notice=assigned#roles")

    @post(
        "/{user_id:uuid}/roles/remove", access=PUBLIC, request_max_body_size=SMALL, status_code=303
    )
    async def console_unassign_role(
        self, request: Request[Any, Any, Any], user_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        roles = core_of(request).permissions.roles
        await roles.unassign(form.operator.principal, user_id, form.text("role"))
        return see_other(f"{self.path}/{user_id}?notice=unassigned#roles")
