from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.counts_out import CountsOut
    from ..models.friend_out import FriendOut
    from ..models.requests_out import RequestsOut


T = TypeVar("T", bound="UserFriendsOut")


@_attrs_define
class UserFriendsOut:
    """
    Attributes:
        counts (CountsOut):
        items (list[FriendOut]): The entries, in the order the operation answers them.
        next_cursor (None | str): Pass as `cursor` to read the next page; null on the last page. Opaque.
        requests (RequestsOut):
        user_id (UUID): The user's id.
    """

    counts: CountsOut
    items: list[FriendOut]
    next_cursor: None | str
    requests: RequestsOut
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counts = self.counts.to_dict()

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        requests = self.requests.to_dict()

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counts": counts,
                "items": items,
                "nextCursor": next_cursor,
                "requests": requests,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.counts_out import CountsOut
        from ..models.friend_out import FriendOut
        from ..models.requests_out import RequestsOut

        d = dict(src_dict)
        counts = CountsOut.from_dict(d.pop("counts"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = FriendOut.from_dict(items_item_data)

            items.append(items_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        requests = RequestsOut.from_dict(d.pop("requests"))

        user_id = UUID(d.pop("userId"))

        user_friends_out = cls(
            counts=counts,
            items=items,
            next_cursor=next_cursor,
            requests=requests,
            user_id=user_id,
        )

        user_friends_out.additional_properties = d
        return user_friends_out

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
