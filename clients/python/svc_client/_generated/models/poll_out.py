from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.option_out import OptionOut


T = TypeVar("T", bound="PollOut")


@_attrs_define
class PollOut:
    """
    Attributes:
        closed (bool): Whether the poll no longer takes votes.
        expires_at (None | str): When the poll closes; null for never.
        options (list[OptionOut]): The options with their counts.
        question (str): The poll's question.
        total_votes (int): Votes in all.
        viewer_selection (int | None): The caller's option index; null when the caller has not voted.
    """

    closed: bool
    expires_at: None | str
    options: list[OptionOut]
    question: str
    total_votes: int
    viewer_selection: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        closed = self.closed

        expires_at: None | str
        expires_at = self.expires_at

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        question = self.question

        total_votes = self.total_votes

        viewer_selection: int | None
        viewer_selection = self.viewer_selection

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "closed": closed,
                "expiresAt": expires_at,
                "options": options,
                "question": question,
                "totalVotes": total_votes,
                "viewerSelection": viewer_selection,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.option_out import OptionOut

        d = dict(src_dict)
        closed = d.pop("closed")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionOut.from_dict(options_item_data)

            options.append(options_item)

        question = d.pop("question")

        total_votes = d.pop("totalVotes")

        def _parse_viewer_selection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer_selection = _parse_viewer_selection(d.pop("viewerSelection"))

        poll_out = cls(
            closed=closed,
            expires_at=expires_at,
            options=options,
            question=question,
            total_votes=total_votes,
            viewer_selection=viewer_selection,
        )

        poll_out.additional_properties = d
        return poll_out

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
