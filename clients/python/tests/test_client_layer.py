"""The hand-written layer without a server: retries, problems, pages, the agent's journal,
credentials file and backoff. (httpx's MockTransport stands in for the network below our
transport; nothing of ours is replaced.)"""

from __future__ import annotations

import asyncio
import stat
import uuid
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from svc_client import ProblemError, RetryPolicy, ServerCredentials, aiterate, connect, iterate
from svc_client._generated.api.connect_commands import (
    list_commands as commands,
)
from svc_client._generated.api.connect_servers import (
    get_claim_key as claim_key,
)
from svc_client.agent import credentials
from svc_client.agent.backoff import Backoff
from svc_client.agent.journal import Journal
from svc_client.problems import retry_after
from svc_client.retries import RetryingTransport

PROBLEM = "application/problem+json"
SERVER = uuid.uuid4()
CLAIMED = {"claimKey": None, "claimed": True, "expiresAt": None}


def _answers(*responses: httpx.Response) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []
    queue = list(responses)

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return queue.pop(0)

    return httpx.MockTransport(answer), seen


def _limited(retry_after: str = "0") -> httpx.Response:
    return httpx.Response(
        429,
        headers={"Retry-After": retry_after, "content-type": PROBLEM},
        json={"status": 429, "title": "Too Many Requests", "code": "rate_limited"},
    )


def test_429_and_503_are_retried_then_the_answer_is_returned() -> None:
    mock, seen = _answers(_limited(), httpx.Response(503), httpx.Response(200, json=CLAIMED))
    with connect("http://svc.test", token="t", transport=mock) as client:
        answer = claim_key.sync(SERVER, client=client)
    assert answer is not None and answer.claimed is True and len(seen) == 3
    assert all(r.headers["authorization"] == "Bearer t" for r in seen)


def test_retries_stop_after_the_policy_attempts_with_a_problem() -> None:
    mock, seen = _answers(*[_limited() for _ in range(3)])
    policy = RetryPolicy(attempts=3)
    client = connect("http://svc.test", token="t", transport=mock, retry=policy)
    with client, pytest.raises(ProblemError) as raised:
        claim_key.sync(SERVER, client=client)
    assert len(seen) == 3
    assert raised.value.status == 429 and raised.value.code == "rate_limited"
    assert raised.value.retry_after == 0


def test_other_errors_are_not_retried_and_carry_the_problem() -> None:
    body = {"status": 409, "title": "Conflict", "code": "x.y", "detail": "d", "requestId": "r1"}
    mock, seen = _answers(httpx.Response(409, json=body, headers={"content-type": PROBLEM}))
    with connect("http://svc.test", transport=mock) as client, pytest.raises(ProblemError) as e:
        claim_key.sync(SERVER, client=client)
    assert len(seen) == 1
    assert (e.value.status, e.value.code, e.value.detail, e.value.request_id) == (
        409,
        "x.y",
        "d",
        "r1",
    )


def test_an_error_without_a_problem_body_still_raises() -> None:
    mock, _ = _answers(httpx.Response(502, text="bad gateway"))
    client = connect("http://svc.test", transport=mock, retry=RetryPolicy(attempts=1))
    with client, pytest.raises(ProblemError) as raised:
        claim_key.sync(SERVER, client=client)
    assert raised.value.status == 502 and raised.value.code == "http.502"


def test_async_calls_retry_and_raise_too() -> None:
    async def scenario() -> None:
        seen: list[httpx.Request] = []
        missing = {"status": 404, "title": "Not Found", "code": "nope"}
        queue = [_limited(), httpx.Response(404, json=missing, headers={"content-type": PROBLEM})]

        async def answer(request: httpx.Request) -> httpx.Response:
            seen.append(request)
            return queue.pop(0)

        client = connect("http://svc.test", async_transport=httpx.MockTransport(answer))
        async with client:
            with pytest.raises(ProblemError) as raised:
                await claim_key.asyncio(SERVER, client=client)
        assert len(seen) == 2 and raised.value.code == "nope"

    asyncio.run(scenario())


def test_server_credentials_are_sent_as_the_two_headers() -> None:
    server = ServerCredentials(uuid.uuid4(), "secret")
    mock, seen = _answers(httpx.Response(200, json=CLAIMED))
    with connect("http://svc.test", server=server, transport=mock) as client:
        claim_key.sync(server.server_id, client=client)
    assert seen[0].headers["authorization"] == "Bearer secret"
    assert seen[0].headers["x-server-id"] == str(server.server_id)
    with pytest.raises(ValueError):
        connect("http://svc.test", token="t", server=server)


@given(seconds=st.integers(0, 10_000), cap=st.floats(0.1, 100))
def test_retry_after_in_seconds_is_honoured_up_to_the_cap(seconds: int, cap: float) -> None:
    response = httpx.Response(429, headers={"Retry-After": str(seconds)})
    assert RetryPolicy(max_delay=cap).delay(1, response) == min(seconds, cap)


def test_retry_after_as_an_http_date() -> None:
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=120), usegmt=True)
    told = retry_after(httpx.Response(503, headers={"Retry-After": later}))
    assert told is not None and 100 < told <= 120
    assert retry_after(httpx.Response(503, headers={"Retry-After": "soon"})) is None


