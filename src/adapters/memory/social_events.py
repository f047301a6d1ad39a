"""The social stream's replay window in this process (without SVC_REDIS_URL, where the
channels reach only this process's listeners too). Windows of users who had no event for a
while are dropped first once ``users`` windows are kept; a dropped window answers ``since``
with a reset."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from uuid import UUID

from domain.social.replay import Entry, ReplayWindow, Reset


class MemorySocialEventLog:
    def __init__(self, size: int, start: Callable[[], int], users: int = 10_000) -> None:
        self._size = size
        self._start = start
        self._users = users
        self._windows: OrderedDict[UUID, ReplayWindow] = OrderedDict()

    def _window(self, user: UUID) -> ReplayWindow:
        window = self._windows.get(user)
        if window is None:
            window = self._windows[user] = ReplayWindow(self._size, self._start())
            while len(self._windows) > self._users:
                self._windows.popitem(last=False)
        self._windows.move_to_end(user)
        return window

    async def append(self, items: Sequence[tuple[UUID, str]]) -> list[int]:
        return [self._window(user).append(body) for user, body in items]

    async def since(self, user: UUID, seq: int) -> list[Entry] | Reset:
        return self._window(user).since(seq)

    async def latest(self, user: UUID) -> int:
        return self._window(user).latest
