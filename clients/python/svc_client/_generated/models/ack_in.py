from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ack_in_status import AckInStatus, check_ack_in_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ack_in_result import AckInResult


T = TypeVar("T", bound="AckIn")


@_attrs_define
class AckIn:
    """
    Attributes:
        status (AckInStatus): How the command went: success, failure or rejected.
        result (AckInResult | Unset): Free-form result of the command.
    """

    status: AckInStatus
    result: AckInResult | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

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

        return ack_in
