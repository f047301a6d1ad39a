"""Console lists page with the core's cursors (docs/console.md, "Pages"): the messages of the
day of a scope, 50 a page, the next page keeping the scope. The reports queue's paging is in
tests/http/test_console_moderation.py."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from litestar.testing import AsyncTestClient

from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.http.test_console import core_of, open_console

NEXT = re.compile(r'rel="next" href="([^"]+)"')
EDIT = re.compile(r'href="/console/motd/([0-9a-f]+)"')


async def test_the_messages_of_the_day_page(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> None:
    async with http_with(rate_limit_scale=0) as http:
        _, root = await sign_in(core_of(http), SUPER_ADMIN, "Root")
        made = set()
        for n in range(51):
            created = await http.post("/v1/motd/messages", headers=bearer(root),
                                      json={"locale": "en", "text": f"Hello {n}"})  # fmt: skip
            assert created.status_code == 201, created.text
            made.add(created.json()["id"])
        cookie, _ = await open_console(http, root)
        first = await http.get("/console/motd", headers=cookie)
        assert first.status_code == 200, first.text
        [link] = NEXT.findall(first.text)
        link = html.unescape(link)
        assert "scope=global" in link and "locale" not in link
        second = await http.get(link, headers=cookie)
        assert second.status_code == 200, second.text
        assert NEXT.findall(second.text) == []
        seen = [set(EDIT.findall(page.text)) for page in (first, second)]
        assert [len(s) for s in seen] == [50, 1] and seen[0] | seen[1] == made
