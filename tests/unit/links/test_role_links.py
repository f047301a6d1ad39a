"""Role links over the memory fakes: an admin maps a platform role to a chat role; the sync
job gives and takes the chat role as the platform role is assigned and removed, keeps a
failed change pending while the provider is down (nothing lost), and shows the sync state."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest

from adapters.memory.link_providers import MemoryChatProvider
from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR, Principal
from application.links.ports import LinkProviderError
from application.permissions.roles import RoleDraft
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from domain.links.accounts import LinkProvider, ProviderAccount
from domain.links.chat import ChatRole
from domain.shared.errors import Forbidden, InvalidInput
from tests.conftest import SUPER_ADMIN
from tests.support.connect import user

GUILD, SUPPORTER, BOT_ROLE = "310000000000000001", "410000000000000001", "410000000000000009"
NELLY = "210000000000000001"


@pytest.fixture
def fake(clock: FrozenClock) -> MemoryChatProvider:
    chat = MemoryChatProvider(now=clock.now)
    chat.accounts[NELLY] = ProviderAccount(NELLY, "Nelly")
    guild = chat.add_guild(GUILD, "Home")
    guild.roles[SUPPORTER] = ChatRole(SUPPORTER, "Supporter", 2)
    guild.roles[BOT_ROLE] = ChatRole(BOT_ROLE, "Bot", 9, managed=True)
    guild.members[NELLY] = set()
    return chat


@pytest.fixture
async def core(
    settings_for: Callable[..., Settings], clock: FrozenClock, fake: MemoryChatProvider
) -> AsyncIterator[Core]:
    settings = settings_for("memory://", chat_guild_id=GUILD)
    async with await build_core(settings, outbound=Outbound(chat=fake), clock=clock) as built:
        yield built


async def admin(core: Core) -> Principal:
    await core.identity.users.ensure(SUPER_ADMIN, "Root")
    return Principal((await core.identity.tokens.issue(SUPER_ADMIN, SessionKind.CLI, ())).claims)


async def linked(core: Core, fake: MemoryChatProvider) -> Principal:
    person = await user(core, "Nelly")
    started = await core.links.accounts.start(person.user_id, LinkProvider.CHAT, None)
    state = parse_qs(urlsplit(started.authorization_url).query)["state"][0]
    await core.links.accounts.finish(LinkProvider.CHAT, state, fake.approve(state, NELLY), None,
                            started.browser_secret)  # fmt: skip
    return person


async def test_a_role_link_gives_and_takes_the_chat_role(
    core: Core, fake: MemoryChatProvider, clock: FrozenClock
) -> None:
    root, person = await admin(core), await linked(core, fake)
    role = await core.permissions.roles.create(OPERATOR, RoleDraft("supporter", "Supporter"))
    with pytest.raises(Forbidden):
        await core.links.role_links.put(person, role.id, SUPPORTER)
    for wrong in (BOT_ROLE, "499999999999999999"):
        with pytest.raises(InvalidInput):
            await core.links.role_links.put(root, role.id, wrong)
    await core.links.role_links.put(root, role.id, SUPPORTER)

    await core.permissions.roles.assign(OPERATOR, person.user_id, role.id)
    assert await core.links.role_links.sync() == 1
    assert fake.guilds[GUILD].members[NELLY] == {SUPPORTER}
    assert await core.links.role_links.sync() == 0  # nothing changed: no provider call
    [view] = await core.links.role_links.list(root)
    assert view.sync == {"synced": 1}

    await core.permissions.roles.unassign(OPERATOR, person.user_id, role.id)
    fake.failure = LinkProviderError("unavailable", "no answer", None)
    assert await core.links.role_links.sync() == 0
    assert fake.guilds[GUILD].members[NELLY] == {SUPPORTER}
    assert (await core.links.role_links.list(root))[0].sync == {"failed": 1}
    fake.failure = None
    assert await core.links.role_links.sync() == 0  # backoff: not due yet
    clock.advance(timedelta(minutes=1))
    assert await core.links.role_links.sync() == 1  # retried: nothing lost
    assert fake.guilds[GUILD].members[NELLY] == set()

    await core.permissions.roles.assign(OPERATOR, person.user_id, role.id)
    await core.links.role_links.sync()
    await core.links.role_links.remove(root, role.id)  # the link goes: the chat role too
    await core.links.role_links.sync()
    assert fake.guilds[GUILD].members[NELLY] == set()


async def test_an_unlink_takes_the_chat_roles_away_even_while_the_provider_is_down(
    core: Core, fake: MemoryChatProvider, clock: FrozenClock
) -> None:
    root, person = await admin(core), await linked(core, fake)
    role = await core.permissions.roles.create(OPERATOR, RoleDraft("supporter", "Supporter"))
    await core.links.role_links.put(root, role.id, SUPPORTER)
    await core.permissions.roles.assign(OPERATOR, person.user_id, role.id)
    await core.links.role_links.sync()
    assert fake.guilds[GUILD].members[NELLY] == {SUPPORTER}

    fake.failure = LinkProviderError("unavailable", "no answer", None)
    await core.links.accounts.unlink(person.user_id, LinkProvider.CHAT)
    assert await core.links.role_links.sync() == 0
    assert (await core.links.role_links.list(root))[0].sync == {"failed": 1}
    fake.failure = None
    clock.advance(timedelta(minutes=1))
    assert await core.links.role_links.sync() == 1  # the removal was kept: nothing lost
    assert fake.guilds[GUILD].members[NELLY] == set()
    assert await core.links.role_links.sync() == 0  # an unlinked account is not planned again


async def test_linking_another_chat_account_moves_the_chat_roles(
    core: Core, fake: MemoryChatProvider
) -> None:
    root, person = await admin(core), await linked(core, fake)
    role = await core.permissions.roles.create(OPERATOR, RoleDraft("supporter", "Supporter"))
    await core.links.role_links.put(root, role.id, SUPPORTER)
    await core.permissions.roles.assign(OPERATOR, person.user_id, role.id)
    await core.links.role_links.sync()
    other = "210000000000000002"
    fake.accounts[other] = ProviderAccount(other, "Nelly's alt")
    fake.guilds[GUILD].members[other] = set()
    started = await core.links.accounts.start(person.user_id, LinkProvider.CHAT, None)
    state = parse_qs(urlsplit(started.authorization_url).query)["state"][0]
    await core.links.accounts.finish(LinkProvider.CHAT, state, fake.approve(state, other), None,
                            started.browser_secret)  # fmt: skip
    assert await core.links.role_links.sync() == 2  # taken from the old, given to the new
    assert fake.guilds[GUILD].members == {NELLY: set(), other: {SUPPORTER}}


async def test_a_grant_planned_for_an_account_unlinked_since_becomes_a_removal(
    core: Core, fake: MemoryChatProvider
) -> None:
    """A plan that overlapped the unlink may write a grant for the old account after the
    unlink wrote its removals: the apply step checks the link and takes the role away."""
    root, person = await admin(core), await linked(core, fake)
    role = await core.permissions.roles.create(OPERATOR, RoleDraft("supporter", "Supporter"))
    await core.links.role_links.put(root, role.id, SUPPORTER)
    await core.permissions.roles.assign(OPERATOR, person.user_id, role.id)
    await core.links.role_links.plan()  # a grant is pending, not yet applied
    fake.guilds[GUILD].members[NELLY] = {SUPPORTER}  # as if given by an earlier turn
    async with core.uow() as uow:
        await uow.links.accounts.remove(person.user_id, LinkProvider.CHAT)  # no removals
        await uow.commit()
    assert await core.links.role_links.apply_due() == 1
    assert fake.guilds[GUILD].members[NELLY] == set()
