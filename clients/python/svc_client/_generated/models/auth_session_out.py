from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AuthSessionOut")


@_attrs_define
class AuthSessionOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        current (bool): Whether this is the session of the token making the request.
        expires_at (datetime.datetime): When the session's token expires.
        id (str): The session's id.
        ip (None | str): The IP address the session signed in from; null when unknown.
        kind (str): How the session signed in: cli, game, idp, exchange or service.
        profile_name (None | str): The game profile name of a game session; null otherwise.
        revoked_at (None | str): When the session was revoked; null while valid.
        scopes (list[str]): The scopes the session's token is limited to; empty for a full sign-in.
        server_id (None | str): The serverId of a game session's handshake; null otherwise.
        user_agent (None | str): The User-Agent the session signed in with; null when unknown.
    """

    created_at: datetime.datetime
    current: bool
    expires_at: datetime.datetime
    id: str
    ip: None | str
    kind: str
    profile_name: None | str
    revoked_at: None | str
    scopes: list[str]
    server_id: None | str
    user_agent: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        current = self.current

        expires_at = self.expires_at.isoformat()

        id = self.id

        ip: None | str
        ip = self.ip

        kind = self.kind

        profile_name: None | str
        profile_name = self.profile_name

        revoked_at: None | str
        revoked_at = self.revoked_at

        scopes = self.scopes

        server_id: None | str
        server_id = self.server_id

        user_agent: None | str
        user_agent = self.user_agent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "current": current,
                "expiresAt": expires_at,
                "id": id,
                "ip": ip,
                "kind": kind,
                "profileName": profile_name,
                "revokedAt": revoked_at,
                "scopes": scopes,
                "serverId": server_id,
                "userAgent": user_agent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        current = d.pop("current")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        id = d.pop("id")

        def _parse_ip(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ip = _parse_ip(d.pop("ip"))

        kind = d.pop("kind")

        def _parse_profile_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        profile_name = _parse_profile_name(d.pop("profileName"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt"))

        scopes = cast(list[str], d.pop("scopes"))

        def _parse_server_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_id = _parse_server_id(d.pop("serverId"))

        def _parse_user_agent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_agent = _parse_user_agent(d.pop("userAgent"))

        auth_session_out = cls(
            created_at=created_at,
            current=current,
            expires_at=expires_at,
            id=id,
            ip=ip,
            kind=kind,
            profile_name=profile_name,
            revoked_at=revoked_at,
            scopes=scopes,
            server_id=server_id,
            user_agent=user_agent,
        )

        auth_session_out.additional_properties = d
        return auth_session_out

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
