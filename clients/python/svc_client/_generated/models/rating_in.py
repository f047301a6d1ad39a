from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RatingIn")


@_attrs_define
class RatingIn:
    """
    Attributes:
        age (int | None | Unset): The minimum age: 0, 16, 18 or 21.
        content (None | str | Unset): sfw, nsfw or nsfl.
    """

    age: int | None | Unset = UNSET
    content: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        age: int | None | Unset
        if isinstance(self.age, Unset):
            age = UNSET
        else:
            age = self.age

        content: None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        else:
            content = self.content

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if age is not UNSET:
            field_dict["age"] = age
        if content is not UNSET:
            field_dict["content"] = content

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_age(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        age = _parse_age(d.pop("age", UNSET))

        def _parse_content(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        rating_in = cls(
            age=age,
            content=content,
        )

        return rating_in
