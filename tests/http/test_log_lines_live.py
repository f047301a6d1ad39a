"""What a real `svc serve` logs of values a client chose: each record stays one line, in text
and in JSON, no line can be forged, and a failed write's traceback shows none of its values.

A path is logged as sent (decoded) when a request fails: here its database lost a column
under it, so ``GET /v1/public/users/<name>`` is a 500 and ``svc.http`` logs the path with the
traceback. The name carries ``%0A`` followed by a whole access line, ``%0D``, an ANSI escape,
NEL, the Unicode line separator, a bidi override and a backslash.

A feedback whose row the database refuses (a constraint added under the running server) is a
500 too: its traceback names the statement and the constraint, never the message or the
contact address sent, on SQLite and on PostgreSQL (whose messages quote the failing row).
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

import asyncpg
import httpx
import pytest
from sqlalchemy.engine import make_url

from entrypoints.log_escaping import unescape
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, wait_until

pytestmark = pytest.mark.slow

FORGED = "INFO svc.access: GET - 200 1.0ms requestId=forged"  # no "/": one path segment
NAME = f"x\n{FORGED}\r\x1b[2K\x85\u2028\u202e\\n"  # a public name has at most 64 characters
CONTROLS = "\n\r\x1b\x85\u2028\u202e"
RECORD = re.compile(r"(DEBUG|INFO|WARNING|ERROR|CRITICAL) [A-Za-z0-9_.]+: .*")


@pytest.fixture(params=["text", "json"])
def server(
    request: pytest.FixtureRequest, tmp_path: Path, sqlite_template: SqliteTemplate
) -> Iterator[LiveServer]:
    url = sqlite_template.fresh(tmp_path)
    env = server_env(url, tmp_path / "var", SVC_LOG_FORMAT=request.param)
    with LiveServer(env) as live:
        database = sqlite3.connect(str(make_url(url).database))
        try:  # the public profile read now fails: a 500, logged with the path
            database.execute("ALTER TABLE users RENAME COLUMN name_lower TO name_lower_gone")
            database.commit()
        finally:
            database.close()
        yield live


def _request(server: LiveServer, request_id: str) -> None:
    response = httpx.get(
        f"{server.base_url}/v1/public/users/{quote(NAME, safe='')}",
        headers={"X-Request-Id": request_id},
        timeout=OUTBOUND,
    )
    assert response.status_code == 500, response.text
    # Both records of the request: the error (with its traceback) and the access line.
    wait_until(lambda: server.output().count(request_id) >= 2, "the request's records")


def test_a_path_with_line_breaks_and_escapes_stays_in_its_record(server: LiveServer) -> None:
    _request(server, "forging-1")
    log = server.output()
    lines = log.splitlines()
    assert not set(log) & set(CONTROLS) - {"\n"}

    if lines[0].startswith("{"):
        records = [json.loads(line) for line in lines]  # every line is a whole record
        [error] = [r for r in records if r["logger"] == "svc.http" and "forging-1" in r["message"]]
        assert not set(error["message"] + error["exception"]) & set(CONTROLS)
        assert unescape(error["message"]).startswith(
            f"unhandled error on GET /v1/public/users/{NAME}"
        )
        assert "Traceback" in error["exception"]
        holding = [r for r in records if "requestId=forged" in json.dumps(r)]
    else:
        assert all(RECORD.fullmatch(line) for line in lines), lines
        [error] = [
            line for line in lines if line.startswith("ERROR svc.http") and "forging-1" in line
        ]
        assert unescape(error).startswith(
            f"ERROR svc.http: unhandled error on GET /v1/public/users/{NAME}"
        )
        assert "\\nTraceback (most recent call last):" in error  # the traceback, on the line
        holding = [line for line in lines if "requestId=forged" in line]
    assert holding == [error]  # the forged text is inside the error record, nowhere else


MESSAGE = "my private feedback, not for the log"
CONTACT = "someone.private@example.org"


def _refuse_feedback(url: str) -> None:
    """The database refuses every new feedback row (a constraint the app does not know)."""
    if url.startswith("sqlite"):
        database = sqlite3.connect(str(make_url(url).database))
        try:
            database.execute(
                "CREATE TRIGGER refuse_feedback BEFORE INSERT ON feedback "
                "BEGIN SELECT RAISE(ABORT, 'refuse_feedback'); END"
            )
            database.commit()
        finally:
            database.close()
        return

    async def add_constraint() -> None:
        dsn = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        connection = await asyncpg.connect(dsn)
        try:
            await connection.execute(
                "ALTER TABLE feedback ADD CONSTRAINT refuse_feedback CHECK (false) NOT VALID"
            )
        finally:
            await connection.close()

    asyncio.run(add_constraint())


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_a_refused_write_logs_no_value_it_carried(
    backend: str, tmp_path: Path, database_url_for: Callable[[str], str]
) -> None:
    url = database_url_for(backend)
    _refuse_feedback(url)
    with LiveServer(server_env(url, tmp_path / "var")) as server:
        response = httpx.post(
            f"{server.base_url}/v1/feedback",
            json={"category": "bug", "message": MESSAGE, "contact": CONTACT},
            headers={"X-Request-Id": "refused-1"},
            timeout=OUTBOUND,
        )
        assert response.status_code == 500, response.text
        wait_until(lambda: server.output().count("refused-1") >= 2, "the request's records")
        log = server.output()
    for private in (MESSAGE, CONTACT, "my private", "someone.private"):
        assert private not in log
    [error] = [line for line in log.splitlines() if line.startswith("ERROR svc.http")]
    assert "refused-1" in error and "Traceback" in error  # the traceback is on the line
    assert "INSERT INTO feedback" in error and "refuse_feedback" in error
