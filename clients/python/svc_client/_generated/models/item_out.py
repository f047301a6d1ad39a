from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.author_out import AuthorOut
    from ..models.rating_out import RatingOut


T = TypeVar("T", bound="ItemOut")


@_attrs_define
class ItemOut:
    """
    Attributes:
        author (AuthorOut):
        created_at (datetime.datetime): When the record was created (UTC).
        item_model_id (str): The model's id.
        item_model_url (str): Public URL of the model file, `{cdn_url}/<modelId>.json`.
        last_used_at (datetime.datetime): When the model was last selected.
        rating (RatingOut):
        selected_count (int): How many times users selected the model.
        active (bool | Unset): Whether it is the caller's active model. Default: False.
        file_name (str | Unset): The uploaded file's name; absent when empty.
        selected_at (str | Unset): When the caller selected the model; absent when empty.
    """

    author: AuthorOut
    created_at: datetime.datetime
    item_model_id: str
    item_model_url: str
    last_used_at: datetime.datetime
    rating: RatingOut
    selected_count: int
    active: bool | Unset = False
    file_name: str | Unset = UNSET
    selected_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        author = self.author.to_dict()

        created_at = self.created_at.isoformat()

        item_model_id = self.item_model_id

        item_model_url = self.item_model_url

        last_used_at = self.last_used_at.isoformat()

        rating = self.rating.to_dict()

        selected_count = self.selected_count

        active = self.active

        file_name: str | Unset
        if isinstance(self.file_name, Unset):
            file_name = UNSET
        else:
            file_name = self.file_name

        selected_at: str | Unset
        if isinstance(self.selected_at, Unset):
            selected_at = UNSET
        else:
            selected_at = self.selected_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "author": author,
                "createdAt": created_at,
                "itemModelId": item_model_id,
                "itemModelUrl": item_model_url,
                "lastUsedAt": last_used_at,
                "rating": rating,
                "selectedCount": selected_count,
            }
        )
        if active is not UNSET:
            field_dict["active"] = active
        if file_name is not UNSET:
            field_dict["fileName"] = file_name
        if selected_at is not UNSET:
            field_dict["selectedAt"] = selected_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.author_out import AuthorOut
        from ..models.rating_out import RatingOut

        d = dict(src_dict)
        author = AuthorOut.from_dict(d.pop("author"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        item_model_id = d.pop("itemModelId")

        item_model_url = d.pop("itemModelUrl")

        last_used_at = datetime.datetime.fromisoformat(d.pop("lastUsedAt"))

        rating = RatingOut.from_dict(d.pop("rating"))

        selected_count = d.pop("selectedCount")

        active = d.pop("active", UNSET)

        def _parse_file_name(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        file_name = _parse_file_name(d.pop("fileName", UNSET))

        def _parse_selected_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        selected_at = _parse_selected_at(d.pop("selectedAt", UNSET))

        item_out = cls(
            author=author,
            created_at=created_at,
            item_model_id=item_model_id,
            item_model_url=item_model_url,
            last_used_at=last_used_at,
            rating=rating,
            selected_count=selected_count,
            active=active,
            file_name=file_name,
            selected_at=selected_at,
        )

        item_out.additional_properties = d
        return item_out

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
