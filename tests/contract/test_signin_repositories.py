"""The sign-in and services repositories behave the same on memory, SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from datetime import timedelta

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.identity.game_session import GameJoinToken
from domain.identity.idp import IdentityLink, LoginAttempt, Platform
from domain.services.service import AllowedDomain, Consent, Service
from tests.conftest import sign_in


def join_token(clock: FrozenClock, token_hash: str = "a" * 64) -> GameJoinToken:
    now = clock.now()
    return GameJoinToken(
        id="0" * 23 + "1",
        token_hash=token_hash,
        server_id="s" * 40,
        scopes=("profile:read", "totem:read"),
        created_at=now,
        expires_at=now + timedelta(seconds=60),
        user_id=uuid.uuid4(),
        name="Steve",
    )


async def test_a_join_token_is_consumed_once_and_only_for_its_server(
    core: Core, clock: FrozenClock
) -> None:
    token = join_token(clock)
    async with core.uow() as uow:
        await uow.game_join_tokens.add(token)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.game_join_tokens.find(token.token_hash) == token
        assert await uow.game_join_tokens.consume(token.token_hash, "other", clock.now()) is None
        first = await uow.game_join_tokens.consume(token.token_hash, token.server_id, clock.now())
        second = await uow.game_join_tokens.consume(token.token_hash, token.server_id, clock.now())
        await uow.commit()
    assert first is not None and first.used_at == clock.now() and first.scopes == token.scopes
    assert first.user_id == token.user_id
    assert second is None


async def test_an_expired_join_token_is_not_consumed_and_is_purged(
    core: Core, clock: FrozenClock
) -> None:
    token = join_token(clock)
    async with core.uow() as uow:
        await uow.game_join_tokens.add(token)
        await uow.commit()
    clock.advance(timedelta(seconds=60))
    async with core.uow() as uow:
        assert (
            await uow.game_join_tokens.consume(token.token_hash, token.server_id, clock.now())
            is None
        )
        assert await uow.game_join_tokens.purge_expired(clock.now() + timedelta(seconds=1)) == 1
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.game_join_tokens.find(token.token_hash) is None


async def test_a_login_attempt_is_consumed_once_before_it_expires(
    core: Core, clock: FrozenClock
) -> None:
    now = clock.now()
    attempts = [
        LoginAttempt(
            f"{i}" * 64,
            "b" * 64,
            "nonce",
            "sealed",
            Platform.DASH,
            "https://dash.example/",
            now,
            now + timedelta(minutes=10),
        )
        for i in (1, 2)
    ]
    async with core.uow() as uow:
        for attempt in attempts:
            await uow.login_attempts.add(attempt)
        await uow.commit()
    browser = "b" * 64
    async with core.uow() as uow:
        elsewhere = await uow.login_attempts.consume(attempts[0].id, "c" * 64, now)
        first = await uow.login_attempts.consume(attempts[0].id, browser, now)
        again = await uow.login_attempts.consume(attempts[0].id, browser, now)
        late = await uow.login_attempts.consume(
            attempts[1].id, browser, now + timedelta(minutes=10)
        )
        await uow.commit()
    assert elsewhere is None  # another browser uses nothing up: the real one still can
    assert first is not None and first.platform is Platform.DASH and first.nonce == "nonce"
    assert first.redirect == "https://dash.example/"
    assert again is None and late is None
    async with core.uow() as uow:
        stored = await uow.login_attempts.get(attempts[0].id)
    assert stored is not None and stored.used_at == now


async def test_an_identity_link_is_added_once(core: Core, clock: FrozenClock) -> None:
    user_id, _ = await sign_in(core)
    other_id, _ = await sign_in(core)
    async with core.uow() as uow:
        stored = await uow.identity_links.add_if_absent(
            IdentityLink("https://idp", "sub-1", user_id, clock.now())
        )
        again = await uow.identity_links.add_if_absent(
            IdentityLink("https://idp", "sub-1", other_id, clock.now())
        )
        await uow.commit()
    async with core.uow() as uow:
        found = await uow.identity_links.get("https://idp", "sub-1")
        missing = await uow.identity_links.get("https://other", "sub-1")
    assert stored.user_id == again.user_id == user_id
    assert found is not None and found.user_id == user_id and missing is None


async def test_sessions_list_by_cursor_and_revoke_only_for_their_owner(
    core: Core, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core)
    stranger, _ = await sign_in(core)
    for _ in range(3):
        clock.advance(timedelta(seconds=1))
        await core.identity.tokens.issue(user_id, SessionKind.GAME, ("totem:read",))
    async with core.uow() as uow:
        everything = await uow.auth_sessions.list_for_user(user_id, 10)
        older = await uow.auth_sessions.list_for_user(
            user_id, 10, (everything[1].created_at, everything[1].id)
        )
        assert await uow.auth_sessions.revoke(everything[0].id, stranger, clock.now()) is None
        revoked = await uow.auth_sessions.revoke(everything[0].id, user_id, clock.now())
        await uow.commit()
    assert len(everything) == 4
    assert [s.id for s in older] == [s.id for s in everything[2:]]
    assert revoked is not None and revoked.revoked_at == clock.now()
    assert everything[0].scopes == ("totem:read",)


async def test_revoked_sessions_are_loaded_by_a_new_revocation_list(
    core: Core, clock: FrozenClock
) -> None:
    user_id, _ = await sign_in(core)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI)
    async with core.uow() as uow:
        await uow.auth_sessions.revoke(issued.session.id, user_id, clock.now())
        await uow.commit()
    assert not core.identity.revocations.is_revoked(issued.session.id)
    assert await core.identity.revocations.catch_up() == 1
    assert core.identity.revocations.is_revoked(issued.session.id)


def service(owner: uuid.UUID, clock: FrozenClock, number: int = 1) -> Service:
    now = clock.now()
    return Service(
        id=f"{number:024x}",
        slug=f"app-{number}",
        name=f"App {number}",
        owner_id=owner,
        created_at=now,
        updated_at=now,
        description="A game companion",
        redirect_urls=("https://app.example/cb", "com.example.app:/cb"),
        domains=(AllowedDomain("app.example", "t" * 32, now),),
        permissions=("profile:read",),
    )


async def test_services_round_trip_with_their_domains_and_consents(
    core: Core, clock: FrozenClock
) -> None:
    owner, _ = await sign_in(core)
    first, second = service(owner, clock, 1), service(owner, clock, 2)
    async with core.uow() as uow:
        await uow.services.add(first)
        await uow.services.add(second)
        await uow.consents.put(Consent(owner, first.id, ("profile:read",), clock.now()))
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.services.get(first.id) == first
        assert await uow.services.by_slug("app-2") == second
        assert [s.id for s in await uow.services.list(owner, 10, None)] == [first.id, second.id]
        assert [s.id for s in await uow.services.list(None, 10, first.id)] == [second.id]
        assert await uow.services.list(uuid.uuid4(), 10, None) == []
        consent = await uow.consents.get(owner, first.id)
    assert consent is not None and consent.permissions == ("profile:read",)
    assert await core.services.cors.decide(
        "https://app.example"
    ) == await core.services.cors.decide("https://x.y")


async def test_a_verified_domain_becomes_an_allowed_origin(core: Core, clock: FrozenClock) -> None:
    owner, _ = await sign_in(core)
    stored = service(owner, clock)
    async with core.uow() as uow:
        await uow.services.add(stored)
        await uow.commit()
    stored.mark_verified("app.example", clock.now())
    async with core.uow() as uow:
        await uow.services.update(stored)
        await uow.commit()
    await core.services.cors.changed()
    assert (await core.services.cors.decide("https://app.example")).allowed
    assert (await core.services.cors.decide("https://eu.app.example")).allowed
    assert not (await core.services.cors.decide("http://app.example")).allowed
    assert not (await core.services.cors.decide("https://app.example.evil")).allowed
    assert not (await core.services.cors.decide("https://app.example")).credentials


async def test_removing_a_service_removes_its_consents(core: Core, clock: FrozenClock) -> None:
    owner, _ = await sign_in(core)
    stored = service(owner, clock)
    async with core.uow() as uow:
        await uow.services.add(stored)
        await uow.consents.put(Consent(owner, stored.id, (), clock.now()))
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.services.remove(stored.id)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.services.get(stored.id) is None
        assert await uow.consents.get(owner, stored.id) is None
