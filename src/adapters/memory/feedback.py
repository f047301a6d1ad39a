"""In-memory adapter of feedback."""

from __future__ import annotations

from adapters.memory.store import MemoryTx, Table
from application.feedback.ports import FeedbackFilter
from domain.feedback.feedback import Feedback

FEEDBACK = Table[str, Feedback]("feedback")


class MemoryFeedbackRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, feedback: Feedback) -> None:
        self._tx.write(FEEDBACK)[feedback.id] = feedback

    async def get(self, feedback_id: str) -> Feedback | None:
        return self._tx.read(FEEDBACK).get(feedback_id)

    async def update(self, feedback: Feedback, revision: int) -> bool:
        stored = self._tx.read(FEEDBACK).get(feedback.id)
        if stored is None or stored.revision != revision:
            return False
        self._tx.write(FEEDBACK)[feedback.id] = feedback
        return True

    async def page(self, where: FeedbackFilter, before: str | None, limit: int) -> list[Feedback]:
        found = sorted(
            (
                f
                for f in self._tx.read(FEEDBACK).values()
                if (where.status is None or f.status is where.status)
                and (where.category is None or f.category is where.category)
                and (where.server_id is None or f.server_id == where.server_id)
                and (before is None or f.id < before)
            ),
            key=lambda f: f.id,
            reverse=True,
        )
        return found[:limit]
