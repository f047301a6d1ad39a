"""News over HTTP: writing and publishing, the lists, follows, the feed and its notModified
answer, poll votes."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.versions import person, service_scope

NEWS, PUBLIC, FEED, FOLLOWS = "/v1/news", "/v1/public/news", "/v1/news/feed", "/v1/news/follows"
POLL = {"question": "Next event?", "options": ["Race", "Build"], "durationMs": 3_600_000}


async def user(
    client: AsyncTestClient, name: str, user_id: uuid.UUID | None = None
) -> dict[str, str]:
    return bearer((await sign_in(client.core, user_id or uuid.uuid4(), name))[1])  # type: ignore[attr-defined]


async def service_feed(client: AsyncTestClient) -> str:
    core: Core = client.core  # type: ignore[attr-defined]
    return (await service_scope(core, await person(core, "Owner"))).key


async def test_write_publish_and_read_news(http: AsyncTestClient) -> None:
    admin = await user(http, "Root", SUPER_ADMIN)
    reader = await user(http, "Reader")
    feed = await service_feed(http)
    made = await http.post(
        NEWS,
        json={"feed": feed, "title": "Season 2", "body": "**New** maps", "poll": POLL},
        headers=admin,
    )
    assert made.status_code == 201, made.text
    assert made.headers["etag"] == '"1"'
    news = made.json()["news"]
    assert (news["status"], news["released"], news["releaseAt"], news["feed"]) == (
        "draft",
        False,
        None,
        feed,
    )
    assert news["poll"]["durationMs"] == 3_600_000 and news["poll"]["expiresAt"] is None
    url = f"{NEWS}/{news['id']}"
    assert (await http.get(url, headers=reader)).status_code == 404
    assert (await http.get(PUBLIC)).json()["items"] == []
    assert (
        await http.post(f"{url}/poll/vote", json={"option": 0}, headers=reader)
    ).status_code == 404

    stale = await http.patch(
        url, json={"status": "published"}, headers={**admin, "If-Match": '"9"'}
    )
    assert (stale.status_code, stale.json()["code"]) == (412, "news.stale_revision")
    published = await http.patch(
        url, json={"status": "published"}, headers={**admin, "If-Match": '"1"'}
    )
    assert published.status_code == 200, published.text
    body = published.json()["news"]
    assert body["released"] is True and body["poll"]["expiresAt"] is not None
    assert published.headers["etag"] == '"2"'

    public = (await http.get(PUBLIC, params={"feed": feed})).json()
    assert [n["id"] for n in public["items"]] == [news["id"]] and public["nextCursor"] is None
    assert public["items"][0]["poll"]["viewerSelection"] is None

    voted = await http.post(f"{url}/poll/vote", json={"option": 1}, headers=reader)
    assert voted.status_code == 200
    poll = voted.json()["news"]["poll"]
    assert ([o["votes"] for o in poll["options"]], poll["totalVotes"], poll["viewerSelection"]) == (
        [0, 1],
        1,
        1,
    )
    changed = await http.post(f"{url}/poll/vote", json={"option": 0}, headers=reader)
    assert [o["votes"] for o in changed.json()["news"]["poll"]["options"]] == [1, 0]
    locked = await http.patch(url, json={"poll": None}, headers=admin)
    assert (locked.status_code, locked.json()["code"]) == (409, "news.poll_locked")
    bad_option = await http.post(f"{url}/poll/vote", json={"option": 5}, headers=reader)
    assert bad_option.status_code == 400

    mine = (await http.get(NEWS, headers=reader)).json()
    assert mine["items"][0]["poll"]["viewerSelection"] == 0


async def test_bad_news_is_400_naming_the_field(http: AsyncTestClient) -> None:
    admin = await user(http, "Root", SUPER_ADMIN)
    cases = {
        "feed": {"feed": "service:" + "0" * 24, "title": "T", "body": "B"},
        "poll.options": {
            "feed": "platform",
            "title": "T",
            "body": "B",
            "poll": {**POLL, "options": ["Same", "SAME"]},
        },
    }
    for field, body in cases.items():
        refused = await http.post(NEWS, json=body, headers=admin)
        assert refused.status_code == 400, refused.text
        assert refused.json()["errors"][0]["field"] == field
    no_duration = {**POLL}
    del no_duration["durationMs"]
    missing = await http.post(
        NEWS,
        json={"feed": "platform", "title": "T", "body": "B", "poll": no_duration},
        headers=admin,
    )
    assert missing.status_code == 400
    writer_less = await user(http, "Reader")
    denied = await http.post(
        NEWS, json={"feed": "platform", "title": "T", "body": "B"}, headers=writer_less
    )
    assert (denied.status_code, denied.json()["code"]) == (403, "permissions.denied")


async def test_follows_and_the_feed_answer_not_modified_until_something_changes(
    http: AsyncTestClient,
) -> None:
    admin = await user(http, "Root", SUPER_ADMIN)
    reader = await user(http, "Reader")
    feed, other = await service_feed(http), await service_feed(http)
    unknown = await http.put(FOLLOWS, json={"feeds": [feed, "extension:nope"]}, headers=reader)
    assert (unknown.status_code, unknown.json()["code"]) == (400, "news.unknown_feed")
    assert unknown.json()["errors"][0]["field"] == "feeds[1]"
    too_many = await http.put(FOLLOWS, json={"feeds": ["platform"] * 51}, headers=reader)
    assert too_many.status_code == 400
    follows = await http.put(FOLLOWS, json={"feeds": [feed, "platform"]}, headers=reader)
    assert follows.status_code == 200 and follows.json()["feeds"] == sorted([feed, "platform"])
    assert (await http.get(FOLLOWS, headers=reader)).json() == follows.json()

    first = (await http.get(FEED, headers=reader)).json()
    assert (first["notModified"], first["items"]) == (False, [])
    since = first["stampMs"]
    same = (await http.get(FEED, params={"sinceMs": since}, headers=reader)).json()
    assert same == {"notModified": True, "items": [], "nextCursor": None, "stampMs": since}

    await http.post(
        NEWS,
        json={"feed": other, "title": "Elsewhere", "body": "x", "status": "published"},
        headers=admin,
    )
    assert (await http.get(FEED, params={"sinceMs": since}, headers=reader)).json()[
        "notModified"
    ] is True
    await http.post(
        NEWS,
        json={"feed": feed, "title": "Ours", "body": "x", "status": "published"},
        headers=admin,
    )
    fresh = (await http.get(FEED, params={"sinceMs": since}, headers=reader)).json()
    assert fresh["notModified"] is False and [n["title"] for n in fresh["items"]] == ["Ours"]
    assert fresh["stampMs"] > since
    quiet = (await http.get(FEED, params={"sinceMs": fresh["stampMs"]}, headers=reader)).json()
    assert quiet["notModified"] is True


async def test_writers_see_drafts_in_their_list(http: AsyncTestClient) -> None:
    admin = await user(http, "Root", SUPER_ADMIN)
    reader = await user(http, "Reader")
    for i in range(3):
        await http.post(
            NEWS, json={"feed": "platform", "title": f"Draft {i}", "body": "x"}, headers=admin
        )
    written = (await http.get(NEWS, params={"status": "draft", "limit": 2}, headers=admin)).json()
    assert [n["title"] for n in written["items"]] == ["Draft 2", "Draft 1"]
    rest = (
        await http.get(
            NEWS, params={"status": "draft", "cursor": written["nextCursor"]}, headers=admin
        )
    ).json()
    assert [n["title"] for n in rest["items"]] == ["Draft 0"]
    assert (await http.get(NEWS, headers=reader)).json()["items"] == []
    assert (await http.get(NEWS, params={"limit": 0}, headers=reader)).status_code == 400
