from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.minigame_out_role import MinigameOutRole, check_minigame_out_role
from ..models.minigame_out_state import MinigameOutState, check_minigame_out_state

if TYPE_CHECKING:
    from ..models.revision_out import RevisionOut


T = TypeVar("T", bound="MinigameOut")


@_attrs_define
class MinigameOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        draft (RevisionOut):
        id (str): The record's id (an opaque object id).
        mode (str): The template's game mode.
        network_id (None | UUID): The network whose servers run it; null for none.
        owner_id (UUID): The owner's user id.
        published (None | RevisionOut): The published revision; null before the first publication.
        published_at (None | str): When it was last published; null if never.
        role (MinigameOutRole): The caller's role on it: owner, editor or viewer.
        state (MinigameOutState): draft, published, unpublished or archived.
        template_id (str): The template it is made from.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    draft: RevisionOut
    id: str
    mode: str
    network_id: None | UUID
    owner_id: UUID
    published: None | RevisionOut
    published_at: None | str
    role: MinigameOutRole
    state: MinigameOutState
    template_id: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.revision_out import RevisionOut

        created_at = self.created_at.isoformat()

        draft = self.draft.to_dict()

        id = self.id

        mode = self.mode

        network_id: None | str
        if isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        owner_id = str(self.owner_id)

        published: dict[str, Any] | None
        if isinstance(self.published, RevisionOut):
            published = self.published.to_dict()
        else:
            published = self.published

        published_at: None | str
        published_at = self.published_at

        role: str = self.role

        state: str = self.state

        template_id = self.template_id

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "draft": draft,
                "id": id,
                "mode": mode,
                "networkId": network_id,
                "ownerId": owner_id,
                "published": published,
                "publishedAt": published_at,
                "role": role,
                "state": state,
                "templateId": template_id,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.revision_out import RevisionOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        draft = RevisionOut.from_dict(d.pop("draft"))

        id = d.pop("id")

        mode = d.pop("mode")

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

        owner_id = UUID(d.pop("ownerId"))

        def _parse_published(data: object) -> None | RevisionOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                published_type_0 = RevisionOut.from_dict(data)

                return published_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RevisionOut, data)

        published = _parse_published(d.pop("published"))

        def _parse_published_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        published_at = _parse_published_at(d.pop("publishedAt"))

        role = check_minigame_out_role(d.pop("role"))

        state = check_minigame_out_state(d.pop("state"))

        template_id = d.pop("templateId")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        minigame_out = cls(
            created_at=created_at,
            draft=draft,
            id=id,
            mode=mode,
            network_id=network_id,
            owner_id=owner_id,
            published=published,
            published_at=published_at,
            role=role,
            state=state,
            template_id=template_id,
            updated_at=updated_at,
        )

        minigame_out.additional_properties = d
        return minigame_out

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
