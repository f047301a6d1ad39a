"""The admin actions of every area the console drives write the audit log on every backend:
feedback triage, messages of the day, a channel move (a rollback), a release's change, a manual
order grant and revoke, a report's triage, a super admin's change of a service not theirs; a
stale or refused change writes nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import replace

import pytest

from adapters.system.clock import FrozenClock
from application.audit.ports import AuditFilter
from application.feedback.inbox import FeedbackDraft, Triage
from application.motd.messages import MotdDraft
from application.services.directory import ServiceDraft
from application.social.reports import ReportTriage
from application.versions.releases import ReleaseChanges
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.audit.entry import AuditEntry, Target, Via
from domain.feedback.feedback import Category, Status
from domain.motd.message import GLOBAL
from domain.shared.errors import PreconditionFailed
from domain.shop.errors import GrantStateConflict
from domain.social.errors import ReportNotFound
from domain.social.reports import ReportStatus
from domain.versions.release import ReleaseStatus
from tests.support.shop import SECRET, checkout, product
from tests.support.versions import admin, person, release, service_scope


@pytest.fixture
async def built(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    settings = settings_for(database_url, payments_webhook_secrets=(SECRET,), rate_limit_scale=0)
    async with await build_core(settings, clock=clock) as core:
        yield core


async def entries(core: Core, action: str) -> list[AuditEntry]:
    async with core.uow() as uow:
        return await uow.audit.page(AuditFilter(action=action), None, 100)


async def test_triage_and_the_message_of_the_day(built: Core) -> None:
    core = built
    root, sender = await admin(core), await person(core)
    console = root.through(Via.CONSOLE)
    sent = await core.feedback.send(sender, FeedbackDraft(Category.BUG, "Lag"), "203.0.113.9")
    await core.feedback.triage(console, sent.id, Triage(Status.TRIAGED, "#812"), 1)
    with pytest.raises(PreconditionFailed):  # stale: no entry
        await core.feedback.triage(console, sent.id, Triage(Status.CLOSED), 1)
    [triaged] = await entries(core, "feedback.*")
    assert (triaged.action, triaged.target, triaged.via) == ("feedback.triage",
                                                             Target("feedback", sent.id),
                                                             Via.CONSOLE)  # fmt: skip
    assert triaged.before == {"status": "new", "note": "", "revision": 1}
    assert triaged.after == {"status": "triaged", "note": "#812", "revision": 2}

    motd = await core.motd.create(console, MotdDraft(GLOBAL, "de", "Hallo"))
    await core.motd.replace(console, motd.id, MotdDraft(GLOBAL, "de", "Servus"), 1)
    with pytest.raises(PreconditionFailed):
        await core.motd.replace(console, motd.id, MotdDraft(GLOBAL, "de", "Moin"), 1)
    await core.motd.delete(console, motd.id, None)
    log = await entries(core, "motd.*")
    assert [e.action for e in log] == ["motd.delete", "motd.put", "motd.create"]
    assert log[1].before is not None and log[1].after is not None
    assert (log[1].before["text"], log[1].after["text"]) == ("Hallo", "Servus")


async def test_a_rollback_a_release_change_and_a_manual_grant(built: Core) -> None:
    core = built
    root, buyer = await admin(core), await person(core)
    scope = await service_scope(core)
    first = await release(core, root, scope, "2026.11.01-aaaaaaa")
    second = await release(core, root, scope, "2026.11.02-bbbbbbb")
    await core.versions.channels.move(root, scope, "stable", first.id)
    await core.versions.channels.move(root, scope, "stable", second.id)
    await core.versions.channels.move(root, scope, "stable", first.id, reason="crash on start")
    moves = await entries(core, "versions.channel.move")
    assert [e.target for e in moves] == [Target("channel", f"{scope.key}/stable")] * 3
    rollback = moves[0]
    assert rollback.before is not None and rollback.after is not None
    assert (rollback.before["releaseId"], rollback.after["releaseId"]) == (second.id, first.id)
    assert (rollback.after["kind"], rollback.after["reason"]) == ("rollback", "crash on start")
    draft = await release(core, root, scope, "2026.11.03-ccccccc", ReleaseStatus.DRAFT)
    await core.versions.releases.update(root, draft.id, ReleaseChanges(notes="Faster"))
    [changed] = await entries(core, "versions.release.update")
    assert changed.before is not None and changed.after is not None
    assert (changed.before["notes"], changed.after["notes"]) == ("", "Faster")
    assert len(await entries(core, "versions.release.create")) == 3

    order = await checkout(core, buyer, await product(core, root))
    await core.shop.orders.manual(root, order.id, True, "paid by bank transfer")
    with pytest.raises(GrantStateConflict):
        await core.shop.orders.manual(root, order.id, True, "again")
    [granted] = await entries(core, "shop.order.*")
    assert granted.target == Target("order", order.id)
    assert granted.before is not None and granted.after is not None
    assert (granted.before["granted"], granted.after["granted"]) == (False, True)
    assert granted.after["reason"] == "paid by bank transfer"


async def test_a_report_is_triaged_and_listed_by_status(built: Core) -> None:
    core = built
    root, alice, bob = await admin(core), await person(core, "Alice"), await person(core, "Bob")
    report = await core.social.reports.report(alice, bob.user_id, "cheating")
    changed = await core.social.reports.triage(root, report.id, ReportTriage(
        ReportStatus.DISMISSED, "  not cheating  "), 1)  # fmt: skip
    assert (changed.status, changed.note, changed.revision) == (ReportStatus.DISMISSED,
                                                                "not cheating", 2)  # fmt: skip
    with pytest.raises(PreconditionFailed):
        await core.social.reports.triage(root, report.id, ReportTriage(ReportStatus.OPEN), 1)
    with pytest.raises(ReportNotFound):
        await core.social.reports.triage(root, "0" * 24, ReportTriage(), None)
    dismissed = await core.social.reports.page(root, None, None, None, ReportStatus.DISMISSED)
    [row] = dismissed.items
    triaged = (row.report.note, row.report.triaged_by, row.target_name)
    assert triaged == ("not cheating", root.user_id, "Bob")
    assert row.report.triaged_at == core.clock.now()
    assert (await core.social.reports.page(root, None, None, None, ReportStatus.OPEN)).items == []
    [entry] = await entries(core, "reports.triage")
    assert entry.before is not None and entry.after is not None
    assert (entry.before["status"], entry.after["status"]) == ("open", "dismissed")


async def test_a_super_admin_acting_on_a_service_not_theirs(built: Core) -> None:
    core = built
    root, owner = await admin(core), await person(core, "Owner")
    draft = ServiceDraft("launcher", "Launcher", redirect_urls=("https://app.example/cb",))
    service = await core.services.directory.create(owner, draft)
    await core.services.directory.replace(owner, service.id, replace(draft, name="Launcher 2"))
    assert await entries(core, "services.*") == []  # the owner's own changes are not admin's
    await core.services.directory.replace(root, service.id, replace(draft, official=True))
    await core.services.directory.delete(root, service.id)
    deleted, updated = await entries(core, "services.*")
    assert (updated.action, updated.target) == ("services.update", Target("service", service.id))
    assert updated.before is not None and updated.after is not None
    assert (updated.before["official"], updated.after["official"]) == (False, True)
    assert (deleted.action, deleted.after) == ("services.delete", None)
    assert deleted.before is not None and deleted.before["tokensRevoked"] == 0
