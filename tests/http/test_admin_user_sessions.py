"""Another user's sessions over the API (super admins): listed, one revoked (its token fails
at once, the revocation is audited), and nobody else may."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_a_super_admin_lists_and_revokes_a_users_session(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    user_id, first = await sign_in(core, name="Dana")
    _, second = await sign_in(core, user_id, "Dana")
    path = f"/v1/admin/users/{user_id}/sessions"
    assert (await http.get(path, headers=bearer(first))).status_code == 403
    listed = await http.get(path, headers=bearer(root))
    assert listed.status_code == 200
    sessions = listed.json()["items"]
    assert len(sessions) == 2 and not any(s["current"] for s in sessions)
    newest = sessions[0]["id"]
    refused = await http.delete(f"{path}/{newest}", headers=bearer(first))
    assert refused.status_code == 403
    revoked = await http.delete(f"{path}/{newest}", headers=bearer(root))
    assert revoked.status_code == 200 and revoked.json()["revokedAt"]
    assert (await http.get("/v1/profile/settings", headers=bearer(second))).status_code == 401
    assert (await http.get("/v1/profile/settings", headers=bearer(first))).status_code == 200
    elsewhere = await http.delete(f"/v1/admin/users/{SUPER_ADMIN}/sessions/{newest}",
                                  headers=bearer(root))  # fmt: skip
    assert elsewhere.status_code == 404  # not that user's session
    unknown = await http.get(f"/v1/admin/users/{SUPER_ADMIN.hex[:8]}-0000-7000-8000-"
                             "000000000000/sessions", headers=bearer(root))  # fmt: skip
    assert unknown.status_code == 404
    audit = await http.get("/v1/admin/audit", params={"action": "identity.*"},
                           headers=bearer(root))  # fmt: skip
    assert [(e["target"], e["via"]) for e in audit.json()["items"]] == [
        ({"kind": "session", "id": newest}, "api")
    ]
