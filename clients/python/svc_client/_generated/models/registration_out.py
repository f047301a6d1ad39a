from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RegistrationOut")


@_attrs_define
class RegistrationOut:
    """
    Attributes:
        claim_key (str): Single-use key a dash user claims the server with, valid about 5 minutes (`XXXX-XXXX`).
        claim_key_expires_at (datetime.datetime): When the claim key expires (UTC); GET claim-key gives a fresh one.
        network_id (None | UUID): The server's network: null right after registration.
        network_name (None | str): The network's name: null right after registration.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        server_name (str): Echo of the request's `serverName`.
        server_secret (str): UUID-format secret used for server auth (`Authorization: Bearer <serverSecret>` with
            `X-Server-Id`). Shown once: only its digest is stored.
        server_type (str): Echo of the request's `serverType`.
    """

    claim_key: str
    claim_key_expires_at: datetime.datetime
    network_id: None | UUID
    network_name: None | str
    server_id: UUID
    server_name: str
    server_secret: str
    server_type: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claim_key = self.claim_key

        claim_key_expires_at = self.claim_key_expires_at.isoformat()

        network_id: None | str
        if isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        network_name: None | str
        network_name = self.network_name

        server_id = str(self.server_id)

        server_name = self.server_name

        server_secret = self.server_secret

        server_type = self.server_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claimKey": claim_key,
                "claimKeyExpiresAt": claim_key_expires_at,
                "networkId": network_id,
                "networkName": network_name,
                "serverId": server_id,
                "serverName": server_name,
                "serverSecret": server_secret,
                "serverType": server_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        claim_key = d.pop("claimKey")

        claim_key_expires_at = datetime.datetime.fromisoformat(
            d.pop("claimKeyExpiresAt")
        )

        def _parse_network_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                network_id_type_0 = UUID(data)

                return network_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        network_id = _parse_network_id(d.pop("networkId"))

        def _parse_network_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        network_name = _parse_network_name(d.pop("networkName"))

        server_id = UUID(d.pop("serverId"))

        server_name = d.pop("serverName")

        server_secret = d.pop("serverSecret")

        server_type = d.pop("serverType")

        registration_out = cls(
            claim_key=claim_key,
            claim_key_expires_at=claim_key_expires_at,
            network_id=network_id,
            network_name=network_name,
            server_id=server_id,
            server_name=server_name,
            server_secret=server_secret,
            server_type=server_type,
        )

        registration_out.additional_properties = d
        return registration_out

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
