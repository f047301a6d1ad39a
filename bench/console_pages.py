"""How long the operator console's pages take on the bench's seeded database (docs/console.md,
"Speed"): a fresh SQLite database seeded as `make bench` seeds it (bench/seed.py: 10 000
users, 10 000 Connect servers, the versions and 100 000 news items), then each page asked 15
times in process (Litestar's test client, no network) by a super admin; the median and the
slowest are printed.

    .venv/bin/python bench/console_pages.py
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from litestar.testing import AsyncTestClient
from seed import seed_connect, seed_database, seed_news, seed_versions

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from entrypoints.http.app import create_app

ADMIN = uuid.UUID("00000000-0000-7000-8000-0000000c0501")


def migrated() -> tuple[Path, str]:
    d = Path(tempfile.mkdtemp())
    url = f"sqlite+aiosqlite:///{d}/bench.db"
    env = {**os.environ, "SVC_DATABASE_URL": url, "SVC_DATA_DIR": str(d), "SVC_ENV": "development"}
    svc = Path(sys.executable).parent / "svc"
    subprocess.run([str(svc), "db", "upgrade"], env=env, check=True)
    return d, url


async def main(d: Path, url: str) -> None:
    s = Settings.of(
        env="development",
        database_url=url,
        data_dir=d,
        super_admin_ids=frozenset({ADMIN}),
        rate_limit_scale=0,
    )
    seeded = await seed_database(s, 10_000, 10_000, [seed_connect, seed_versions, seed_news])
    async with await build_core(s) as core:
        await core.identity.users.ensure(ADMIN, "Root")
        token = (await core.identity.tokens.issue(ADMIN, SessionKind.CLI, ())).token
        async with AsyncTestClient(app=create_app(core=core)) as http:
            r = await http.get("/console/session", headers={"Cookie": f"svc_token={token}"})
            v = next(
                c for c in r.headers.get_list("set-cookie") if c.startswith("svc_console")
            ).split(";")[0]
            scope = seeded.extra.get("release_scope_id", "")
            for p in [
                "/console/",
                "/console/users?q=bench",
                f"/console/users/{seeded.user_id}",
                f"/console/users/{seeded.user_id}?why=profile:read",
                "/console/roles",
                f"/console/releases?type=service&id={scope}",
                "/console/news",
                "/console/motd",
                "/console/moderation",
                "/console/connect?q=bench",
                "/console/connect",
                "/console/shop",
                "/console/audit",
            ]:
                times = []
                for _ in range(15):
                    a = time.perf_counter()
                    r = await http.get(p, headers={"Cookie": v})
                    times.append((time.perf_counter() - a) * 1000)
                    assert r.status_code == 200, (p, r.status_code, r.text[:300])
                print(
                    f"{p:70s} median {statistics.median(times):6.1f} ms  max {max(times):6.1f} ms"
                )


if __name__ == "__main__":
    asyncio.run(main(*migrated()))
