"""`svc routes`: every operation of the app with the access its handler declares and the rate
limit its caller's address spends, for review (entrypoints/http/route_access.py)."""

from __future__ import annotations

import re

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.route_access import describe, route_table
from tests.support.cli import svc


def test_prints_one_row_per_operation_with_its_access_and_rate(env: dict[str, str]) -> None:
    printed = svc("routes", env={**env, "SVC_DATABASE_URL": "memory://"})
    assert printed.returncode == 0, printed.stderr
    header, *rows = printed.stdout.splitlines()
    assert header.split() == ["METHOD", "PATH", "ACCESS", "ADDRESS", "RATE"]
    table = route_table(create_app(Settings.of(env="test", database_url="memory://")).app.app)
    assert len(rows) == len(table)
    printed_rows = {tuple(re.split(r"\s{2,}", row.strip())) for row in rows}
    for key, (access, rate) in table.items():
        assert (*key.split(" ", 1), describe(access), rate or "-") in printed_rows
    assert ("POST", "/v1/connect/servers/register", "public", "register") in printed_rows
    assert ("GET", "/v1/profile/self", "scope profile:read", "-") in printed_rows
    assert ("GET", "/v1/admin/roles", "full sign-in", "-") in printed_rows
