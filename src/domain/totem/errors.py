"""What the personal totem rules can refuse, each with a stable code."""

from __future__ import annotations

from domain.shared.errors import InvalidInput, NotFound, Unavailable


class ModelNotFound(NotFound):
    """No model with this id that you may see."""

    code = "totem.model_not_found"


class NoActiveModel(NotFound):
    """You have no active personal totem yet."""

    code = "totem.no_active_model"


class UploadOrActivate(InvalidInput):
    code = "totem.upload_or_activate"

    def __init__(self) -> None:
        super().__init__(
            "send either data (upload a model) or itemModelId (activate one), not both",
            field="data",
        )


class StorageUnavailable(Unavailable):
    """The object storage did not answer; nothing was stored."""

    code = "storage.unavailable"
