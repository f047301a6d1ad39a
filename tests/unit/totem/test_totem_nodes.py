"""totem:read and totem:write follow the absent-node rule: a node no longer in the catalog
(and granted by nobody) allows; a node in the catalog that nobody grants denies."""

from __future__ import annotations

import pytest

from application.identity.principal import OPERATOR
from application.permissions.access import MissingPermission
from application.permissions.roles import RoleDraft
from bootstrap.core import Core
from domain.permissions.default_role import DEFAULT_ROLE_ID
from tests.support.social import member
from tests.support.totems import model, upload_of


@pytest.mark.parametrize("backend", ["memory"])
async def test_the_totem_nodes_allow_when_absent_from_the_catalog(core: Core) -> None:
    _, alex = await member(core)
    default = await core.permissions.roles.get(OPERATOR, DEFAULT_ROLE_ID)
    kept = tuple(g for g in default.grants if not g.node.startswith("totem:"))
    await core.permissions.roles.replace(
        OPERATOR,
        DEFAULT_ROLE_ID,
        RoleDraft(default.slug, default.name, default.description, True, kept),
    )
    with pytest.raises(MissingPermission):  # in the catalog, granted by no one: denied
        await core.totem.post(alex, upload_of(model(1)))
    with pytest.raises(MissingPermission):
        await core.totem.history(alex)
    for node_id, node in await core.permissions.grants.catalog(OPERATOR):
        if node in ("totem:read", "totem:write"):
            await core.permissions.grants.unregister_node(OPERATOR, node_id)
    assert (await core.totem.post(alex, upload_of(model(1)))).created  # absent: allowed
    assert len(await core.totem.history(alex)) == 1
