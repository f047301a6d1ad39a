from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GameVerifyIn")


@_attrs_define
class GameVerifyIn:
    """
    Attributes:
        join_token (str): The join token join answered (required).
        name (str): The player's profile name, as sent to the session service.
        server_id (str): The serverId join answered.
        user_id (None | Unset | UUID): When given, must match the profile the session service returns.
    """

    join_token: str
    name: str
    server_id: str
    user_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        join_token = self.join_token

        name = self.name

        server_id = self.server_id

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        elif isinstance(self.user_id, UUID):
            user_id = str(self.user_id)
        else:
            user_id = self.user_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "joinToken": join_token,
                "name": name,
                "serverId": server_id,
            }
        )
        if user_id is not UNSET:
            field_dict["userId"] = user_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        join_token = d.pop("joinToken")

        name = d.pop("name")

        server_id = d.pop("serverId")

        def _parse_user_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                user_id_type_0 = UUID(data)

                return user_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        user_id = _parse_user_id(d.pop("userId", UNSET))

        game_verify_in = cls(
            join_token=join_token,
            name=name,
            server_id=server_id,
            user_id=user_id,
        )

        return game_verify_in
