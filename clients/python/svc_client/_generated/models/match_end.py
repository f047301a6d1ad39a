from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_end_results import MatchEndResults


T = TypeVar("T", bound="MatchEnd")


@_attrs_define
class MatchEnd:
    """
    Attributes:
        results (MatchEndResults | Unset): Free-form results of the match.
    """

    results: MatchEndResults | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        results: dict[str, Any] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = self.results.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if results is not UNSET:
            field_dict["results"] = results

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_end_results import MatchEndResults

        d = dict(src_dict)
        _results = d.pop("results", UNSET)
        results: MatchEndResults | Unset
        if isinstance(_results, Unset):
            results = UNSET
        else:
            results = MatchEndResults.from_dict(_results)

        match_end = cls(
            results=results,
        )

        return match_end
