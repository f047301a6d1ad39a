from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewsPollIn")


@_attrs_define
class NewsPollIn:
    """
    Attributes:
        duration_ms (int): How long the poll runs after the item's release, in milliseconds (bounded).
        options (list[str]): The option labels, unique; their count is limited.
        question (str): The poll's question (required).
    """

    duration_ms: int
    options: list[str]
    question: str

    def to_dict(self) -> dict[str, Any]:
        duration_ms = self.duration_ms

        options = self.options

        question = self.question

        field_dict: dict[str, Any] = {}

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

        return news_poll_in
