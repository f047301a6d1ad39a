from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.motd_out_scope import MotdOutScope, check_motd_out_scope

T = TypeVar("T", bound="MotdOut")


@_attrs_define
class MotdOut:
    """
    Attributes:
        ends_at (None | str): When it stops; null for never.
        id (str): The record's id (an opaque object id).
        locale (str): The message's locale; empty for every locale.
        revision (int): Revision of the message: each write is a new one (also the ETag).
        scope (MotdOutScope): global, network or server.
        scope_id (None | str): The network's or server's id; null for global.
        starts_at (datetime.datetime): When the message starts showing.
        text (str): The message's text.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    ends_at: None | str
    id: str
    locale: str
    revision: int
    scope: MotdOutScope
    scope_id: None | str
    starts_at: datetime.datetime
    text: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ends_at: None | str
        ends_at = self.ends_at

        id = self.id

        locale = self.locale

        revision = self.revision

        scope: str = self.scope

        scope_id: None | str
        scope_id = self.scope_id

        starts_at = self.starts_at.isoformat()

        text = self.text

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endsAt": ends_at,
                "id": id,
                "locale": locale,
                "revision": revision,
                "scope": scope,
                "scopeId": scope_id,
                "startsAt": starts_at,
                "text": text,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_ends_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ends_at = _parse_ends_at(d.pop("endsAt"))

        id = d.pop("id")

        locale = d.pop("locale")

        revision = d.pop("revision")

        scope = check_motd_out_scope(d.pop("scope"))

        def _parse_scope_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        scope_id = _parse_scope_id(d.pop("scopeId"))

        starts_at = datetime.datetime.fromisoformat(d.pop("startsAt"))

        text = d.pop("text")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        motd_out = cls(
            ends_at=ends_at,
            id=id,
            locale=locale,
            revision=revision,
            scope=scope,
            scope_id=scope_id,
            starts_at=starts_at,
            text=text,
            updated_at=updated_at,
        )

        motd_out.additional_properties = d
        return motd_out

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
