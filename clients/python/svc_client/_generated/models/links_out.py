from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.link_out import LinkOut


T = TypeVar("T", bound="LinksOut")


@_attrs_define
class LinksOut:
    """
    Attributes:
        chat (LinkOut | None): The linked chat-provider account; null when unlinked.
        membership (LinkOut | None): The linked membership-provider account; null when unlinked.
    """

    chat: LinkOut | None
    membership: LinkOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.link_out import LinkOut

        chat: dict[str, Any] | None
        if isinstance(self.chat, LinkOut):
            chat = self.chat.to_dict()
        else:
            chat = self.chat

        membership: dict[str, Any] | None
        if isinstance(self.membership, LinkOut):
            membership = self.membership.to_dict()
        else:
            membership = self.membership

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chat": chat,
                "membership": membership,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.link_out import LinkOut

        d = dict(src_dict)

        def _parse_chat(data: object) -> LinkOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chat_type_0 = LinkOut.from_dict(data)

                return chat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LinkOut | None, data)

        chat = _parse_chat(d.pop("chat"))

        def _parse_membership(data: object) -> LinkOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                membership_type_0 = LinkOut.from_dict(data)

                return membership_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LinkOut | None, data)

        membership = _parse_membership(d.pop("membership"))

        links_out = cls(
            chat=chat,
            membership=membership,
        )

        links_out.additional_properties = d
        return links_out

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
