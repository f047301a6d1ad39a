"""The personal totem POST: an upload or an activation, never both and never neither."""

from __future__ import annotations

from enum import StrEnum

from domain.shared.errors import InvalidInput
from domain.totem.errors import UploadOrActivate


class Action(StrEnum):
    UPLOAD = "upload"
    ACTIVATE = "activate"


def action_of(has_data: bool, has_model_id: bool, has_upload_fields: bool) -> Action:
    """``has_upload_fields``: fileName, rating or author was given (they describe an upload,
    so they go with ``data`` only)."""
    if has_data == has_model_id:
        raise UploadOrActivate()
    if has_data:
        return Action.UPLOAD
    if has_upload_fields:
        raise InvalidInput(
            "fileName, rating and author describe an upload: send them with data",
            field="itemModelId",
            code="totem.upload_or_activate",
        )
    return Action.ACTIVATE
