from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_user_out import PublicUserOut


T = TypeVar("T", bound="ResolvedShareOut")


@_attrs_define
class ResolvedShareOut:
    """
    Attributes:
        profile (PublicUserOut):
        expires_at (str | Unset): When the share expires; absent for never.
        label (str | Unset): The share's label; absent when none.
    """

    profile: PublicUserOut
    expires_at: str | Unset = UNSET
    label: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profile = self.profile.to_dict()

        expires_at: str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        label: str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "profile": profile,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.public_user_out import PublicUserOut

        d = dict(src_dict)
        profile = PublicUserOut.from_dict(d.pop("profile"))

        def _parse_expires_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        def _parse_label(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))

        resolved_share_out = cls(
            profile=profile,
            expires_at=expires_at,
            label=label,
        )

        resolved_share_out.additional_properties = d
        return resolved_share_out

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
