from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ServerPatch")


@_attrs_define
class ServerPatch:
    """
    Attributes:
        is_template (bool | Unset): true flags the server as a template (the answer carries its `templateKey`); false
            clears it.
        network_id (None | Unset | UUID): Assign the server to this network (UUID), or null to unassign it.
    """

    is_template: bool | Unset = UNSET
    network_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        is_template: bool | Unset
        if isinstance(self.is_template, Unset):
            is_template = UNSET
        else:
            is_template = self.is_template

        network_id: None | str | Unset
        if isinstance(self.network_id, Unset):
            network_id = UNSET
        elif isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if is_template is not UNSET:
            field_dict["isTemplate"] = is_template
        if network_id is not UNSET:
            field_dict["networkId"] = network_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_is_template(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        is_template = _parse_is_template(d.pop("isTemplate", UNSET))

        def _parse_network_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                network_id_type_0 = UUID(data)

                return network_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        network_id = _parse_network_id(d.pop("networkId", UNSET))

        server_patch = cls(
            is_template=is_template,
            network_id=network_id,
        )

        return server_patch
