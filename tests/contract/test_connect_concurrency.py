"""Single-use tokens under contention: of 50 concurrent redeemers exactly one wins, on every
backend (SQLite serializes writers; PostgreSQL decides with the conditional UPDATE)."""

from __future__ import annotations

import asyncio
from collections import Counter

from bootstrap.core import Core
from domain.connect.errors import ClaimKeyUsed, InvalidJoinToken
from tests.support.connect import user

CONTENDERS = 50


async def test_fifty_concurrent_claims_of_one_key_have_one_winner(core: Core) -> None:
    registration = await core.connect.servers.register("paper", "Contended")
    claimants = [await user(core, f"Claimant{i}") for i in range(CONTENDERS)]
    key = registration.claim_key.key

    outcomes = await asyncio.gather(
        *(core.connect.claims.claim(claimant, key) for claimant in claimants),
        return_exceptions=True,
    )

    winners = [o for o in outcomes if not isinstance(o, BaseException)]
    assert Counter(type(o).__name__ for o in outcomes if isinstance(o, BaseException)) == {
        ClaimKeyUsed.__name__: CONTENDERS - 1
    }
    assert len(winners) == 1
    credentials = await core.connect.auth.credentials(registration.server.server_id)
    assert credentials is not None and credentials.owner_id == winners[0].owner_id
    owners = [c for c in claimants if await core.connect.servers.owned(c)]
    assert [o.user_id for o in owners] == [winners[0].owner_id]


async def test_fifty_concurrent_joins_with_one_token_have_one_winner(core: Core) -> None:
    owner = await user(core)
    network = await core.connect.networks.create(owner, "Net")
    issued = await core.connect.networks.issue_join_token(owner, network.network_id)

    outcomes = await asyncio.gather(
        *(core.connect.networks.join(issued.token, f"host-{i}") for i in range(CONTENDERS)),
        return_exceptions=True,
    )

    winners = [o for o in outcomes if not isinstance(o, BaseException)]
    refused = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(winners) == 1
    assert all(isinstance(o, InvalidJoinToken) for o in refused) and len(refused) == 49
    assert [h.server_id for h in await core.connect.networks.hosts(owner)] == [
        winners[0].host.server_id
    ]
