"""Poll payloads shared by every area that carries polls (chat messages, news items)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from domain.polls.poll import OPTIONS_MAX, Poll, Tally
from entrypoints.http.dto.common import Timestamp, ts_or_none


class OptionOut(msgspec.Struct):
    index: int
    label: str
    votes: int


class PollOut(msgspec.Struct, rename="camel"):
    question: str
    options: list[OptionOut]
    total_votes: int
    expires_at: Timestamp | None
    closed: bool
    viewer_selection: int | None


def poll_out(poll: Poll, tally: Tally) -> PollOut:
    options = [OptionOut(i, label, tally.counts[i]) for i, label in enumerate(poll.options)]
    return PollOut(
        poll.question,
        options,
        tally.total,
        ts_or_none(poll.expires_at),
        tally.closed,
        tally.selection,
    )


class VoteIn(msgspec.Struct, forbid_unknown_fields=True):
    """The index of the chosen option; voting again changes the vote."""

    option: Annotated[int, msgspec.Meta(ge=0, le=OPTIONS_MAX - 1)]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["OptionOut"] = {"index": 0, "label": "Desert", "votes": 21}
EXAMPLES["PollOut"] = {
    "question": "Which map should we play next?",
    "options": [EXAMPLES["OptionOut"]],
    "totalVotes": 37,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "closed": False,
    "viewerSelection": 1,
}
EXAMPLES["VoteIn"] = {"option": 1}
