from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.author_in import AuthorIn
    from ..models.rating_in import RatingIn
    from ..models.upload_in import UploadIn


T = TypeVar("T", bound="TotemPostIn")


@_attrs_define
class TotemPostIn:
    """
    Attributes:
        author (AuthorIn | None | Unset): The model's author {id, name?, description?}.
        data (None | Unset | UploadIn): Upload a new model {format, data}; excludes `itemModelId`.
        file_name (None | str | Unset): The uploaded file's name.
        item_model_id (None | str | Unset): Activate an existing model by id; excludes `data`.
        rating (None | RatingIn | Unset): The model's rating {content, age}.
    """

    author: AuthorIn | None | Unset = UNSET
    data: None | Unset | UploadIn = UNSET
    file_name: None | str | Unset = UNSET
    item_model_id: None | str | Unset = UNSET
    rating: None | RatingIn | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.author_in import AuthorIn
        from ..models.rating_in import RatingIn
        from ..models.upload_in import UploadIn

        author: dict[str, Any] | None | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        elif isinstance(self.author, AuthorIn):
            author = self.author.to_dict()
        else:
            author = self.author

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, UploadIn):
            data = self.data.to_dict()
        else:
            data = self.data

        file_name: None | str | Unset
        if isinstance(self.file_name, Unset):
            file_name = UNSET
        else:
            file_name = self.file_name

        item_model_id: None | str | Unset
        if isinstance(self.item_model_id, Unset):
            item_model_id = UNSET
        else:
            item_model_id = self.item_model_id

        rating: dict[str, Any] | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        elif isinstance(self.rating, RatingIn):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if author is not UNSET:
            field_dict["author"] = author
        if data is not UNSET:
            field_dict["data"] = data
        if file_name is not UNSET:
            field_dict["fileName"] = file_name
        if item_model_id is not UNSET:
            field_dict["itemModelId"] = item_model_id
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.author_in import AuthorIn
        from ..models.rating_in import RatingIn
        from ..models.upload_in import UploadIn

        d = dict(src_dict)

        def _parse_author(data: object) -> AuthorIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                author_type_0 = AuthorIn.from_dict(data)

                return author_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuthorIn | None | Unset, data)

        author = _parse_author(d.pop("author", UNSET))

        def _parse_data(data: object) -> None | Unset | UploadIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = UploadIn.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UploadIn, data)

        data = _parse_data(d.pop("data", UNSET))

        def _parse_file_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        file_name = _parse_file_name(d.pop("fileName", UNSET))

        def _parse_item_model_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        item_model_id = _parse_item_model_id(d.pop("itemModelId", UNSET))

        def _parse_rating(data: object) -> None | RatingIn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = RatingIn.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingIn | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))

        totem_post_in = cls(
            author=author,
            data=data,
            file_name=file_name,
            item_model_id=item_model_id,
            rating=rating,
        )

        return totem_post_in
