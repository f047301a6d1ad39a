from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entry_out_metadata import EntryOutMetadata


T = TypeVar("T", bound="EntryOut")


@_attrs_define
class EntryOut:
    """
    Attributes:
        achieved_at (datetime.datetime): When the stored score was reached.
        metadata (EntryOutMetadata): Free-form details of the score.
        player_id (UUID): The player's user id.
        rank (int | None): The player's rank; null when not ranked.
        score (int): The stored score.
        subscore (int): The stored subscore.
    """

    achieved_at: datetime.datetime
    metadata: EntryOutMetadata
    player_id: UUID
    rank: int | None
    score: int
    subscore: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        achieved_at = self.achieved_at.isoformat()

        metadata = self.metadata.to_dict()

        player_id = str(self.player_id)

        rank: int | None
        rank = self.rank

        score = self.score

        subscore = self.subscore

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "achievedAt": achieved_at,
                "metadata": metadata,
                "playerId": player_id,
                "rank": rank,
                "score": score,
                "subscore": subscore,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_out_metadata import EntryOutMetadata

        d = dict(src_dict)
        achieved_at = datetime.datetime.fromisoformat(d.pop("achievedAt"))

        metadata = EntryOutMetadata.from_dict(d.pop("metadata"))

        player_id = UUID(d.pop("playerId"))

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        score = d.pop("score")

        subscore = d.pop("subscore")

        entry_out = cls(
            achieved_at=achieved_at,
            metadata=metadata,
            player_id=player_id,
            rank=rank,
            score=score,
            subscore=subscore,
        )

        entry_out.additional_properties = d
        return entry_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
