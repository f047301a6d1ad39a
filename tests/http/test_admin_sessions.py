"""An admin lists and revokes another user's auth sessions over HTTP: the revoked token is
refused at once, the revocation is in the audit log, and the guard and bad ids answer 4xx."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_an_admin_revokes_a_users_session(http: AsyncTestClient) -> None:
    user_id, token = await sign_in(core_of(http))
    _, other_token = await sign_in(core_of(http), user_id)
    moderator_id, moderator_token = await sign_in(core_of(http), name="Mod")
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    moderator = bearer(moderator_token)
    sessions = f"/v1/admin/users/{user_id}/sessions"

    assert (await http.get(sessions)).status_code == 401
    refused = await http.get(sessions, headers=moderator)
    assert refused.status_code == 403 and refused.json()["code"] == "permissions.denied"
    grant = {"node": "admin:sessions:manage"}
    granted = await http.post(f"/v1/admin/users/{moderator_id}/permissions", json=grant,
                              headers=bearer(root_token))  # fmt: skip
    assert granted.status_code == 200

    listed = await http.get(sessions, headers=moderator)
    assert listed.status_code == 200, listed.text
    items = listed.json()["items"]
    assert len(items) == 2 and not any(s["current"] for s in items)
    paged = await http.get(sessions, params={"limit": 1}, headers=moderator)
    rest = await http.get(sessions, params={"cursor": paged.json()["nextCursor"]},
                          headers=moderator)  # fmt: skip
    assert [s["id"] for s in paged.json()["items"] + rest.json()["items"]] == [
        s["id"] for s in items
    ]

    me = await http.get("/v1/profile/auth/sessions", headers=bearer(token))
    [mine] = [s for s in me.json()["items"] if s["current"]]
    revoked = await http.delete(f"{sessions}/{mine['id']}", headers=moderator)
    assert revoked.status_code == 200, revoked.text
    assert revoked.json()["revokedAt"] is not None
    assert (await http.get("/v1/profile/auth/sessions", headers=bearer(token))).status_code == 401
    assert (await http.get("/v1/profile/auth/sessions", headers=bearer(other_token))).is_success
    again = await http.delete(f"{sessions}/{mine['id']}", headers=moderator)
    assert again.status_code == 200  # already revoked: nothing changes, nothing is recorded

    audit = await http.get("/v1/admin/audit", params={"action": "sessions.revoke"},
                           headers=bearer(root_token))  # fmt: skip
    [entry] = audit.json()["items"]
    assert entry["actorId"] == str(moderator_id)
    assert entry["target"] == {"kind": "session", "id": mine["id"]}
    assert entry["before"]["revokedAt"] is None and entry["after"]["revokedAt"] is not None

    # Another user's session id under this user, an unknown user, a malformed id.
    _, stranger_token = await sign_in(core_of(http), name="Stranger")
    theirs = await http.get("/v1/profile/auth/sessions", headers=bearer(stranger_token))
    their_id = theirs.json()["items"][0]["id"]
    assert (await http.delete(f"{sessions}/{their_id}", headers=moderator)).status_code == 404
    unknown = f"/v1/admin/users/{uuid.uuid4()}/sessions"
    assert (await http.get(unknown, headers=moderator)).status_code == 404
    assert (await http.delete(f"{sessions}/nope", headers=moderator)).status_code == 400
    assert (await http.get(sessions, params={"cursor": "@@"}, headers=moderator)).status_code == 400
