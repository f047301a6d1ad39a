"""Composition of the feedback area: the inbox and its triage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from application.feedback.inbox import FeedbackInbox
from application.permissions.area import Permissions

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_feedback(*, kernel: Kernel, permissions: Permissions) -> FeedbackInbox:
    return FeedbackInbox(kernel.uow, permissions.access, kernel.limits, kernel.clock, kernel.ids)
