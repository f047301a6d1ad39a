from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ack_in_status import AckInStatus, check_ack_in_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ack_in_result import AckInResult


T = TypeVar("T", bound="AckIn")


@_attrs_define
class AckIn:
    """
    Attributes:
        status (AckInStatus):
        result (AckInResult | Unset):
    """

    status: AckInStatus
    result: AckInResult | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ack_in_result import AckInResult

        d = dict(src_dict)
        status = check_ack_in_status(d.pop("status"))

        _result = d.pop("result", UNSET)
        result: AckInResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = AckInResult.from_dict(_result)

        ack_in = cls(
            status=status,
            result=result,
        )

        ack_in.additional_properties = d
        return ack_in

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
