"""Roles: the list, create, edit (name, description, default, scope and the grants, one a
line), delete, and assign to a user. The same use cases as /v1/admin/roles (super admins)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.permissions.roles import RoleDraft
from domain.permissions.role import RoleScope
from domain.shared.errors import InvalidInput
from entrypoints.console.forms import Form, moment, optional_uuid, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.console.role_lines import grant_line, read_lines
from entrypoints.http.body_limits import TEXT
from entrypoints.http.route_access import PUBLIC

NOTICES = {
    "created": "The role is created.",
    "saved": "The role is saved.",
    "deleted": "The role is deleted.",
    "assigned": "The role is assigned.",
}
Notice = Annotated[str | None, QueryParameter(max_length=32)]


def _draft(form: Form) -> RoleDraft:
    scope_type, scope_id = form.text("scope_type"), form.text("scope_id")
    return RoleDraft(
        slug=form.text("slug"),
        name=form.text("name"),
        description=form.text("description"),
        is_default=form.checked("is_default"),
        grants=read_lines(form.fields.get("grants", "")),
        scope=RoleScope(scope_type, scope_id) if scope_type or scope_id else None,
    )


class ConsoleRolesController(Controller):
    path = "/console/roles"

    @get("/", access=PUBLIC)
    async def console_roles(
        self, request: Request[Any, Any, Any], notice: Notice = None
    ) -> Response[str]:
        me = await operator_of(request)
        roles = await core_of(request).permissions.roles.list(me.principal)
        return render(
            "roles.html", me=me, section="roles", roles=roles, notice=NOTICES.get(notice or "")
        )

    @post("/", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_create_role(self, request: Request[Any, Any, Any]) -> Response[str]:
        form = await submitted(request)
        role = await core_of(request).permissions.roles.create(
            form.operator.principal, _draft(form)
        )
        return see_other(f"{self.path}/{role.id}?notice=created")

    @get("/{role_id:str}", access=PUBLIC)
    async def console_role(
        self, request: Request[Any, Any, Any], role_id: FromPath[str], notice: Notice = None
    ) -> Response[str]:
        me = await operator_of(request)
        role = await core_of(request).permissions.roles.get(me.principal, role_id)
        return render(
            "role.html",
            me=me,
            section="roles",
            role=role,
            lines="\n".join(grant_line(g) for g in role.grants),
            notice=NOTICES.get(notice or ""),
        )

    @post("/{role_id:str}", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_edit_role(
        self, request: Request[Any, Any, Any], role_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        roles = core_of(request).permissions.roles
        await roles.replace(form.operator.principal, role_id, _draft(form))
        return see_other(f"{self.path}/{role_id}?notice=saved")

    @post("/{role_id:str}/delete", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_delete_role(
        self, request: Request[Any, Any, Any], role_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        await core_of(request).permissions.roles.delete(form.operator.principal, role_id)
        return see_other(f"{self.path}?notice=deleted")

    @post("/{role_id:str}/assign", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_assign(
        self, request: Request[Any, Any, Any], role_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        user_id = optional_uuid(form.text("user"), "user")
        if user_id is None:
            raise InvalidInput("the user's id", field="user")
        roles = core_of(request).permissions.roles
        await roles.assign(form.operator.principal, user_id, role_id, moment(form, "expires_at"))
        return see_other(f"{self.path}/{role_id}?notice=assigned")
