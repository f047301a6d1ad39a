"""Who may manage a network's edge (domains, DNS automation, the public listing).

The network's owner; a super admin; or a user granted ``connect:network:manage`` (globally, or
through a role scoped to ``network:<networkId>``: how a network gives a member these rights).
Anyone else gets 404 for the network.
"""

from __future__ import annotations

from uuid import UUID

from application.connect.access import require_full_token
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import UnitOfWorkFactory
from domain.connect.errors import NetworkNotFound
from domain.connect.network import Network
from domain.connect.nodes import NETWORK_MANAGE


class NetworkAccess:
    def __init__(self, uow: UnitOfWorkFactory, access: AccessControl) -> None:
        self._uow = uow
        self._access = access

    async def require(self, principal: Principal, network_id: UUID) -> Network:
        require_full_token(principal)
        async with self._uow() as uow:
            network = await uow.connect.networks.get(network_id)
        if network is None:
            raise NetworkNotFound()
        if network.owner_id == principal.user_id:
            return network
        if self._access.acts_as_super_admin(principal):
            return network
        if await self._access.allows(
            principal, NETWORK_MANAGE, frozenset({f"network:{network_id}"})
        ):
            return network
        raise NetworkNotFound()
