from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.author_out import AuthorOut
    from ..models.model_out_item_model_type_0 import ModelOutItemModelType0
    from ..models.rating_out import RatingOut


T = TypeVar("T", bound="ModelOut")


@_attrs_define
class ModelOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        item_model_author (AuthorOut):
        item_model_id (str): The model's id.
        item_model_rating (RatingOut):
        last_used_at (datetime.datetime): When the model was last selected.
        selected_count (int): How many times users selected the model.
        created (bool | Unset): Whether the upload stored a new model (false: an identical one was reused).
        file_name (str | Unset): The uploaded file's name; absent when empty.
        item_model (ModelOutItemModelType0 | Unset): The model's JSON, with `includeModel=true`.
        item_model_url (str | Unset): Public URL of the model file, `{cdn_url}/<modelId>.json`; absent when the model is
            inlined.
        selected_at (str | Unset): When the caller selected the model; absent when empty.
    """

    created_at: datetime.datetime
    item_model_author: AuthorOut
    item_model_id: str
    item_model_rating: RatingOut
    last_used_at: datetime.datetime
    selected_count: int
    created: bool | Unset = UNSET
    file_name: str | Unset = UNSET
    item_model: ModelOutItemModelType0 | Unset = UNSET
    item_model_url: str | Unset = UNSET
    selected_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        item_model_author = self.item_model_author.to_dict()

        item_model_id = self.item_model_id

        item_model_rating = self.item_model_rating.to_dict()

        last_used_at = self.last_used_at.isoformat()

        selected_count = self.selected_count

        created: bool | Unset
        if isinstance(self.created, Unset):
            created = UNSET
        else:
            created = self.created

        file_name: str | Unset
        if isinstance(self.file_name, Unset):
            file_name = UNSET
        else:
            file_name = self.file_name

        item_model: dict[str, Any] | Unset
        if isinstance(self.item_model, Unset):
            item_model = UNSET
        else:
            item_model = self.item_model.to_dict()

        item_model_url: str | Unset
        if isinstance(self.item_model_url, Unset):
            item_model_url = UNSET
        else:
            item_model_url = self.item_model_url

        selected_at: str | Unset
        if isinstance(self.selected_at, Unset):
            selected_at = UNSET
        else:
            selected_at = self.selected_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "itemModelAuthor": item_model_author,
                "itemModelId": item_model_id,
                "itemModelRating": item_model_rating,
                "lastUsedAt": last_used_at,
                "selectedCount": selected_count,
            }
        )
        if created is not UNSET:
            field_dict["created"] = created
        if file_name is not UNSET:
            field_dict["fileName"] = file_name
        if item_model is not UNSET:
            field_dict["itemModel"] = item_model
        if item_model_url is not UNSET:
            field_dict["itemModelUrl"] = item_model_url
        if selected_at is not UNSET:
            field_dict["selectedAt"] = selected_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.author_out import AuthorOut
        from ..models.model_out_item_model_type_0 import ModelOutItemModelType0
        from ..models.rating_out import RatingOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        item_model_author = AuthorOut.from_dict(d.pop("itemModelAuthor"))

        item_model_id = d.pop("itemModelId")

        item_model_rating = RatingOut.from_dict(d.pop("itemModelRating"))

        last_used_at = datetime.datetime.fromisoformat(d.pop("lastUsedAt"))

        selected_count = d.pop("selectedCount")

        def _parse_created(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        created = _parse_created(d.pop("created", UNSET))

        def _parse_file_name(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        file_name = _parse_file_name(d.pop("fileName", UNSET))

        def _parse_item_model(data: object) -> ModelOutItemModelType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, dict):
                raise TypeError()
            item_model_type_0 = ModelOutItemModelType0.from_dict(data)

            return item_model_type_0

        item_model = _parse_item_model(d.pop("itemModel", UNSET))

        def _parse_item_model_url(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        item_model_url = _parse_item_model_url(d.pop("itemModelUrl", UNSET))

        def _parse_selected_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        selected_at = _parse_selected_at(d.pop("selectedAt", UNSET))

        model_out = cls(
            created_at=created_at,
            item_model_author=item_model_author,
            item_model_id=item_model_id,
            item_model_rating=item_model_rating,
            last_used_at=last_used_at,
            selected_count=selected_count,
            created=created,
            file_name=file_name,
            item_model=item_model,
            item_model_url=item_model_url,
            selected_at=selected_at,
        )

        model_out.additional_properties = d
        return model_out

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
