from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.gateway_patch_state_type_1 import (
    GatewayPatchStateType1,
    check_gateway_patch_state_type_1,
)
from ..models.gateway_patch_state_type_2_type_1 import (
    GatewayPatchStateType2Type1,
    check_gateway_patch_state_type_2_type_1,
)
from ..models.gateway_patch_state_type_3_type_1 import (
    GatewayPatchStateType3Type1,
    check_gateway_patch_state_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GatewayPatch")


@_attrs_define
class GatewayPatch:
    """
    Attributes:
        state (GatewayPatchStateType1 | GatewayPatchStateType2Type1 | GatewayPatchStateType3Type1 | None | Unset):
        weight (int | None | Unset):
    """

    state: (
        GatewayPatchStateType1
        | GatewayPatchStateType2Type1
        | GatewayPatchStateType3Type1
        | None
        | Unset
    ) = UNSET
    weight: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif (
            isinstance(self.state, str)
            or isinstance(self.state, str)
            or isinstance(self.state, str)
        ):
            state = self.state
        else:
            state = self.state

        weight: int | None | Unset
        if isinstance(self.weight, Unset):
            weight = UNSET
        else:
            weight = self.weight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if state is not UNSET:
            field_dict["state"] = state
        if weight is not UNSET:
            field_dict["weight"] = weight

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_state(
            data: object,
        ) -> (
            GatewayPatchStateType1
            | GatewayPatchStateType2Type1
            | GatewayPatchStateType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                state_type_1 = check_gateway_patch_state_type_1(data)

                return state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                state_type_2_type_1 = check_gateway_patch_state_type_2_type_1(data)

                return state_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                state_type_3_type_1 = check_gateway_patch_state_type_3_type_1(data)

                return state_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GatewayPatchStateType1
                | GatewayPatchStateType2Type1
                | GatewayPatchStateType3Type1
                | None
                | Unset,
                data,
            )

        state = _parse_state(d.pop("state", UNSET))

        def _parse_weight(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        weight = _parse_weight(d.pop("weight", UNSET))

        gateway_patch = cls(
            state=state,
            weight=weight,
        )

        gateway_patch.additional_properties = d
        return gateway_patch

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
