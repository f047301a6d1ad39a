from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NewsPollIn")


@_attrs_define
class NewsPollIn:
    """
    Attributes:
        duration_ms (int):
        options (list[str]):
        question (str):
    """

    duration_ms: int
    options: list[str]
    question: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        duration_ms = self.duration_ms

        options = self.options

        question = self.question

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "durationMs": duration_ms,
                "options": options,
                "question": question,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        duration_ms = d.pop("durationMs")

        options = cast(list[str], d.pop("options"))

        question = d.pop("question")

        news_poll_in = cls(
            duration_ms=duration_ms,
            options=options,
            question=question,
        )

        news_poll_in.additional_properties = d
        return news_poll_in

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
