"""The social stream's replay window and a listener's place in it (docs/social.md, "The social
stream").

Every event for a user gets the next number of that user's sequence and is kept in a bounded
window (the newest ``size`` events). A listener remembers the last number it delivered;
reconnecting with ``since=<seq>`` gets exactly the events after it when the window still holds
them all, else a ``Reset`` (reload, then follow from ``latest``). Live events may arrive late,
twice or out of order (several instances publish): ``Follower`` delivers each number once and
in order, and asks for the window when it sees a gap.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True, slots=True)
class Entry:
    seq: int
    body: str


@dataclass(frozen=True, slots=True)
class Reset:
    """What was missed is no longer in the window: reload, then follow from ``latest``."""

    latest: int


def replay(window: Sequence[Entry], latest: int, since: int) -> list[Entry] | Reset:
    """The entries after ``since``, given the window (ascending, contiguous, ending at
    ``latest`` when not empty); a ``Reset`` when some of them left the window, or when
    ``since`` is ahead of the sequence (the sequence was started again)."""
    if since > latest:
        return Reset(latest)
    first = window[0].seq if window else latest + 1
    if since < first - 1:
        return Reset(latest)
    return [entry for entry in window if entry.seq > since]


class ReplayWindow:
    """One user's sequence and window, in memory (the Redis adapter keeps the same in a
    sorted set)."""

    def __init__(self, size: int, start: int = 0) -> None:
        self._entries: deque[Entry] = deque(maxlen=max(size, 0) or None)
        self._size = size
        self.latest = start

    def append(self, body: str) -> int:
        self.latest += 1
        if self._size > 0:
            self._entries.append(Entry(self.latest, body))
        return self.latest

    def since(self, seq: int) -> list[Entry] | Reset:
        return replay(list(self._entries), self.latest, seq)


class Take(Enum):
    DELIVER = "deliver"  # the next number: send it
    SKIP = "skip"  # delivered already
    GAP = "gap"  # numbers are missing before it: read the window after ``last``


@dataclass(slots=True)
class Follower:
    """A listener's place: the last number delivered."""

    last: int

    def take(self, seq: int) -> Take:
        if seq <= self.last:
            return Take.SKIP
        return Take.DELIVER if seq == self.last + 1 else Take.GAP

    def delivered(self, seq: int) -> None:
        self.last = max(self.last, seq)

    def reset(self, reset: Reset) -> None:
        self.last = reset.latest
