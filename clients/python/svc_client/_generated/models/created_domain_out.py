from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dns_sync_out import DnsSyncOut
    from ..models.domain_claim_out import DomainClaimOut
    from ..models.domains_gateway_out import DomainsGatewayOut
    from ..models.txt_out import TxtOut


T = TypeVar("T", bound="CreatedDomainOut")


@_attrs_define
class CreatedDomainOut:
    """
    Attributes:
        dns (DnsSyncOut | None): What DNS automation did with the records; null without automation.
        domain (DomainClaimOut):
        gateway (DomainsGatewayOut):
        txt (TxtOut):
    """

    dns: DnsSyncOut | None
    domain: DomainClaimOut
    gateway: DomainsGatewayOut
    txt: TxtOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dns_sync_out import DnsSyncOut

        dns: dict[str, Any] | None
        if isinstance(self.dns, DnsSyncOut):
            dns = self.dns.to_dict()
        else:
            dns = self.dns

        domain = self.domain.to_dict()

        gateway = self.gateway.to_dict()

        txt = self.txt.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dns": dns,
                "domain": domain,
                "gateway": gateway,
                "txt": txt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dns_sync_out import DnsSyncOut
        from ..models.domain_claim_out import DomainClaimOut
        from ..models.domains_gateway_out import DomainsGatewayOut
        from ..models.txt_out import TxtOut

        d = dict(src_dict)

        def _parse_dns(data: object) -> DnsSyncOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dns_type_0 = DnsSyncOut.from_dict(data)

                return dns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DnsSyncOut | None, data)

        dns = _parse_dns(d.pop("dns"))

        domain = DomainClaimOut.from_dict(d.pop("domain"))

        gateway = DomainsGatewayOut.from_dict(d.pop("gateway"))

        txt = TxtOut.from_dict(d.pop("txt"))

        created_domain_out = cls(
            dns=dns,
            domain=domain,
            gateway=gateway,
            txt=txt,
        )

        created_domain_out.additional_properties = d
        return created_domain_out

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
