"""Shapes of the news endpoints (docs/news.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.news.feed import FeedPage
from application.news.follows import FollowSet
from application.news.items import NewsChanges, NewsDraft, PollDefinition
from application.news.views import NewsView
from application.shared.page import Page
from domain.news.feed import FEED_MAX, FOLLOWS_MAX
from domain.news.item import BODY_MAX, TITLE_MAX, NewsStatus
from domain.polls.poll import (
    DURATION_MAX_MS,
    DURATION_MIN_MS,
    LABEL_MAX,
    OPTIONS_MAX,
    OPTIONS_MIN,
    QUESTION_MAX,
)
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    TimestampIn,
    UpdatedAt,
    incoming,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.polls import PollOut, poll_out

Feed = Annotated[str, msgspec.Meta(min_length=1, max_length=FEED_MAX)]
StatusName = Literal["draft", "published"]
Title = Annotated[str, msgspec.Meta(min_length=1, max_length=TITLE_MAX)]
Body = Annotated[str, msgspec.Meta(min_length=1, max_length=BODY_MAX)]


class NewsPollIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """The shared poll rules; ``durationMs`` is required: the poll opens when the item is
    released and closes that long after."""

    question: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=QUESTION_MAX, description=("The poll's question (required).")
        ),
    ]
    options: Annotated[
        list[Annotated[str, msgspec.Meta(min_length=1, max_length=LABEL_MAX)]],
        msgspec.Meta(
            min_length=OPTIONS_MIN,
            max_length=OPTIONS_MAX,
            description=("The option labels, unique; their count is limited."),
        ),
    ]
    duration_ms: Annotated[
        int,
        msgspec.Meta(
            ge=DURATION_MIN_MS,
            le=DURATION_MAX_MS,
            description=(
                "How long the poll runs after the item's release, in milliseconds (bounded)."
            ),
        ),
    ]

    def definition(self) -> PollDefinition:
        return PollDefinition(self.question, self.options, self.duration_ms)


# Described once, shared by the Structs below.
Status = Annotated[StatusName, msgspec.Meta(description="draft or published.")]


class NewsIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A new item: a draft, or published at once (needs news:publish too)."""

    feed: Annotated[Feed, msgspec.Meta(description="The feed (project) the item belongs to.")]
    title: Annotated[Title, msgspec.Meta(description="The item's title.")]
    body: Annotated[Body, msgspec.Meta(description="The item's body.")]
    release_at: (
        Annotated[
            TimestampIn,
            msgspec.Meta(
                description=("When the item is released to readers; null for at publication.")
            ),
        ]
        | None
    ) = None
    poll: Annotated[NewsPollIn, msgspec.Meta(description="An optional poll.")] | None = None
    status: Status = "draft"

    def draft(self) -> NewsDraft:
        return NewsDraft(
            feed=self.feed,
            title=self.title,
            body=self.body,
            release_at=incoming(self.release_at),
            poll=self.poll.definition() if self.poll else None,
            status=NewsStatus(self.status),
        )


class NewsPatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A JSON merge patch: fields left out stay; ``releaseAt: null`` means "when published",
    ``poll: null`` removes the poll."""

    feed: (
        Annotated[Feed, msgspec.Meta(description=("The new feed; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    title: (
        Annotated[Title, msgspec.Meta(description=("The new title; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    body: (
        Annotated[Body, msgspec.Meta(description=("The new body; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    release_at: (
        Annotated[
            TimestampIn,
            msgspec.Meta(
                description=(
                    "The new release time; absent leaves it, null releases at publication."
                )
            ),
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET
    poll: (
        Annotated[
            NewsPollIn, msgspec.Meta(description=("A new poll; absent leaves it, null removes it."))
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET
    status: (
        Annotated[StatusName, msgspec.Meta(description=("draft or published; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    def changes(self) -> NewsChanges:
        return NewsChanges(
            feed=self.feed if isinstance(self.feed, str) else None,
            title=self.title if isinstance(self.title, str) else None,
            body=self.body if isinstance(self.body, str) else None,
            release_at=incoming(self.release_at)
            if not isinstance(self.release_at, msgspec.UnsetType)
            else None,
            clear_release_at=self.release_at is None,
            poll=self.poll.definition() if isinstance(self.poll, NewsPollIn) else None,
            clear_poll=self.poll is None,
            status=NewsStatus(self.status) if isinstance(self.status, str) else None,
        )


class NewsPollOut(PollOut, rename="camel"):
    duration_ms: Annotated[
        int,
        msgspec.Meta(
            description=("How long the poll runs after the item's release, in milliseconds.")
        ),
    ]


class NewsOut(msgspec.Struct, rename="camel"):
    id: RecordId
    feed: Annotated[str, msgspec.Meta(description="The feed (project) the item belongs to.")]
    title: Annotated[str, msgspec.Meta(description="The item's title.")]
    body: Annotated[str, msgspec.Meta(description="The item's body.")]
    status: Status
    release_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(
                description=("When the item is released to readers; null for at publication.")
            ),
        ]
        | None
    )
    """When it is (or was) released; null on a draft released when published."""
    published_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the item was published; null while a draft.")),
        ]
        | None
    )
    released: Annotated[bool, msgspec.Meta(description="Whether readers see the item now.")]
    poll: (
        Annotated[
            NewsPollOut,
            msgspec.Meta(
                description=(
                    "The item's poll with per-option counts and the viewer's "
                    "selection; null for none."
                )
            ),
        ]
        | None
    )
    created_by: Annotated[UUID, msgspec.Meta(description="The author's user id.")]
    created_at: CreatedAt
    updated_at: UpdatedAt
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the item: each change is a new one (also the ETag).")
        ),
    ]


def news_out(view: NewsView) -> NewsOut:
    item = view.item
    poll = None
    if item.poll is not None and view.tally is not None:
        shared = poll_out(item.poll.poll, view.tally)
        poll = NewsPollOut(
            shared.question,
            shared.options,
            shared.total_votes,
            shared.expires_at,
            shared.closed,
            shared.viewer_selection,
            item.poll.duration_ms,
        )
    return NewsOut(
        id=item.id,
        feed=item.feed.key,
        title=item.title,
        body=item.body,
        status=item.status.value,
        release_at=ts_or_none(item.release_at),
        published_at=ts_or_none(item.published_at),
        released=view.released,
        poll=poll,
        created_by=item.created_by,
        created_at=ts(item.created_at),
        updated_at=ts(item.updated_at),
        revision=item.revision,
    )


class NewsEnvelope(msgspec.Struct):
    news: Annotated[NewsOut, msgspec.Meta(description="The news item.")]


class NewsListOut(msgspec.Struct, rename="camel"):
    items: Items[NewsOut]
    next_cursor: NextCursor


def news_list_out(page: Page[NewsView]) -> NewsListOut:
    return NewsListOut([news_out(v) for v in page.items], page.next_cursor)


class FeedOut(msgspec.Struct, rename="camel"):
    not_modified: Annotated[
        bool,
        msgspec.Meta(description=("true when nothing changed since `sinceMs` (items then empty).")),
    ]
    items: Items[NewsOut]
    next_cursor: NextCursor
    stamp_ms: Annotated[
        int, msgspec.Meta(description=("Send back as `sinceMs` to ask only for changes."))
    ]
    """Pass it back as `sinceMs`."""


def feed_out(feed: FeedPage) -> FeedOut:
    page = feed.page
    return FeedOut(
        feed.not_modified, [news_out(v) for v in page.items], page.next_cursor, feed.stamp
    )


class FollowsIn(msgspec.Struct, forbid_unknown_fields=True):
    feeds: Annotated[
        list[Feed],
        msgspec.Meta(
            max_length=FOLLOWS_MAX,
            description=("The feeds to follow (replaces the set; at most 50)."),
        ),
    ]


class FollowsOut(msgspec.Struct, rename="camel"):
    feeds: Annotated[list[str], msgspec.Meta(description="The feeds the caller follows.")]
    stamp_ms: Annotated[
        int, msgspec.Meta(description=("When the set last changed, in unix milliseconds."))
    ]


def follows_out(follows: FollowSet) -> FollowsOut:
    return FollowsOut(follows.feeds, follows.stamp)


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["NewsPollIn"] = {
    "question": "Which map should we play next?",
    "options": ["Desert", "Jungle", "Tundra"],
    "durationMs": 60000,
}
EXAMPLES["NewsIn"] = {
    "feed": "platform",
    "title": "Winter update is live",
    "body": "We rebuilt the spawn for the winter season.",
    "releaseAt": "2026-11-22T10:00:00.000Z",
    "poll": EXAMPLES["NewsPollIn"],
    "status": "draft",
}
EXAMPLES["NewsPatch"] = {
    "feed": "platform",
    "title": "Winter update is live",
    "body": "We rebuilt the spawn for the winter season.",
    "releaseAt": "2026-11-22T10:00:00.000Z",
    "poll": EXAMPLES["NewsPollIn"],
    "status": "draft",
}
EXAMPLES["NewsPollOut"] = {
    "question": "Which map should we play next?",
    "options": [{"index": 0, "label": "Desert", "votes": 21}],
    "totalVotes": 37,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "closed": False,
    "viewerSelection": 1,
    "durationMs": 86400000,
}
EXAMPLES["NewsOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "feed": "platform",
    "title": "Winter update is live",
    "body": "We rebuilt the spawn for the winter season.",
    "status": "draft",
    "releaseAt": "2026-11-22T10:00:00.000Z",
    "publishedAt": "2026-11-22T10:00:00.000Z",
    "released": True,
    "poll": EXAMPLES["NewsPollOut"],
    "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "revision": 7,
}
EXAMPLES["NewsEnvelope"] = {"news": EXAMPLES["NewsOut"]}
EXAMPLES["NewsListOut"] = {
    "items": [EXAMPLES["NewsOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["FeedOut"] = {
    "notModified": False,
    "items": [EXAMPLES["NewsOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
    "stampMs": 1795341600000,
}
EXAMPLES["FollowsIn"] = {"feeds": ["platform", "service:blockland-launcher"]}
EXAMPLES["FollowsOut"] = {
    "feeds": ["platform", "service:blockland-launcher"],
    "stampMs": 1795341600000,
}
