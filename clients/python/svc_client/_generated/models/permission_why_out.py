from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.permission_why_out_decider import (
    PermissionWhyOutDecider,
    check_permission_why_out_decider,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.candidate_out import CandidateOut


T = TypeVar("T", bound="PermissionWhyOut")


@_attrs_define
class PermissionWhyOut:
    """
    Attributes:
        allowed (bool): The answer of the permission check (a token's scopes aside).
        candidates (list[CandidateOut]): Every grant whose node or pattern matches, the user's own first, then the
            roles', in the order the rule weighs them (expired ones included, inactive).
        decider (PermissionWhyOutDecider): What decided: a `grant` of the user's, a `role`'s, a `default-role`'s (see
            `decidedBy`); `super-admin`; `absent-node` (a node under `social:friends.` or `totem:` the catalog does not know
            is allowed); `none` (no grant matches: denied).
        node (str): The node asked about.
        user_id (UUID): The user's id.
        decided_by (CandidateOut | Unset):
    """

    allowed: bool
    candidates: list[CandidateOut]
    decider: PermissionWhyOutDecider
    node: str
    user_id: UUID
    decided_by: CandidateOut | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allowed = self.allowed

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        decider: str = self.decider

        node = self.node

        user_id = str(self.user_id)

        decided_by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.decided_by, Unset):
            decided_by = self.decided_by.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowed": allowed,
                "candidates": candidates,
                "decider": decider,
                "node": node,
                "userId": user_id,
            }
        )
        if decided_by is not UNSET:
            field_dict["decidedBy"] = decided_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.candidate_out import CandidateOut

        d = dict(src_dict)
        allowed = d.pop("allowed")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = CandidateOut.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        decider = check_permission_why_out_decider(d.pop("decider"))

        node = d.pop("node")

        user_id = UUID(d.pop("userId"))

        _decided_by = d.pop("decidedBy", UNSET)
        decided_by: CandidateOut | Unset
        if isinstance(_decided_by, Unset):
            decided_by = UNSET
        else:
            decided_by = CandidateOut.from_dict(_decided_by)

        permission_why_out = cls(
            allowed=allowed,
            candidates=candidates,
            decider=decider,
            node=node,
            user_id=user_id,
            decided_by=decided_by,
        )

        permission_why_out.additional_properties = d
        return permission_why_out

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
