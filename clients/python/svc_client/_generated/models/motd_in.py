from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.motd_in_scope import MotdInScope, check_motd_in_scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="MotdIn")


@_attrs_define
class MotdIn:
    """
    Attributes:
        text (str): The message's text.
        ends_at (datetime.datetime | None | Unset): When it stops; null for never.
        locale (str | Unset): The message's locale (e.g. `en`); empty for every locale. Default: ''.
        scope (MotdInScope | Unset): Who sees it: global, a network or a server. Default: 'global'.
        scope_id (None | str | Unset): The network's or server's id; null for global.
        starts_at (datetime.datetime | None | Unset): When the message starts showing; null for now.
    """

    text: str
    ends_at: datetime.datetime | None | Unset = UNSET
    locale: str | Unset = ""
    scope: MotdInScope | Unset = "global"
    scope_id: None | str | Unset = UNSET
    starts_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        ends_at: None | str | Unset
        if isinstance(self.ends_at, Unset):
            ends_at = UNSET
        elif isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        locale = self.locale

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope

        scope_id: None | str | Unset
        if isinstance(self.scope_id, Unset):
            scope_id = UNSET
        else:
            scope_id = self.scope_id

        starts_at: None | str | Unset
        if isinstance(self.starts_at, Unset):
            starts_at = UNSET
        elif isinstance(self.starts_at, datetime.datetime):
            starts_at = self.starts_at.isoformat()
        else:
            starts_at = self.starts_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )
        if ends_at is not UNSET:
            field_dict["endsAt"] = ends_at
        if locale is not UNSET:
            field_dict["locale"] = locale
        if scope is not UNSET:
            field_dict["scope"] = scope
        if scope_id is not UNSET:
            field_dict["scopeId"] = scope_id
        if starts_at is not UNSET:
            field_dict["startsAt"] = starts_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        def _parse_ends_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)

                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ends_at = _parse_ends_at(d.pop("endsAt", UNSET))

        locale = d.pop("locale", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: MotdInScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = check_motd_in_scope(_scope)

        def _parse_scope_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scope_id = _parse_scope_id(d.pop("scopeId", UNSET))

        def _parse_starts_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                starts_at_type_0 = datetime.datetime.fromisoformat(data)

                return starts_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        starts_at = _parse_starts_at(d.pop("startsAt", UNSET))

        motd_in = cls(
            text=text,
            ends_at=ends_at,
            locale=locale,
            scope=scope,
            scope_id=scope_id,
            starts_at=starts_at,
        )

        return motd_in
