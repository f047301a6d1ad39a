"""core.services.authorization.consent_ticket / check_ticket: the CSRF guard of our own
consent page: this session, this service, this redirect, for 10 minutes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from application.services.consent import ConsentTicketInvalid
from bootstrap.core import Core
from tests.support.services import APP_SCHEME, CALLBACK, registered
from tests.support.signin import principal


async def ticket_for(core: Core) -> tuple[Principal, str]:
    user = await principal(core)
    await registered(core, await principal(core))
    request = await core.services.authorization.check("companion", CALLBACK)
    return user, core.services.authorization.consent_ticket(user, request)


class TestValid:
    async def test_the_ticket_passes_for_its_session_service_and_redirect(self, core: Core) -> None:
        user, ticket = await ticket_for(core)
        core.services.authorization.check_ticket(user, ticket, "companion", CALLBACK)

    async def test_it_passes_until_just_before_10_minutes(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user, ticket = await ticket_for(core)
        clock.advance(timedelta(minutes=10) - timedelta(milliseconds=1))
        core.services.authorization.check_ticket(user, ticket, "companion", CALLBACK)


class TestInvalid:
    async def test_after_10_minutes_it_is_stale(self, core: Core, clock: FrozenClock) -> None:
        user, ticket = await ticket_for(core)
        clock.advance(timedelta(minutes=10))
        with pytest.raises(ConsentTicketInvalid):
            core.services.authorization.check_ticket(user, ticket, "companion", CALLBACK)

    async def test_another_session_of_the_same_user_may_not_use_it(self, core: Core) -> None:
        user, ticket = await ticket_for(core)
        other_session = await principal(core, user.user_id)
        with pytest.raises(ConsentTicketInvalid):
            core.services.authorization.check_ticket(other_session, ticket, "companion", CALLBACK)

    @pytest.mark.parametrize(
        ("slug", "redirect"), [("other", CALLBACK), ("companion", f"{APP_SCHEME}:/auth")]
    )
    async def test_it_is_only_for_its_service_and_redirect(
        self, core: Core, slug: str, redirect: str
    ) -> None:
        user, ticket = await ticket_for(core)
        with pytest.raises(ConsentTicketInvalid):
            core.services.authorization.check_ticket(user, ticket, slug, redirect)

    @pytest.mark.parametrize(
        "tamper",
        [lambda t: t[:-2], lambda t: t + "A", lambda t: t[::-1], lambda t: "forged"],
        ids=["cut", "extended", "reversed", "forged"],
    )
    async def test_a_tampered_ticket_is_refused(
        self, core: Core, tamper: Callable[[str], str]
    ) -> None:
        user, ticket = await ticket_for(core)
        with pytest.raises(ConsentTicketInvalid):
            core.services.authorization.check_ticket(user, tamper(ticket), "companion", CALLBACK)
