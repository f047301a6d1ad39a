"""The link use case over the memory fakes: a link made through the OAuth round trip, its
tokens renewed by the refresh job before they expire, a refused refresh marking the link
broken, a provider that does not answer putting the refresh off, and a relink to another
account giving the old grant back."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit
from uuid import UUID

import pytest

from adapters.memory.link_providers import MemoryChatProvider
from adapters.system.clock import FrozenClock
from application.links.ports import LinkProviderError
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.links.accounts import LinkProvider, ProviderAccount
from domain.links.link import LinkStatus
from tests.conftest import sign_in

CHAT = LinkProvider.CHAT


@pytest.fixture
def fake(clock: FrozenClock) -> MemoryChatProvider:
    chat = MemoryChatProvider(now=clock.now)
    chat.accounts["210000000000000001"] = ProviderAccount("210000000000000001", "Nelly")
    chat.accounts["210000000000000002"] = ProviderAccount("210000000000000002", "Other")
    return chat


@pytest.fixture
async def core(
    settings_for: Callable[..., Settings], clock: FrozenClock, fake: MemoryChatProvider
) -> AsyncIterator[Core]:
    settings = settings_for("memory://", dash_url="http://localhost:5173/settings")
    async with await build_core(settings, outbound=Outbound(chat=fake), clock=clock) as built:
        yield built


async def link(core: Core, fake: MemoryChatProvider, user_id: UUID, account: str) -> None:
    started = await core.links.accounts.start(user_id, CHAT, None)
    state = parse_qs(urlsplit(started.authorization_url).query)["state"][0]
    code = fake.approve(state, account)
    linked = await core.links.accounts.finish(CHAT, state, code, None, started.browser_secret)
    assert linked.target == "http://localhost:5173/settings"


async def test_tokens_are_renewed_before_they_expire(
    core: Core, fake: MemoryChatProvider, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core)
    await link(core, fake, user_id, "210000000000000001")
    first = await core.links.accounts.access_token(user_id, CHAT)
    assert first is not None and (await fake.current_user(first)).display_name == "Nelly"
    assert await core.links.accounts.refresh_due() == 0  # an hour left: nothing to do
    clock.advance(timedelta(minutes=55))
    assert await core.links.accounts.refresh_due() == 1
    second = await core.links.accounts.access_token(user_id, CHAT)
    assert second is not None and second != first
    assert (await fake.current_user(second)).id == "210000000000000001"
    with pytest.raises(LinkProviderError):
        await fake.current_user(first)  # the provider rotated it


async def test_a_refused_refresh_breaks_the_link_and_a_silent_provider_puts_it_off(
    core: Core, fake: MemoryChatProvider, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core)
    await link(core, fake, user_id, "210000000000000001")
    clock.advance(timedelta(minutes=55))
    fake.failure = LinkProviderError("unavailable", "no answer from the provider")
    assert await core.links.accounts.refresh_due() == 0
    fake.failure = None
    assert (await core.links.accounts.of_user(user_id))[0].status is LinkStatus.ACTIVE
    for token in list(fake.access):  # the user removed the app at the provider
        await fake.revoke(token)
    assert await core.links.accounts.refresh_due() == 0
    [broken] = await core.links.accounts.of_user(user_id)
    assert broken.status is LinkStatus.BROKEN
    assert await core.links.accounts.access_token(user_id, CHAT) is None
    assert await core.links.accounts.refresh_due() == 0  # broken links are left alone


async def test_linking_another_account_gives_the_old_grant_back(
    core: Core, fake: MemoryChatProvider
) -> None:
    user_id, _ = await sign_in(core)
    await link(core, fake, user_id, "210000000000000001")
    await link(core, fake, user_id, "210000000000000002")
    [current] = await core.links.accounts.of_user(user_id)
    assert (current.account_id, current.display_name) == ("210000000000000002", "Other")
    assert len(fake.revoked) == 1
    assert set(fake.access.values()) == {"210000000000000002"}
