from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

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
        state (GatewayPatchStateType1 | GatewayPatchStateType2Type1 | GatewayPatchStateType3Type1 | None | Unset): The
            new admin state; null leaves it.
        weight (int | None | Unset): The new weight, 0..1000; null leaves it.
    """

    state: (
        GatewayPatchStateType1
        | GatewayPatchStateType2Type1
        | GatewayPatchStateType3Type1
        | None
        | Unset
    ) = UNSET
    weight: int | None | Unset = UNSET

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

        return gateway_patch
