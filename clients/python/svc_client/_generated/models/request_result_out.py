from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.friend_out import FriendOut
    from ..models.friend_request_out import FriendRequestOut


T = TypeVar("T", bound="RequestResultOut")


@_attrs_define
class RequestResultOut:
    """
    Attributes:
        friend (FriendOut | None): The friendship once the request is accepted (also when sending it crossed a request
            from the target); null otherwise.
        request (FriendRequestOut):
    """

    friend: FriendOut | None
    request: FriendRequestOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.friend_out import FriendOut

        friend: dict[str, Any] | None
        if isinstance(self.friend, FriendOut):
            friend = self.friend.to_dict()
        else:
            friend = self.friend

        request = self.request.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "friend": friend,
                "request": request,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.friend_out import FriendOut
        from ..models.friend_request_out import FriendRequestOut

        d = dict(src_dict)

        def _parse_friend(data: object) -> FriendOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                friend_type_0 = FriendOut.from_dict(data)

                return friend_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FriendOut | None, data)

        friend = _parse_friend(d.pop("friend"))

        request = FriendRequestOut.from_dict(d.pop("request"))

        request_result_out = cls(
            friend=friend,
            request=request,
        )

        request_result_out.additional_properties = d
        return request_result_out

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
