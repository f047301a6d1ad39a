from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score_in_metadata import ScoreInMetadata


T = TypeVar("T", bound="ScoreIn")


@_attrs_define
class ScoreIn:
    """
    Attributes:
        player_id (UUID): The player's user id.
        score (int): The score, within ±(2^53 - 1).
        metadata (ScoreInMetadata | Unset): Free-form details of the score.
        submission_id (None | str | Unset): Makes the submit idempotent: a repeat is a duplicate.
        subscore (int | Unset): Breaks ties of the score, by the same operator. Default: 0.
    """

    player_id: UUID
    score: int
    metadata: ScoreInMetadata | Unset = UNSET
    submission_id: None | str | Unset = UNSET
    subscore: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        score = self.score

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        submission_id: None | str | Unset
        if isinstance(self.submission_id, Unset):
            submission_id = UNSET
        else:
            submission_id = self.submission_id

        subscore = self.subscore

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "playerId": player_id,
                "score": score,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if submission_id is not UNSET:
            field_dict["submissionId"] = submission_id
        if subscore is not UNSET:
            field_dict["subscore"] = subscore

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.score_in_metadata import ScoreInMetadata

        d = dict(src_dict)
        player_id = UUID(d.pop("playerId"))

        score = d.pop("score")

        _metadata = d.pop("metadata", UNSET)
        metadata: ScoreInMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ScoreInMetadata.from_dict(_metadata)

        def _parse_submission_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        submission_id = _parse_submission_id(d.pop("submissionId", UNSET))

        subscore = d.pop("subscore", UNSET)

        score_in = cls(
            player_id=player_id,
            score=score,
            metadata=metadata,
            submission_id=submission_id,
            subscore=subscore,
        )

        return score_in
