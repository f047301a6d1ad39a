"""The feedback repository (``uow.feedback``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from domain.feedback.feedback import Category, Feedback, Status


@dataclass(frozen=True, slots=True)
class FeedbackFilter:
    status: Status | None = None
    category: Category | None = None
    server_id: str | None = None


class FeedbackRepository(Protocol):
    async def add(self, feedback: Feedback) -> None: ...

    async def get(self, feedback_id: str) -> Feedback | None: ...

    async def update(self, feedback: Feedback, revision: int) -> bool:
        """Store it if the stored revision is ``revision``; False otherwise."""
        ...

    async def page(self, where: FeedbackFilter, before: str | None, limit: int) -> list[Feedback]:
        """Newest first, ids below ``before``."""
        ...
