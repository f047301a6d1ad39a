"""Poll payloads shared by every area that carries polls (chat messages, news items)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from domain.polls.poll import OPTIONS_MAX, Poll, Tally
from entrypoints.http.dto.common import Timestamp, ts_or_none


class OptionOut(msgspec.Struct):
    index: Annotated[int, msgspec.Meta(description="The option's index, as votes name it.")]
    label: Annotated[str, msgspec.Meta(description="The option's label.")]
    votes: Annotated[int, msgspec.Meta(description="Votes for the option.")]


class PollOut(msgspec.Struct, rename="camel"):
    question: Annotated[str, msgspec.Meta(description="The poll's question.")]
    options: Annotated[list[OptionOut], msgspec.Meta(description="The options with their counts.")]
    total_votes: Annotated[int, msgspec.Meta(description="Votes in all.")]
    expires_at: (
        Annotated[Timestamp, msgspec.Meta(description=("When the poll closes; null for never."))]
        | None
    )
    closed: Annotated[bool, msgspec.Meta(description="Whether the poll no longer takes votes.")]
    viewer_selection: (
        Annotated[
            int,
            msgspec.Meta(
                description=("The caller's option index; null when the caller has not voted.")
            ),
        ]
        | None
    )


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

    option: Annotated[
        int,
        msgspec.Meta(
            ge=0, le=OPTIONS_MAX - 1, description=("The index of the option to vote for.")
        ),
    ]


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