@given(attempt=st.integers(1, 30), base=st.floats(0.01, 5), cap=st.floats(0.1, 60))
def test_backoff_without_retry_after_stays_within_its_bounds(
    attempt: int, base: float, cap: float
) -> None:
    delay = RetryPolicy(base_delay=base, max_delay=cap).delay(attempt, httpx.Response(503))
    assert 0 <= delay <= min(cap, base * 2 ** (attempt - 1))


def test_a_transport_error_is_not_retried() -> None:
    calls = []

    def fail(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        raise httpx.ConnectError("down")

    transport = RetryingTransport(RetryPolicy(), httpx.MockTransport(fail))
    with pytest.raises(httpx.ConnectError):
        transport.handle_request(httpx.Request("POST", "http://svc.test/x"))
    assert len(calls) == 1  # whether a POST arrived is unknown


def test_iterate_follows_next_cursor_to_the_end() -> None:
    pages = {
        None: {"items": [_command("a")], "nextCursor": "c1"},
        "c1": {"items": [_command("b")], "nextCursor": "c2"},
        "c2": {"items": [], "nextCursor": None},
    }
    seen: list[str | None] = []

    def answer(request: httpx.Request) -> httpx.Response:
        cursor = request.url.params.get("cursor")
        seen.append(cursor)
        return httpx.Response(200, json=pages[cursor])

    with connect("http://svc.test", token="t", transport=httpx.MockTransport(answer)) as client:
        ids = [c.id for c in iterate(lambda c: commands.sync(SERVER, client=client, cursor=c))]
    assert ids == ["a", "b"] and seen == [None, "c1", "c2"]


def _command(command_id: str) -> dict[str, object]:
    return {
        "id": command_id, "serverId": str(SERVER), "action": "say", "payload": {},
        "status": "pending", "ackStatus": None, "result": None, "createdBy": None,
        "createdAt": "2026-11-22T10:00:00.000Z", "expiresAt": "2026-11-22T10:10:00.000Z",
        "acknowledgedAt": None,
    }  # fmt: skip


# -- the agent's files ---------------------------------------------------------------------


def test_credentials_are_written_0600_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "agent.json"
    saved = ServerCredentials(uuid.uuid4(), "s3cret")
    credentials.save(path, saved)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert credentials.load(path) == saved
    assert credentials.load(tmp_path / "absent.json") is None
    assert [p.name for p in path.parent.iterdir()] == ["agent.json"]  # no temporary left


STEPS = st.lists(
    st.tuples(st.sampled_from(["a", "b", "c"]), st.sampled_from(["started", "done", "acked"])),
    max_size=12,
)


@settings(deadline=None, max_examples=50)
@given(steps=STEPS, cut=st.integers(0, 40))
def test_the_journal_replays_to_the_last_complete_line(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, str]], cut: int
) -> None:
    """Whatever was written, and a last line cut anywhere by a crash, a reopened journal
    holds for each command the last state whose line was complete."""
    path = tmp_path_factory.mktemp("journal") / "agent.journal"
    journal = Journal(path)
    for command_id, state in steps:
        if state == "done":
            journal.done(command_id, "success", {"n": 1})
        else:
            getattr(journal, state)(command_id)
    expected = {c: e.state for c, e in journal.entries.items()}
    journal.close()
    text = path.read_bytes()
    if steps:  # a crash in the middle of the last line: its step is lost, no more
        last_start = text.rstrip(b"\n").rfind(b"\n") + 1
        path.write_bytes(text[: last_start + min(cut, len(text) - last_start - 2)])
        expected = {}
        for command_id, state in steps[:-1]:
            expected[command_id] = state
    reopened = Journal(path)
    assert {c: e.state for c, e in reopened.entries.items()} == expected
    reopened.close()


def test_the_journal_keeps_open_commands_and_the_latest_acknowledged(tmp_path: Path) -> None:
    path = tmp_path / "agent.journal"
    journal = Journal(path)
    for n in range(5):
        journal.started(f"c{n}")
        journal.done(f"c{n}", "success", {"n": n})
        journal.acked(f"c{n}")
    journal.started("open")
    journal.done("done", "failure", {"error": "x"})
    journal.close()
    compacted = Journal(path, kept_acked=2)
    compacted.close()
    assert {c: e.state for c, e in compacted.entries.items()} == {
        "c3": "acked", "c4": "acked", "open": "started", "done": "done",
    }  # fmt: skip
    assert len(path.read_text().splitlines()) == 4
    assert Journal(path).state("done") == compacted.state("done")


@given(st.integers(0, 40))
def test_reconnect_backoff_grows_to_its_cap_and_resets(failures: int) -> None:
    backoff = Backoff(base=0.5, cap=30.0)
    delays = [backoff.next_delay() for _ in range(failures + 1)]
    assert all(0 <= d <= min(30.0, 0.5 * 2**i) for i, d in enumerate(delays))
    backoff.reset()
    assert backoff.next_delay() <= 0.5


def test_aiterate_follows_next_cursor_with_async_calls() -> None:
    pages = {
        None: {"items": [_command("a"), _command("b")], "nextCursor": "c1"},
        "c1": {"items": [_command("c")], "nextCursor": None},
    }

    async def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=pages[request.url.params.get("cursor")])

    async def scenario() -> list[str]:
        client = connect("http://svc.test", token="t", async_transport=httpx.MockTransport(answer))
        async with client:
            return [
                c.id
                async for c in aiterate(
                    lambda cursor: commands.asyncio(SERVER, client=client, cursor=cursor)
                )
            ]

    assert asyncio.run(scenario()) == ["a", "b", "c"]
