"""The presence setting reads back through the fast read path on every adapter."""

from __future__ import annotations

import uuid
from datetime import timedelta

from adapters.system.clock import FrozenClock
from bootstrap.areas.social import social_readers
from bootstrap.core import Core
from domain.profile.presence import PresenceState
from domain.social.presence import PresenceSetting
from tests.conftest import sign_in


async def test_a_stored_setting_reads_back_and_a_missing_one_is_none(
    core: Core, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core, uuid.uuid4(), "Away")
    party = uuid.uuid4()
    setting = PresenceSetting(user_id, clock.now(), PresenceState.AWAY, party)
    async with core.uow() as uow:
        await uow.social.presence.put(setting)
        await uow.commit()
    reader = social_readers(core.kernel).presence
    assert await reader.setting(user_id) == setting
    assert await reader.setting(uuid.uuid4()) is None


async def test_the_own_presence_applies_the_setting_only_while_online(
    core: Core, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core, uuid.uuid4(), "Busy")
    async with core.uow() as uow:
        await uow.social.presence.put(PresenceSetting(user_id, clock.now(), PresenceState.BUSY))
        await uow.commit()
    online = await core.social.presence.own(user_id, clock.now())
    offline = await core.social.presence.own(user_id, clock.now() - timedelta(hours=1))
    assert (online.online, online.state) == (True, PresenceState.BUSY)
    assert (offline.online, offline.state) == (False, PresenceState.OFFLINE)
