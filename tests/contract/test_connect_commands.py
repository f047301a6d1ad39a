"""Commands over every backend: create, poll, acknowledge, expiry, paging, extension actions."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from bootstrap.core import Core
from domain.connect.command import AckStatus, CommandStatus
from domain.connect.errors import (
    CommandAlreadyAcknowledged,
    CommandExpired,
    CommandNotFound,
    ServerNotFound,
)
from domain.connect.extension import ExtensionAction
from domain.connect.member import MemberRole
from domain.connect.schema import FieldType, SchemaField, build_schema
from domain.shared.errors import InvalidInput
from tests.support.connect import owned_server, user

TTL = timedelta(seconds=600)


class TestPollAndAcknowledge:
    async def test_the_server_polls_pending_commands_oldest_first(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        commands = core.connect.commands
        created = []
        for text in ("one", "two", "three"):
            created.append(await commands.create(owner, server.server_id, "say", {"text": text}))
            clock.advance(timedelta(milliseconds=1))
        polled = await commands.pending(server.credentials, server.server_id, None)
        assert [c.id for c in polled] == [c.id for c in created]
        assert polled[0].payload == {"text": "one"}
        assert [c.id for c in await commands.pending(server.credentials, server.server_id, 2)] == [
            c.id for c in created[:2]
        ]

    async def test_an_acknowledged_command_leaves_the_poll(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        commands = core.connect.commands
        command = await commands.create(owner, server.server_id, "restart", {})
        acked = await commands.acknowledge(
            server.credentials, server.server_id, command.id, AckStatus.FAILURE, {"reason": "busy"}
        )
        assert acked.ack is not None and acked.ack.status is AckStatus.FAILURE
        assert acked.ack.result == {"reason": "busy"}
        assert await commands.pending(server.credentials, server.server_id, None) == []
        with pytest.raises(CommandAlreadyAcknowledged):
            await commands.acknowledge(
                server.credentials, server.server_id, command.id, AckStatus.SUCCESS, {}
            )

    async def test_an_expired_command_is_reported_expired_and_refuses_acks(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        commands = core.connect.commands
        command = await commands.create(owner, server.server_id, "say", {})
        clock.advance(TTL)
        assert await commands.pending(server.credentials, server.server_id, None) == []
        with pytest.raises(CommandExpired):
            await commands.acknowledge(
                server.credentials, server.server_id, command.id, AckStatus.SUCCESS, {}
            )
        page, _ = await commands.recent(owner, server.server_id, None, None)
        assert page[0].status(clock.now(), commands.ttl) is CommandStatus.EXPIRED

    async def test_another_servers_command_is_not_found(self, core: Core) -> None:
        owner = await user(core)
        first, second = await owned_server(core, owner), await owned_server(core, owner)
        command = await core.connect.commands.create(owner, first.server_id, "say", {})
        for command_id in (command.id, "f" * 24):
            with pytest.raises(CommandNotFound):
                await core.connect.commands.acknowledge(
                    second.credentials, second.server_id, command_id, AckStatus.SUCCESS, {}
                )

    async def test_concurrent_acknowledgements_apply_once(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        command = await core.connect.commands.create(owner, server.server_id, "say", {})
        outcomes = await asyncio.gather(
            *(
                core.connect.commands.acknowledge(
                    server.credentials, server.server_id, command.id, AckStatus.SUCCESS, {"n": n}
                )
                for n in range(10)
            ),
            return_exceptions=True,
        )
        assert sum(not isinstance(o, BaseException) for o in outcomes) == 1
        assert all(
            isinstance(o, CommandAlreadyAcknowledged)
            for o in outcomes
            if isinstance(o, BaseException)
        )


class TestDashList:
    async def test_pages_go_newest_first_across_every_status(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        commands = core.connect.commands
        ids = []
        for n in range(5):
            ids.append((await commands.create(owner, server.server_id, "say", {"n": n})).id)
            if n == 2:
                clock.advance(timedelta(milliseconds=5))
        await commands.acknowledge(
            server.credentials, server.server_id, ids[0], AckStatus.SUCCESS, {}
        )
        seen, cursor = [], None
        while True:
            page, cursor = await commands.recent(owner, server.server_id, 2, cursor)
            seen += [c.id for c in page]
            if cursor is None:
                break
        assert seen == list(reversed(ids))

    @pytest.mark.parametrize("cursor", ["garbage", "1-xyz", "-" * 10])
    async def test_a_foreign_cursor_is_refused(self, core: Core, cursor: str) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        with pytest.raises(InvalidInput):
            await core.connect.commands.recent(owner, server.server_id, None, cursor)

    async def test_limits_are_clamped_and_at_least_one(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        await core.connect.commands.create(owner, server.server_id, "say", {})
        page, _ = await core.connect.commands.recent(owner, server.server_id, 10_000, None)
        assert len(page) == 1
        with pytest.raises(InvalidInput):
            await core.connect.commands.pending(server.credentials, server.server_id, 0)

    async def test_pending_commands_are_counted_up_to_a_cap(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        for _ in range(5):
            await core.connect.commands.create(owner, server.server_id, "say", {})
        async with core.uow() as uow:
            counted = await uow.connect.commands.count_pending(
                server.server_id, clock.now() - TTL, 3
            )
            none = await uow.connect.commands.count_pending(server.server_id, clock.now(), 3)
        assert (counted, none) == (3, 0)


class TestExtensionActions:
    async def _published(self, core: Core):
        owner = await user(core)
        server = await owned_server(core, owner)
        schema = build_schema(
            "1",
            [
                SchemaField("player", "Player", FieldType.STRING),
                SchemaField("minutes", "Minutes", FieldType.INT),
            ],
        )
        await core.connect.extensions.publish(
            server.credentials,
            server.server_id,
            "chat",
            "Chat",
            "",
            [ExtensionAction("mute", "Mute", "Mute a player", schema)],
        )
        return owner, server

    async def test_a_published_action_is_sent_when_its_payload_fits(self, core: Core) -> None:
        owner, server = await self._published(core)
        command = await core.connect.commands.create(
            owner, server.server_id, "extension:chat:mute", {"player": "Steve", "minutes": 5}
        )
        assert command.action == "extension:chat:mute"

    @pytest.mark.parametrize(
        ("action", "payload", "field"),
        [
            ("extension:chat:ban", {}, "action"),
            ("extension:other:mute", {}, "action"),
            ("extension:chat:mute", {"minutes": "five"}, "payload.minutes"),
            ("extension:chat:mute", {"reason": "spam"}, "payload.reason"),
        ],
    )
    async def test_unpublished_actions_and_misfit_payloads_are_refused(
        self, core: Core, action: str, payload: dict, field: str
    ) -> None:
        owner, server = await self._published(core)
        with pytest.raises(InvalidInput) as refused:
            await core.connect.commands.create(owner, server.server_id, action, payload)
        assert refused.value.field == field

    async def test_a_member_needs_the_extension_node_too(self, core: Core) -> None:
        owner, server = await self._published(core)
        operator = await user(core, "Operator")
        await core.connect.members.put(
            owner, server.server_id, operator.user_id, MemberRole.OPERATOR
        )
        action, payload = "extension:chat:mute", {"player": "Steve"}
        await core.connect.commands.create(operator, server.server_id, "say", {})
        with pytest.raises(MissingPermission):
            await core.connect.commands.create(operator, server.server_id, action, payload)
        await core.permissions.grants.put(
            OPERATOR, operator.user_id, GrantChange("svc.connect.extensions.chat")
        )
        await core.connect.commands.create(operator, server.server_id, action, payload)

    async def test_a_stranger_cannot_learn_of_the_server(self, core: Core) -> None:
        _, server = await self._published(core)
        with pytest.raises(ServerNotFound):
            await core.connect.commands.create(
                await user(core, "Stranger"), server.server_id, "say", {}
            )
