"""The caller's game options document (docs/profile.md, "Game options")."""

from __future__ import annotations

from typing import Any

from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from domain.profile.game_options import GameOptionsDocument, replace_options
from domain.shared.errors import Conflict

# Writes without If-Match take the latest revision; racing writers retry this often.
RETRIES = 5


class GameOptions:
    def __init__(self, uow: UnitOfWorkFactory, clock: Clock) -> None:
        self._uow = uow
        self._clock = clock

    async def get(self, principal: Principal) -> GameOptionsDocument:
        async with self._uow() as uow:
            stored = await uow.profile.game_options.get(principal.user_id)
        return stored or GameOptionsDocument(principal.user_id, {})

    async def put(
        self, principal: Principal, document: Any, if_match: int | None = None
    ) -> GameOptionsDocument:
        """Replace the document. ``if_match``: the revision the caller read (412 if stale)."""
        for _ in range(RETRIES):
            async with self._uow() as uow:
                current = await uow.profile.game_options.get(principal.user_id)
                current = current or GameOptionsDocument(principal.user_id, {})
                updated = replace_options(current, document, if_match, self._clock.now())
                if await uow.profile.game_options.put(updated):
                    await uow.commit()
                    return updated
        raise Conflict("the game options keep changing; try again")
