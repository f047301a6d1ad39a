"""The friendship rules, one scenario each: what is refused, with which code, and what changes."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from domain.shared.errors import DomainError
from domain.social import friendship
from domain.social.blocks import Block
from domain.social.friendship import Caps, Pair
from domain.social.links import FriendLink, Visibility, link_pair
from domain.social.requests import REQUEST_TTL, FriendRequest, RequestStatus

A, B = uuid.UUID(int=1), uuid.UUID(int=2)
NOW = datetime(2026, 11, 22, tzinfo=UTC)
ROOM = Caps(0, 1000, 0, 1000)


def request(sender=A, recipient=B, at=NOW, rid="0" * 23 + "1") -> FriendRequest:  # type: ignore[no-untyped-def]
    return FriendRequest.new(rid, sender, recipient, None, at)


def send(pair: Pair, sender=A, recipient=B, accepts=True, caps=ROOM):  # type: ignore[no-untyped-def]
    return friendship.send(
        pair,
        sender,
        recipient,
        note="hi",
        recipient_accepts=accepts,
        caps=caps,
        now=NOW,
        new_id="f" * 24,
    )


def code_of(call) -> str:  # type: ignore[no-untyped-def]
    try:
        change = call()
    except DomainError as error:
        return error.code
    assert change.refusal is not None, "expected a refusal"
    return change.refusal.code


class TestSend:
    def test_a_request_is_created_pending_for_thirty_days(self) -> None:
        change = send(Pair(A, B))
        created = change.create_request
        assert created is not None and created.status is RequestStatus.PENDING
        assert created.expires_at - created.created_at == REQUEST_TTL
        assert created.note == "hi" and change.result == created

    @pytest.mark.parametrize(
        ("pair", "accepts", "code"),
        [
            (Pair(A, B, blocks=(Block(A, B, NOW),)), True, "friends.blocked"),
            (Pair(A, B, blocks=(Block(B, A, NOW),)), True, "friends.requests_refused"),
            (Pair(A, B), False, "friends.requests_refused"),
            (Pair(A, B, links=tuple(link_pair(A, B, NOW, NOW))), True, "friends.already_friends"),
            (Pair(A, B, requests=(request(),)), True, "friends.request_pending"),
        ],
    )
    def test_refusals(self, pair: Pair, accepts: bool, code: str) -> None:
        assert code_of(lambda: send(pair, accepts=accepts)) == code

    def test_to_oneself_is_invalid(self) -> None:
        assert code_of(lambda: send(Pair(A, A), A, A)) == "friends.self_request"

    @pytest.mark.parametrize(
        ("caps", "code"),
        [
            (Caps(5, 5, 0, 9), "friends.limit_reached"),
            (Caps(0, 9, 5, 5), "friends.other_limit_reached"),
        ],
    )
    def test_the_limit_of_either_side(self, caps: Caps, code: str) -> None:
        assert code_of(lambda: send(Pair(A, B), caps=caps)) == code

    def test_already_friends_repairs_a_one_way_link_before_refusing(self) -> None:
        one_way = FriendLink(B, A, NOW, NOW, NOW, favorite=True)
        change = send(Pair(A, B, links=(one_way,)))
        assert change.refusal is not None and change.refusal.code == "friends.already_friends"
        (added,) = change.add_links
        assert (added.owner_id, added.friend_id) == (A, B)
        assert added.favorite is False and added.accepted_at == NOW

    def test_a_crossing_request_is_accepted_instead(self) -> None:
        theirs = request(B, A)
        change = send(Pair(A, B, requests=(theirs,)))
        assert change.create_request is None
        assert change.result is not None and change.result.id == theirs.id
        assert change.result.status is RequestStatus.ACCEPTED
        assert {(x.owner_id, x.friend_id) for x in change.add_links} == {(A, B), (B, A)}
        assert change.notify_accepted is not None and change.notify_accepted.sender_id == B

    def test_an_expired_crossing_request_is_not_accepted(self) -> None:
        old = request(B, A, at=NOW - REQUEST_TTL)
        change = send(Pair(A, B, requests=(old,)))
        assert change.create_request is not None and not change.add_links

    def test_a_new_request_supersedes_my_expired_one(self) -> None:
        old = request(A, B, at=NOW - REQUEST_TTL - timedelta(days=1))
        change = send(Pair(A, B, requests=(old,)))
        (closed,) = change.close_requests
        assert closed.id == old.id and closed.status is RequestStatus.EXPIRED
        assert change.create_request is not None


class TestAccept:
    def test_makes_both_links_accepts_and_notifies_the_sender(self) -> None:
        pending = request()
        change = friendship.accept(Pair(A, B, requests=(pending,)), pending, B, caps=ROOM, now=NOW)
        assert {(x.owner_id, x.friend_id) for x in change.add_links} == {(A, B), (B, A)}
        assert all(
            x.created_at == pending.created_at and x.accepted_at == NOW for x in change.add_links
        )
        assert change.result is not None and change.result.status is RequestStatus.ACCEPTED
        assert change.notify_accepted == change.result

    def test_again_changes_nothing(self) -> None:
        accepted = request().closed(RequestStatus.ACCEPTED, NOW)
        pair = Pair(A, B, links=tuple(link_pair(A, B, NOW, NOW)))
        change = friendship.accept(pair, accepted, B, caps=ROOM, now=NOW)
        assert change.add_links == () and change.notify_accepted is None
        assert change.result == accepted

    def test_closes_the_crossing_request_too(self) -> None:
        mine, theirs = request(A, B, rid="1" * 24), request(B, A, rid="2" * 24)
        change = friendship.accept(Pair(A, B, requests=(mine, theirs)), mine, B, caps=ROOM, now=NOW)
        assert {r.id: r.status for r in change.close_requests} == {
            mine.id: RequestStatus.ACCEPTED,
            theirs.id: RequestStatus.ACCEPTED,
        }

    @pytest.mark.parametrize(
        ("actor", "req", "pair", "code"),
        [
            (uuid.UUID(int=9), request(), Pair(A, B), "friends.request_not_found"),
            (A, request(), Pair(A, B), "friends.not_recipient"),
            (B, request(at=NOW - REQUEST_TTL), Pair(A, B), "friends.request_expired"),
            (
                B,
                request().closed(RequestStatus.DECLINED, NOW),
                Pair(A, B),
                "friends.request_closed",
            ),
            (B, request(), Pair(A, B, blocks=(Block(B, A, NOW),)), "friends.blocked"),
            (B, request(), Pair(A, B, blocks=(Block(A, B, NOW),)), "friends.requests_refused"),
        ],
    )
    def test_refusals(self, actor: uuid.UUID, req: FriendRequest, pair: Pair, code: str) -> None:
        assert code_of(lambda: friendship.accept(pair, req, actor, caps=ROOM, now=NOW)) == code

    def test_the_limit_is_checked(self) -> None:
        pending = request()
        call = lambda: friendship.accept(Pair(A, B), pending, B, caps=Caps(3, 3, 0, 9), now=NOW)  # noqa: E731
        assert code_of(call) == "friends.limit_reached"


class TestClosing:
    def test_decline_by_either_party_is_declined(self) -> None:
        for actor in (A, B):
            change = friendship.decline(request(), actor, NOW)
            assert change.result is not None and change.result.status is RequestStatus.DECLINED

    def test_withdraw_is_cancelled_by_the_sender_declined_by_the_recipient(self) -> None:
        assert friendship.withdraw(request(), A, NOW).result.status is RequestStatus.CANCELLED  # type: ignore[union-attr]
        assert friendship.withdraw(request(), B, NOW).result.status is RequestStatus.DECLINED  # type: ignore[union-attr]

    def test_an_expired_request_is_gone(self) -> None:
        old = request(at=NOW - REQUEST_TTL)
        assert code_of(lambda: friendship.withdraw(old, A, NOW)) == "friends.request_expired"


class TestBlocks:
    def test_block_ends_friendship_and_requests_both_ways(self) -> None:
        mine, theirs = request(A, B, rid="1" * 24), request(B, A, rid="2" * 24)
        pair = Pair(A, B, links=tuple(link_pair(A, B, NOW, NOW)), requests=(mine, theirs))
        change = friendship.block(pair, A, B, NOW)
        assert change.remove_links and change.add_block == Block(A, B, NOW)
        assert {r.id: r.status for r in change.close_requests} == {
            mine.id: RequestStatus.CANCELLED,
            theirs.id: RequestStatus.DECLINED,
        }

    def test_block_again_adds_nothing(self) -> None:
        assert friendship.block(Pair(A, B, blocks=(Block(A, B, NOW),)), A, B, NOW).add_block is None

    def test_unblock_needs_my_block(self) -> None:
        pair = Pair(A, B, blocks=(Block(B, A, NOW),))
        assert code_of(lambda: friendship.unblock(pair, A)) == "blocks.not_found"
        assert code_of(lambda: friendship.block(Pair(A, A), A, A, NOW)) == "blocks.self"


class TestLinks:
    def test_edit_changes_my_side_only(self) -> None:
        pair = Pair(A, B, links=tuple(link_pair(A, B, NOW, NOW)))
        later = NOW + timedelta(hours=1)
        change = friendship.edit(
            pair, A, later, favorite=True, visibility=Visibility.HIDDEN, note="n"
        )
        link = change.update_link
        assert link is not None and (link.owner_id, link.friend_id) == (A, B)
        assert (link.favorite, link.visibility, link.note, link.updated_at) == (
            True,
            Visibility.HIDDEN,
            "n",
            later,
        )

    def test_edit_repairs_my_missing_side_first(self) -> None:
        pair = Pair(A, B, links=(FriendLink(B, A, NOW, NOW, NOW),))
        change = friendship.edit(pair, A, NOW, favorite=True)
        assert [(x.owner_id, x.friend_id) for x in change.add_links] == [(A, B)]
        assert change.update_link is not None and change.update_link.favorite

    def test_edit_and_remove_need_a_friendship(self) -> None:
        assert code_of(lambda: friendship.edit(Pair(A, B), A, NOW)) == "friends.not_friends"
        assert code_of(lambda: friendship.unfriend(Pair(A, B), A, NOW)) == "friends.not_friends"

    def test_reconcile_removes_the_links_of_a_blocked_pair(self) -> None:
        pair = Pair(A, B, links=(FriendLink(A, B, NOW, NOW, NOW),), blocks=(Block(B, A, NOW),))
        assert friendship.reconcile(pair, NOW).remove_links

    def test_reconcile_of_a_consistent_pair_is_empty(self) -> None:
        assert friendship.reconcile(Pair(A, B, links=tuple(link_pair(A, B, NOW, NOW))), NOW).empty
