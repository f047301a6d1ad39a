from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ClaimIn")


@_attrs_define
class ClaimIn:
    """
    Attributes:
        claim_key (str): The claim key the server shows (`XXXX-XXXX`); single-use, valid about 5 minutes.
    """

    claim_key: str

    def to_dict(self) -> dict[str, Any]:
        claim_key = self.claim_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claimKey": claim_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        claim_key = d.pop("claimKey")

        claim_in = cls(
            claim_key=claim_key,
        )

        return claim_in
